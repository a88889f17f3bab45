// A new brand (issue 31): its name and the hostnames it answers on. Saving opens the brand's page,
// where its logo, colours and menu are set; the home grid, pages and menus are then edited for it.
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import type { BrandAnswer } from "./api-answers.ts";

export function NewBrandForm({ first }: { first: boolean }) {
  const ids = useId();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [hostnames, setHostnames] = useState("");
  const body = () => ({
    name,
    hostnames: hostnames
      .split(/[\s,]+/)
      .map((h) => h.trim())
      .filter(Boolean),
  });
  const { form, busy, messages, errorOf, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/brand-admin.ts"),
    schema: (m) => m.newBrandBody,
    body,
    staysBusy: true,
    async send() {
      const { data } = await api<BrandAnswer>("POST", "/backoffice/brands", body());
      await navigate(`/admin/merker/${data.id}`);
    },
  });
  return (
    <form className="admin-form" id={form.id} onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend>Nytt merke</legend>
        {first ? (
          <p>
            Nettbutikken trenger minst ett merke: det bestemmer navn, logo, farger, forside, sider og menyer. Det første
            merket vises på alle adresser som ikke hører til et annet merke.
          </p>
        ) : null}
        <TextField
          label="Navn"
          name="name"
          value={name}
          error={errorOf("name")}
          onChange={(e) => setName(e.target.value)}
        />
        <div className="form-field">
          <label htmlFor={`${ids}-hostnames`}>Vertsnavn (ett per linje, kan stå tomt)</label>
          <textarea
            id={`${ids}-hostnames`}
            name="hostnames"
            value={hostnames}
            spellCheck={false}
            rows={2}
            aria-invalid={errorOf("hostnames") ? true : undefined}
            onChange={(e) => setHostnames(e.target.value)}
          />
          {errorOf("hostnames") ? <p className="form-field__error">{errorOf("hostnames")}</p> : null}
        </div>
      </fieldset>
      <FormMessage kind="error">{messages[0]}</FormMessage>
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Oppretter …" : "Opprett merke"}
        </button>
      </div>
    </form>
  );
}
