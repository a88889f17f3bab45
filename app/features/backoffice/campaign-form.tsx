// One campaign's form in the back office (decision 046): create a campaign or change one. Start and
// end are Oslo date and time; the browser checks the body with the route's own schema
// (domain/schemas/campaign-admin.ts, the period too) and the server checks everything again (422,
// messages by the fields).

import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { isShopPath } from "../../../domain/campaign-admin.ts";
import { CAMPAIGN_FORM_REFUSED } from "../../../domain/schemas/campaign-admin.ts";
import { bindFields, FormMessage, TextField } from "../../components/form-field.tsx";
import { ImagePicker } from "../../components/image-picker.tsx";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import type { CampaignAnswer } from "./api-answers.ts";

export interface CampaignFormValues {
  id?: number;
  name: string;
  shortDescription: string;
  description: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  image: string;
  imageMobile: string;
  showLabel: boolean;
  showImage: boolean;
  labelText: string;
  url: string;
  combined: boolean;
}

export const EMPTY_CAMPAIGN: CampaignFormValues = {
  name: "",
  shortDescription: "",
  description: "",
  startDate: "",
  startTime: "00:00",
  endDate: "",
  endTime: "23:59",
  image: "",
  imageMobile: "",
  showLabel: true,
  showImage: true,
  labelText: "",
  url: "",
  combined: false,
};

/** A stored campaign as the form shows it (no address is an empty field). */
export function campaignFormValues(c: {
  id: number;
  name: string;
  shortDescription: string;
  description: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  image: string | null;
  imageMobile: string | null;
  showLabel: boolean;
  showImage: boolean;
  labelText: string | null;
  url: string | null;
  combined: boolean;
}): CampaignFormValues {
  return {
    id: c.id,
    name: c.name,
    shortDescription: c.shortDescription,
    description: c.description,
    startDate: c.startDate,
    startTime: c.startTime,
    endDate: c.endDate,
    endTime: c.endTime,
    image: c.image ?? "",
    imageMobile: c.imageMobile ?? "",
    showLabel: c.showLabel,
    showImage: c.showImage,
    labelText: c.labelText ?? "",
    url: c.url ?? "",
    combined: c.combined,
  };
}

const FLAGS = [
  { key: "showLabel", label: "Vis merkelappen på varene" },
  { key: "showImage", label: "Vis bildet på kampanjesiden" },
  { key: "combined", label: "Kombinert kampanje (varene vises samlet)" },
] as const;

export function CampaignForm({ initial }: { initial: CampaignFormValues }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [values, setValues] = useState(initial);
  const set = (changes: Partial<CampaignFormValues>) => setValues((v) => ({ ...v, ...changes }));
  const body = () => {
    const { id: _id, ...fields } = values;
    return fields;
  };
  const { form, busy, messages, saved, errorOf, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/campaign-admin.ts"),
    schema: (m) => m.campaignBody,
    body,
    // What the route answers for a refused campaign.
    summary: () => CAMPAIGN_FORM_REFUSED,
    async send() {
      const { id } = values;
      const answer = await api<CampaignAnswer>(
        id ? "PATCH" : "POST",
        id ? `/backoffice/campaigns/${id}` : "/backoffice/campaigns",
        body(),
      );
      if (!id) {
        await navigate(`/admin/kampanjer/${answer.data.id}?opprettet=1`);
        return;
      }
      await revalidator.revalidate();
      return "Kampanjen er lagret.";
    },
  });
  const fieldError = errorOf;
  const field = bindFields(values, set, fieldError);

  const text = (key: "name" | "shortDescription" | "labelText" | "url", label: string, hint?: string) => (
    <TextField
      label={label}
      name={key}
      value={values[key]}
      error={fieldError(key)}
      hint={hint}
      onChange={(e) => set({ [key]: e.target.value })}
    />
  );

  return (
    <form
      className="admin-form"
      id={form.id}
      onSubmit={onSubmit}
      noValidate
      aria-label={values.id ? "Endre kampanjen" : "Ny kampanje"}
    >
      <fieldset>
        <legend>Kampanjen</legend>
        {text("name", "Navn")}
        {text("shortDescription", "Kort beskrivelse")}
        <div className="form-field">
          <label htmlFor="campaign-description">Beskrivelse</label>
          <textarea
            id="campaign-description"
            name="description"
            rows={5}
            value={values.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>Periode (norsk tid)</legend>
        <div className="admin-grid admin-grid--top">
          <TextField label="Startdato" {...field("startDate")} type="date" />
          <TextField label="Starttid" {...field("startTime")} type="time" />
          <TextField label="Sluttdato" {...field("endDate")} type="date" />
          <TextField label="Sluttid" {...field("endTime")} type="time" />
        </div>
      </fieldset>
      <fieldset>
        <legend>Merkelapp, bilder og lenke</legend>
        {text("labelText", "Kampanjens merkelapp", "For eksempel «Ukens pris»")}
        <div className="admin-grid admin-grid--top">
          <ImagePicker
            label="Bilde"
            value={values.image}
            onChange={(image) => set({ image })}
            error={fieldError("image")}
            alsoOffer={[initial.image, initial.imageMobile].filter(isShopPath)}
          />
          <ImagePicker
            label="Bilde på mobil"
            value={values.imageMobile}
            onChange={(imageMobile) => set({ imageMobile })}
            error={fieldError("imageMobile")}
            hint="Uten bilde her brukes det vanlige bildet."
            alsoOffer={[initial.image, initial.imageMobile].filter(isShopPath)}
          />
        </div>
        {text("url", "Lenke", "Begynner med / eller https://")}
        {FLAGS.map((f) => (
          <div className="checkbox-field" key={f.key}>
            <input
              id={`campaign-${f.key}`}
              type="checkbox"
              checked={values[f.key]}
              onChange={(e) => set({ [f.key]: e.target.checked })}
            />
            <label htmlFor={`campaign-${f.key}`}>{f.label}</label>
          </div>
        ))}
      </fieldset>
      <FormMessage kind="error">{messages[0]}</FormMessage>
      <FormMessage kind="success">{saved}</FormMessage>
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Lagrer …" : values.id ? "Lagre kampanjen" : "Opprett kampanje"}
        </button>
      </div>
    </form>
  );
}
