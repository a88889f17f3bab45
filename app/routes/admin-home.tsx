// Back office: the home page's grid per brand (issue 15 item 5, decision 050), for editors and
// administrators. Each slot shows what the home page shows now; changes go into a named draft,
// which /preview/<name> shows to editors, and 'Publiser' makes live (audited, at once).
import { useState } from "react";
import { Form, useNavigate, useRevalidator } from "react-router";
import { DRAFT_NAME_MESSAGE, draftName, type StoredSlot, staleTextWarning } from "../../domain/home-slots.ts";
import { FormMessage, TextField } from "../components/form-field.tsx";
import { useApiAction } from "../components/use-api-action.ts";
import type { PublishedAnswer } from "../features/backoffice/api-answers.ts";
import { HomeSlotForm, slotSummary } from "../features/backoffice/home-slot-form.tsx";
import { api } from "../lib/api-client.ts";
import type { Route } from "./+types/admin-home";
import { loadFor, needsBrand } from "./admin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Forsiden" }, { name: "robots", content: "noindex" }];

/** What the page says after the draft was published or discarded (?melding=…). */
const MESSAGES: Record<string, string> = {
  publisert: "Utkastet er publisert. Forsiden viser det nå.",
  forkastet: "Utkastet er forkastet.",
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return loadFor(context, "/admin/forside", "content.edit", async (staff) => {
    const { tenants, homeAdmin } = context.services;
    const brands = (await tenants.admin.list()).map((b) => ({ id: b.id, name: b.name }));
    needsBrand(brands);
    const asked = url.searchParams.get("utkast") ?? "";
    const name = draftName.safeParse(asked).success ? asked : null;
    const found = name ? await tenants.homeDraft(name) : null;
    const askedBrand = Number(url.searchParams.get("merke"));
    const brandId =
      found?.brandId ?? brands.find((b) => b.id === askedBrand)?.id ?? context.tenant.id ?? brands[0]?.id ?? 0;
    const [home, choices] = await Promise.all([homeAdmin.home(brandId), homeAdmin.choices()]);
    const draft = found ? await homeAdmin.draft(brandId, found.name) : null;
    const images = new Set<string>();
    for (const s of [...home.slots, ...(draft?.slots ?? [])]) if (s.slot?.image) images.add(s.slot.image);
    return {
      role: staff.role,
      brands,
      brandId,
      home,
      draft,
      /** A valid name without a draft yet: the first saved slot makes it. */
      newDraft: name && !found ? name : null,
      badName: asked !== "" && !name,
      message: MESSAGES[url.searchParams.get("melding") ?? ""] ?? null,
      choices: { ...choices, images: [...images].sort() },
    };
  });
}

/** Publish, preview and discard; a draft with stale words is published only once the editor confirms them. */
function DraftActions({
  brandId,
  name,
  stale,
}: {
  brandId: number;
  name: string;
  stale: { key: string; label: string }[];
}) {
  const navigate = useNavigate();
  const { run, refuse, busy, error } = useApiAction();
  const [confirmed, setConfirmed] = useState(false);
  const base = `/backoffice/home/${brandId}/drafts/${encodeURIComponent(name)}`;
  const done = (message: string) => navigate(`/admin/forside?merke=${brandId}&melding=${message}`);

  return (
    <div className="admin-actions">
      {stale.length > 0 ? (
        <div className="admin-warning" id="stale-warning">
          <h3>Se over før du publiserer</h3>
          <p>Tittel eller tekst i disse rutene ble skrevet for noe annet enn det rutene viser nå:</p>
          <ul className="admin-warning__list">
            {stale.map((s) => (
              <li key={s.key}>
                <a href={`#slot-${s.key}`}>{s.label}</a>
              </li>
            ))}
          </ul>
          <label className="admin-check">
            <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
            Jeg har sett over rutene, og teksten passer
          </label>
        </div>
      ) : null}
      <a className="button" href={`/preview/${encodeURIComponent(name)}`}>
        Forhåndsvis
      </a>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (stale.length > 0 && !confirmed) {
            refuse("Se over rutene som er merket, eller bekreft at teksten passer, før du publiserer.");
            return;
          }
          void run(async () => {
            await api<PublishedAnswer>("POST", `${base}/publish`, { confirmStale: stale.length > 0 });
            await done("publisert");
          });
        }}
      >
        <button type="submit" className="button button--primary" disabled={busy}>
          Publiser
        </button>
      </form>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void run(async () => {
            await api<null>("DELETE", base);
            await done("forkastet");
          });
        }}
      >
        <button type="submit" className="button" disabled={busy}>
          Forkast utkastet
        </button>
      </form>
      <FormMessage kind="error">{error}</FormMessage>
    </div>
  );
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const { brands, brandId, home, draft, newDraft, badName, choices, message } = loaderData;
  const editing = draft?.name ?? newDraft;
  const draftSlots = new Map<string, StoredSlot | null>((draft?.slots ?? []).map((s) => [s.key, s.slot]));
  const brandName = brands.find((b) => b.id === brandId)?.name ?? "";

  return (
    <div className="page admin-page">
      <h1>Forsiden</h1>
      <Form method="get" className="admin-filters">
        <div className="form-field">
          <label htmlFor="home-brand">Merke</label>
          <select id="home-brand" name="merke" defaultValue={brandId}>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          Vis merket
        </button>
      </Form>
      <FormMessage kind="success">{message}</FormMessage>

      <section className="admin-preview" aria-labelledby="draft-title">
        <h2 id="draft-title">Utkast for {brandName}</h2>
        {editing ? (
          <>
            <p>
              Du endrer utkastet <strong>«{editing}»</strong>. Endringene vises bare på{" "}
              <a href={`/preview/${encodeURIComponent(editing)}`}>/preview/{editing}</a> til du publiserer.
              {newDraft ? " Utkastet lagres når du lagrer den første ruten." : null}
            </p>
            {draft ? (
              <DraftActions
                brandId={brandId}
                name={draft.name}
                stale={draft.slots.filter((s) => s.stale).map((s) => ({ key: s.key, label: s.label }))}
              />
            ) : null}
          </>
        ) : (
          <p>Endringer på forsiden lagres først i et utkast. Gi utkastet et navn for å begynne.</p>
        )}
        <Form method="get" className="admin-filters">
          <input type="hidden" name="merke" value={brandId} />
          <TextField
            label="Nytt utkast (navn)"
            name="utkast"
            hint="Små bokstaver, tall og bindestrek, for eksempel «vintersalg»"
            error={badName ? DRAFT_NAME_MESSAGE : undefined}
            spellCheck={false}
            autoCapitalize="none"
            required
          />
          <button type="submit" className="button">
            Start utkast
          </button>
        </Form>
        {home.drafts.length > 0 ? (
          <>
            <h3>Lagrede utkast</h3>
            <ul>
              {home.drafts.map((d) => (
                <li key={d.name}>
                  <a href={`/admin/forside?merke=${brandId}&utkast=${encodeURIComponent(d.name)}`}>{d.name}</a> (sist
                  endret av {d.updatedBy})
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <ul className="admin-slots">
        {home.slots.map(({ key, label, slot }) => {
          const inDraft = draft ? (draftSlots.get(key) ?? null) : slot;
          const changed = draft !== null && JSON.stringify(inDraft) !== JSON.stringify(slot);
          const stale = staleTextWarning(inDraft);
          return (
            <li key={key} id={`slot-${key}`} className="admin-slot">
              <h2 className="admin-slot__title">{label}</h2>
              {stale ? <p className="admin-warning">{stale}</p> : null}
              <p>
                <span className="admin-slot__label">Vises nå:</span> {slotSummary(slot)}
              </p>
              {changed ? (
                <p>
                  <span className="admin-slot__label">I utkastet:</span> <strong>{slotSummary(inDraft)}</strong>
                </p>
              ) : null}
              {editing ? (
                <details>
                  <summary>Endre {label.toLowerCase()}</summary>
                  <HomeSlotForm
                    key={editing}
                    brandId={brandId}
                    draft={editing}
                    slotKey={key}
                    slot={inDraft}
                    choices={choices}
                  />
                </details>
              ) : null}
            </li>
          );
        })}
      </ul>
      {revalidator.state === "loading" ? <p role="status">Oppdaterer …</p> : null}
    </div>
  );
}
