// The back office's menu (issue 29): every area a person's role may use, in the groups a shop's people
// think in. The server decides what each role may do (domain/back-office-roles.ts); the menu only
// leaves out what would be refused.
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { type Action, can, type Role } from "../../../domain/back-office-roles.ts";

export interface MenuLink {
  to: string;
  label: string;
  /** What the role must be allowed; null: anyone who works in the back office. */
  action: Action | null;
  /** One line on the dashboard about what is done there. */
  about: string;
}

export const MENU: { group: string; links: MenuLink[] }[] = [
  {
    group: "Disk",
    links: [
      { to: "/admin", label: "Oversikt", action: null, about: "Dagens hentinger og det som venter" },
      {
        to: "/admin/reservasjoner",
        label: "Reservasjoner",
        action: "reservations.read",
        about: "Alle reservasjoner og bestillinger, etter status",
      },
      {
        to: "/admin/plukkliste",
        label: "Plukkliste",
        action: "reservations.read",
        about: "Varene som skal plukkes til reservasjonene",
      },
      {
        to: "/admin/epost",
        label: "E-post til kunder",
        action: "reservations.read",
        about: "Hva som er sendt, og hva som feilet",
      },
    ],
  },
  {
    group: "Varer og lager",
    links: [
      { to: "/admin/varer", label: "Varer", action: "stock.adjust", about: "Finn varer, endre tekst, pris og lager" },
      { to: "/admin/telling", label: "Telling", action: "stock.adjust", about: "Tell lageret i en butikk" },
      { to: "/admin/import", label: "Import", action: "catalog.import", about: "Les inn varer og lager fra en fil" },
      {
        to: "/admin/kategorier",
        label: "Kategorier",
        action: "catalog.taxonomy",
        about: "Hovedgrupper, undergrupper og varegrupper",
      },
      { to: "/admin/storrelser", label: "Størrelser", action: "catalog.taxonomy", about: "Størrelsene og rekkefølgen" },
      { to: "/admin/farger", label: "Farger", action: "catalog.taxonomy", about: "Farger og fargegrupper" },
    ],
  },
  {
    group: "Kampanjer og innhold",
    links: [
      { to: "/admin/kampanjer", label: "Kampanjer", action: "campaigns.edit", about: "Kundeavisen og kampanjepriser" },
      {
        to: "/admin/verdikoder",
        label: "Verdikoder",
        action: "promocodes.edit",
        about: "Rabattkoder og bruken av dem",
      },
      { to: "/admin/forside", label: "Forsiden", action: "content.edit", about: "Flisene på forsiden" },
      { to: "/admin/sider", label: "Sider", action: "content.edit", about: "Kundeservice og andre sider" },
      { to: "/admin/menyer", label: "Menyer", action: "content.edit", about: "Menyen i nettbutikken" },
      { to: "/admin/blogg", label: "Blogg", action: "content.edit", about: "Innlegg og kategorier" },
      { to: "/admin/avstemninger", label: "Avstemninger", action: "content.edit", about: "Spørsmål til kundene" },
      {
        to: "/admin/anmeldelser",
        label: "Anmeldelser",
        action: "reviews.moderate",
        about: "Godkjenn og svar på kundenes anmeldelser",
      },
    ],
  },
  {
    group: "Butikker og oppsett",
    links: [
      {
        to: "/admin/butikker",
        label: "Butikker",
        action: "shops.read",
        about: "Åpningstider, adresser og klargjøring; nye butikker",
      },
      { to: "/admin/frakt", label: "Frakt", action: "shipping.edit", about: "Fraktmåtene og prisene i kassen" },
      { to: "/admin/merker", label: "Merker", action: "brands.edit", about: "Kjedene: adresse, logo og farger" },
      {
        to: "/admin/personer",
        label: "Personer",
        action: "people.manage",
        about: "Inviter ansatte og redaktører, roller og tilgang",
      },
      {
        to: "/admin/lansering",
        label: "Klar for lansering",
        action: "launch.read",
        about: "Hva som mangler før kundene kan handle",
      },
    ],
  },
  {
    group: "Logg",
    links: [{ to: "/admin/logg", label: "Endringslogg", action: "audit.read", about: "Hvem endret hva, og når" }],
  },
];

/** The menu's groups with only the links the role may follow; empty groups left out. */
export function menuFor(role: Role): { group: string; links: MenuLink[] }[] {
  return MENU.map((g) => ({
    group: g.group,
    links: g.links.filter((l) => l.action === null || can(role, l.action)),
  })).filter((g) => g.links.length > 0);
}

/** The page's own area: the longest menu address the path starts with. */
function currentArea(pathname: string): string | undefined {
  const all = MENU.flatMap((g) => g.links.map((l) => l.to));
  return all
    .filter((to) => pathname === to || (to !== "/admin" && pathname.startsWith(`${to}/`)))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * The layout's menu. On a phone it folds into "Meny" (a details element, so it works before the
 * scripts load); on a wide screen it is always open beside the page (CSS).
 */
export function AdminNav({ role }: { role: Role }) {
  const { pathname } = useLocation();
  const area = currentArea(pathname);
  const menu = useRef<HTMLDetailsElement>(null);
  // A phone's folded menu closes once a link is followed, so the new page is what shows.
  useEffect(() => {
    if (menu.current && pathname) menu.current.open = false;
  }, [pathname]);
  return (
    <details className="backoffice-menu" ref={menu}>
      <summary className="backoffice-menu__toggle">Meny</summary>
      <nav aria-label="Administrasjon">
        {menuFor(role).map((g) => (
          <div key={g.group} className="backoffice-menu__group">
            <h2 className="backoffice-menu__heading">{g.group}</h2>
            <ul>
              {g.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} aria-current={l.to === area ? "page" : undefined}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </details>
  );
}
