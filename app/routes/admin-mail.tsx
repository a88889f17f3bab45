// Back office: the mail outbox, where every mail the shop sent or stored (no SMTP_URL) can be read.
import { Link } from "react-router";
import checkoutCss from "../styles/checkout.css?url";
import type { Route } from "./+types/admin-mail";
import { staffOf } from "./admin.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: checkoutCss }];
export const meta: Route.MetaFunction = () => [{ title: "E-postutboks" }, { name: "robots", content: "noindex" }];

const dateTime = new Intl.DateTimeFormat("nb-NO", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Oslo" });

export async function loader({ context }: Route.LoaderArgs) {
  const staff = staffOf(context, "/admin/epost");
  if (!staff) return { forbidden: true as const, mails: [], smtp: false };
  const mails = await context.services.backoffice.outbox();
  return {
    forbidden: false as const,
    smtp: Boolean(context.services.env.SMTP_URL),
    mails: mails.map((m) => ({ ...m, created_at: new Date(m.created_at).toISOString() })),
  };
}

export default function AdminMail({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden) {
    return (
      <div className="page page--narrow">
        <h1>Ingen tilgang</h1>
        <p>Du har ikke tilgang til dette.</p>
      </div>
    );
  }
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
            Til {m.to_address} · {dateTime.format(new Date(m.created_at))} · {m.status}
          </p>
          <pre>{m.text}</pre>
        </article>
      ))}
    </div>
  );
}
