// Back office: the mail outbox, where every mail the shop sent or stored (no SMTP_URL) can be read.
import { Link } from "react-router";
import { formatDateTime } from "../../domain/dates.ts";
import { NoAccessPage } from "../components/no-access-page.tsx";
import checkoutCss from "../styles/checkout.css?url";
import type { Route } from "./+types/admin-mail";
import { loadForStaff } from "./admin.server.ts";

/** The outbox's states in words ('stored' is a mail kept here because no SMTP server is set up). */
const MAIL_STATUS_TEXT: Record<string, string> = {
  stored: "Lagret i utboksen (ikke sendt)",
  queued: "I kø for sending",
  sent: "Sendt",
  failed: "Sending feilet",
};

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: checkoutCss }];
export const meta: Route.MetaFunction = () => [{ title: "E-postutboks" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  return loadForStaff(context, "/admin/epost", async () => {
    const mails = await context.services.mail.outbox();
    return {
      smtp: Boolean(context.services.env.SMTP_URL),
      mails: mails.map((m) => ({ ...m, created_at: new Date(m.created_at).toISOString() })),
    };
  });
}

export default function AdminMail({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden) return <NoAccessPage />;
  return (
    <div className="page mail-outbox">
      <p>
        <Link to="/admin">Tilbake til reservasjonene</Link>
      </p>
      <h1>E-postutboks</h1>
      <p>
        {loaderData.smtp
          ? "E-post sendes med SMTP; her er de siste."
          : "SMTP er ikke satt opp (SMTP_URL): e-post lagres her i stedet for å sendes."}
      </p>
      {loaderData.mails.length === 0 ? <p>Ingen e-post ennå.</p> : null}
      {loaderData.mails.map((m) => (
        <article key={m.id} aria-labelledby={`mail-${m.id}`}>
          <h2 id={`mail-${m.id}`}>{m.subject}</h2>
          <p>
            Til {m.to_address} · {formatDateTime(m.created_at)} · {MAIL_STATUS_TEXT[m.status] ?? m.status}
          </p>
          <pre>{m.text}</pre>
        </article>
      ))}
    </div>
  );
}
