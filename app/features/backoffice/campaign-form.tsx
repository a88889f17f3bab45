// One campaign's form in the back office (decision 046): create a campaign or change one. Start and
// end are Oslo date and time; the browser checks the period with the server's own rule
// (domain/campaign-admin.ts) and the server checks everything again (422, messages by the fields).

import { type FormEvent, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { CAMPAIGN_PERIOD, isCalendarDate, isClockTime, isShopPath } from "../../../domain/campaign-admin.ts";
import { osloInstant } from "../../../domain/opening-hours.ts";
import { bindFields, FormMessage, TextField } from "../../components/form-field.tsx";
import { ImagePicker } from "../../components/image-picker.tsx";
import { ApiError, api } from "../../lib/api-client.ts";

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

/** The period's own problem, found before the form is sent; the server checks it again. */
function periodProblem(v: CampaignFormValues): string | null {
  if (![v.startDate, v.endDate].every(isCalendarDate) || ![v.startTime, v.endTime].every(isClockTime)) return null;
  const start = osloInstant(v.startDate, v.startTime).getTime();
  return osloInstant(v.endDate, v.endTime).getTime() > start ? null : CAMPAIGN_PERIOD;
}

export function CampaignForm({ initial }: { initial: CampaignFormValues }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const set = (changes: Partial<CampaignFormValues>) => setValues((v) => ({ ...v, ...changes }));
  const fieldError = (key: string) => fieldErrors[key]?.[0];
  const field = bindFields(values, set, fieldError);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    setError(null);
    setFieldErrors({});
    const problem = periodProblem(values);
    if (problem) {
      setError(problem);
      setFieldErrors({ endDate: [problem] });
      return;
    }
    setBusy(true);
    const { id, ...body } = values;
    try {
      const answer = await api<{ data: { id: number } }>(
        id ? "PATCH" : "POST",
        id ? `/backoffice/campaigns/${id}` : "/backoffice/campaigns",
        body,
      );
      if (id) {
        setSaved("Kampanjen er lagret.");
        await revalidator.revalidate();
      } else {
        await navigate(`/admin/kampanjer/${answer.data.id}?opprettet=1`);
      }
    } catch (e) {
      if (e instanceof ApiError) {
        setError(e.body.message ?? "Noe gikk galt");
        setFieldErrors(e.body.errors ?? {});
      } else setError("Noe gikk galt. Prøv igjen.");
    } finally {
      setBusy(false);
    }
  }

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
      onSubmit={submit}
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
      <FormMessage kind="error">{error}</FormMessage>
      <FormMessage kind="success">{saved}</FormMessage>
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Lagrer …" : values.id ? "Lagre kampanjen" : "Opprett kampanje"}
        </button>
      </div>
    </form>
  );
}
