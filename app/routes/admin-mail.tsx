// Back office: the mails the shop sent or stored (no SMTP_URL), newest first: recipient, subject,
// status, attempts and error. Staff see the mails about their own shop's reservations, administrators
// those of the chosen shop or all; nobody sees a link or token in a mail (issue 29).
import { Link } from "react-router";
import { ownShopScope } from "../../domain/back-office-roles.ts";
import { formatDateTime } from "../../domain/dates.ts";
import type { Route } from "./+types/admin-mail";
import { loadForStaff, shopChoice } from "./admin.server.ts";

/** The outbox's states in words ('stored' is a mail kept here because no SMTP server is set up). */
const MAIL_STATUS_TEXT: Record<string, string> = {
  stored: "Lagret i utboksen (ikke sendt)",
  queued: "I kø for sending",
  sent: "Sendt",
  failed: "Sending feilet",
};

/** The layout offers an administrator the choice of shop here (shop-picker.tsx). */
export const handle = { shopChoice: true };

export const meta: Route.MetaFunction = () => [{ title: "E-post til kunder" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return loadForStaff(context, `/admin/epost${url.search}`, async (staff) => {
    const failed = url.searchParams.get("status") === "feilet";
    const shopId = ownShopScope(staff, shopChoice(request, staff));
    const mails = shopId === null ? [] : await context.services.mail.outbox({ shopId, failed });
    return {
      failed,
      smtp: Boolean(context.services.env.SMTP_URL),
      mails: mails.map((m) => ({ ...m, created_at: new Date(m.created_at).toISOString() })),
    };
  });
}

export default function AdminMail({ loaderData }: Route.ComponentProps) {
  const { failed, smtp, mails } = loaderData;
  return (
    <div className="page mail-outbox">
      <h1>E-post til kunder</h1>
      <p>
        {smtp
          ? "E-post sendes med SMTP; her er de siste."
          : "SMTP er ikke satt opp (SMTP_URL): e-post lagres her i stedet for å sendes."}{" "}
        Lenker og koden i en e-post vises aldri her: de tilhører kunden.
      </p>
      <nav aria-label="Utvalg">
        <ul className="admin-nav">
          <li>
            <Link to="/admin/epost" aria-current={failed ? undefined : "page"}>
              Alle
            </Link>
          </li>
          <li>
            <Link to="/admin/epost?status=feilet" aria-current={failed ? "page" : undefined}>
              Bare de som feilet
            </Link>
          </li>
        </ul>
      </nav>
      {mails.length === 0 ? <p>{failed ? "Ingen e-post har feilet." : "Ingen e-post ennå."}</p> : null}
      {mails.map((m) => (
        <article key={m.id} aria-labelledby={`mail-${m.id}`}>
          <h2 id={`mail-${m.id}`}>{m.subject}</h2>
          <p>
            Til <span className="mail-outbox__to">{m.to_address}</span> · {formatDateTime(m.created_at)} ·{" "}
            {MAIL_STATUS_TEXT[m.status] ?? m.status}
            {m.attempts > 1 ? ` · ${m.attempts} forsøk` : ""}
            {m.reservation_id ? (
              <>
                {" · "}
                <Link to={`/admin/reservasjon/${m.reservation_id}`}>Reservasjon {m.reservation_id}</Link>
              </>
            ) : null}
          </p>
          {m.error ? <p className="form-message form-message--error">Feil: {m.error}</p> : null}
          <pre>{m.text}</pre>
        </article>
      ))}
    </div>
  );
}
