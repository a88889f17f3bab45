// A new brand (issue 31): its name and the hostnames it answers on. It starts with a text logo in the
// shop's standard colours; its own page (opened once it is created) sets the logo, colours and menu.
import { useState } from "react";
import { useNavigate } from "react-router";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import type { BrandAnswer } from "./api-answers.ts";

export function NewBrandForm({ first }: { first: boolean }) {
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
      const created = await api<BrandAnswer>("POST", "/backoffice/brands", body());
      await navigate(`/admin/merker/${created.data.id}`);
    },
  });
  return (
    <form className="admin-form" id={form.id} onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend>Nytt merke</legend>
        <p className="form-field__hint">
          {first
            ? "Det første merket blir standardmerket: nettbutikken viser det på alle adresser som ikke hører til et annet merke."
            : "Merket vises på vertsnavnene du oppgir. Logo, farger og meny setter du på merkets egen side etterpå."}
        </p>
        <TextField
          label="Navn"
          name="name"
          value={name}
          error={errorOf("name")}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label="Vertsnavn (valgfritt)"
          name="hostnames"
          value={hostnames}
          hint="For eksempel www.butikk.no. Skill flere med mellomrom."
          error={errorOf("hostnames")}
          onChange={(e) => setHostnames(e.target.value)}
        />
      </fieldset>
      <FormMessage kind="error">{messages[0]}</FormMessage>
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Oppretter …" : "Opprett merket"}
        </button>
      </div>
    </form>
  );
}
