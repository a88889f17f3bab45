// One brand's edit form: name, hostnames (one a line), the SVG logo, colours with their contrast
// checked while they are chosen (WCAG AA 4.5:1, checked again by the server) and the menu flags. The
// body is checked with the route's own schema and the same contrast rule (domain/schemas/brand-admin.ts)
// before it is sent.
import { useState } from "react";
import { useRevalidator } from "react-router";
import { brandColorsProblem, contrast } from "../../../domain/contrast.ts";
import type { BrandRecord } from "../../../server/modules/tenants/admin.ts";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import type { BrandAnswer } from "./api-answers.ts";

const COLOR_FIELDS = [
  { key: "primary", label: "Hovedfarge" },
  { key: "onPrimary", label: "Tekst på hovedfargen" },
  { key: "accent", label: "Aksentfarge" },
] as const;

const MENU_FIELDS = [
  { key: "about", label: "Vis «Om oss» i menyen" },
  { key: "support", label: "Vis «Kundeservice» i menyen" },
  { key: "collection", label: "Vis «Kolleksjon» i menyen" },
  { key: "information", label: "Vis informasjonssiden i menyen" },
  { key: "maintenance", label: "Vis vedlikeholdssiden i menyen" },
] as const;

const ratio = (a: string, b: string) => {
  try {
    return `${(Math.floor(contrast(a, b) * 10) / 10).toLocaleString("nb-NO")}:1`;
  } catch {
    return "–";
  }
};

export function BrandForm({ brand }: { brand: BrandRecord }) {
  const revalidator = useRevalidator();
  const [name, setName] = useState(brand.name);
  const [hostnames, setHostnames] = useState(brand.hostnames.join("\n"));
  const [logoSvg, setLogoSvg] = useState(brand.logoSvg);
  const [colors, setColors] = useState(brand.colors);
  const [menu, setMenu] = useState(brand.menu);

  const colorProblem = brandColorsProblem(colors);

  const body = () => ({
    name,
    hostnames: hostnames
      .split(/\s+/)
      .map((h) => h.trim())
      .filter(Boolean),
    logoSvg,
    colors,
    menu,
  });
  const { form, busy, messages, saved, errorOf, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/brand-admin.ts"),
    schema: (m) => m.brandForm,
    body,
    summary: (first) => first,
    async send() {
      await api<BrandAnswer>("PATCH", `/backoffice/brands/${brand.id}`, body());
      await revalidator.revalidate();
      return "Merket er lagret.";
    },
  });
  const hostnamesError = errorOf("hostnames");
  const logoError = errorOf("logoSvg");

  return (
    <form className="admin-form" id={form.id} onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend>Merket</legend>
        <TextField
          label="Navn"
          name="name"
          value={name}
          error={errorOf("name")}
          onChange={(e) => setName(e.target.value)}
        />
        <div className="form-field">
          <label htmlFor="brand-hostnames">Vertsnavn (ett per linje)</label>
          <textarea
            id="brand-hostnames"
            name="hostnames"
            value={hostnames}
            spellCheck={false}
            aria-invalid={hostnamesError ? true : undefined}
            aria-describedby={hostnamesError ? "brand-hostnames-error" : undefined}
            onChange={(e) => setHostnames(e.target.value)}
          />
          {hostnamesError ? (
            <p id="brand-hostnames-error" className="form-field__error">
              {hostnamesError}
            </p>
          ) : null}
        </div>
        <div className="form-field">
          <label htmlFor="brand-logo">Logo (SVG)</label>
          <textarea
            id="brand-logo"
            name="logoSvg"
            value={logoSvg}
            spellCheck={false}
            aria-invalid={logoError ? true : undefined}
            aria-describedby={logoError ? "brand-logo-error" : undefined}
            onChange={(e) => setLogoSvg(e.target.value)}
          />
          {logoError ? (
            <p id="brand-logo-error" className="form-field__error">
              {logoError}
            </p>
          ) : null}
        </div>
      </fieldset>
      <fieldset>
        <legend>Farger</legend>
        <div className="admin-grid">
          {COLOR_FIELDS.map((f) => (
            <div className="form-field" key={f.key}>
              <label htmlFor={`brand-color-${f.key}`}>{f.label}</label>
              <input
                id={`brand-color-${f.key}`}
                type="color"
                value={colors[f.key]}
                onChange={(e) => setColors((c) => ({ ...c, [f.key]: e.target.value }))}
              />
            </div>
          ))}
        </div>
        <p>
          <span className="admin-swatch" style={{ background: colors.primary, color: colors.onPrimary }}>
            Tekst på hovedfargen ({ratio(colors.primary, colors.onPrimary)})
          </span>{" "}
          <span className="admin-swatch" style={{ background: colors.accent, color: "#000000" }}>
            Svart på aksent ({ratio(colors.accent, "#000000")})
          </span>
        </p>
        {colorProblem ? (
          <p className="form-field__error" role="alert">
            {colorProblem}
          </p>
        ) : (
          <p className="form-field__hint">Fargene gir god nok kontrast (minst 4,5:1).</p>
        )}
      </fieldset>
      <fieldset>
        <legend>Meny</legend>
        {MENU_FIELDS.map((f) => (
          <div className="checkbox-field" key={f.key}>
            <input
              id={`brand-menu-${f.key}`}
              type="checkbox"
              checked={menu[f.key]}
              onChange={(e) => setMenu((m) => ({ ...m, [f.key]: e.target.checked }))}
            />
            <label htmlFor={`brand-menu-${f.key}`}>{f.label}</label>
          </div>
        ))}
      </fieldset>
      <FormMessage kind="error">{messages[0]}</FormMessage>
      <FormMessage kind="success">{saved}</FormMessage>
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Lagrer …" : "Lagre"}
        </button>
      </div>
    </form>
  );
}
