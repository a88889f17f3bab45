// Back office: "Klar for lansering" (issue 31, decision 075). What a chain must still do before a shopper
// can buy, each with the page or setting that fixes it, and which outside services are real. The same
// items are warnings in the log at every production start.
import { Link } from "react-router";
import type { LaunchItem } from "../../server/modules/backoffice/launch-readiness.ts";
import type { Route } from "./+types/admin-launch";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Klar for lansering" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  return loadFor(context, "/admin/lansering", "launch.read", () => context.services.launch.report());
}

const STATE_WORD: Record<LaunchItem["state"], string> = {
  ok: "I orden",
  "stand-in": "Erstatning",
  missing: "Mangler",
};

/** "Sett miljøvariabelen X" or "Sett miljøvariablene X, Y og Z", each name as code. */
function SettingsFix({ settings, example }: { settings: string[]; example?: string }) {
  return (
    <p>
      Sett {settings.length === 1 ? "miljøvariabelen" : "miljøvariablene"}{" "}
      {settings.map((name, i) => (
        <span key={name}>
          {i === 0 ? "" : i === settings.length - 1 ? " og " : ", "}
          <code>{name}</code>
        </span>
      ))}
      {example ? (
        <>
          {" "}
          (for eksempel <code>{example}</code>)
        </>
      ) : null}{" "}
      og start butikken på nytt (se README-filen, avsnittet «Configuration»).
    </p>
  );
}

function Item({ item }: { item: LaunchItem }) {
  return (
    <li className={`launch-item launch-item--${item.state}`}>
      <h3 className="launch-item__title">
        {item.title}: <span className="launch-item__state">{STATE_WORD[item.state]}</span>
      </h3>
      <p>{item.detail}</p>
      {item.fix && item.state !== "ok" ? (
        "href" in item.fix ? (
          <p>
            <Link to={item.fix.href}>{item.fix.label}</Link>
          </p>
        ) : (
          <SettingsFix settings={item.fix.settings} example={item.fix.example} />
        )
      ) : null}
    </li>
  );
}

export default function AdminLaunch({ loaderData }: Route.ComponentProps) {
  const { services, shop, open } = loaderData;
  const missing = shop.filter((i) => i.state !== "ok").length;
  return (
    <div className="page admin-page">
      <h1>Klar for lansering</h1>
      <p>
        {open.length === 0
          ? "Alt er klart: kundene kan handle, og alle tjenestene er ekte."
          : missing > 0
            ? `${missing} ting mangler før kundene kan handle. Listen står også i loggen hver gang butikken starter.`
            : "Kundene kan handle, men noen tjenester er fortsatt erstatninger. Listen står også i loggen hver gang butikken starter."}
      </p>
      <h2>Før kundene kan handle</h2>
      <ul className="launch-list">
        {shop.map((item) => (
          <Item key={item.key} item={item} />
        ))}
      </ul>
      <h2>Tjenester utenfra</h2>
      <ul className="launch-list">
        {services.map((item) => (
          <Item key={item.key} item={item} />
        ))}
      </ul>
    </div>
  );
}
