// The links of the back office's own pages a person may open, by role (domain/back-office-roles.ts).
import { Link, useLocation } from "react-router";
import { type Action, can, type Role } from "../../../domain/back-office-roles.ts";

const LINKS: { to: string; label: string; action: Action }[] = [
  { to: "/admin", label: "Reservasjoner", action: "reservations.read" },
  { to: "/admin/butikker", label: "Butikker", action: "shops.read" },
  { to: "/admin/varer", label: "Varer", action: "stock.adjust" },
  { to: "/admin/telling", label: "Telling", action: "stock.adjust" },
  { to: "/admin/import", label: "Import", action: "catalog.import" },
  { to: "/admin/merker", label: "Merker", action: "brands.edit" },
  { to: "/admin/anmeldelser", label: "Anmeldelser", action: "reviews.moderate" },
  { to: "/admin/kampanjer", label: "Kampanjer", action: "campaigns.edit" },
  { to: "/admin/verdikoder", label: "Verdikoder", action: "promocodes.edit" },
  { to: "/admin/forside", label: "Forsiden", action: "content.edit" },
  { to: "/admin/sider", label: "Sider", action: "content.edit" },
  { to: "/admin/menyer", label: "Menyer", action: "content.edit" },
  { to: "/admin/blogg", label: "Blogg", action: "content.edit" },
  { to: "/admin/avstemninger", label: "Avstemninger", action: "content.edit" },
  { to: "/admin/logg", label: "Endringslogg", action: "audit.read" },
];

export function AdminNav({ role }: { role: Role }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Administrasjon">
      <ul className="admin-nav">
        {LINKS.filter((l) => can(role, l.action)).map((l) => (
          <li key={l.to}>
            <Link to={l.to} aria-current={pathname === l.to ? "page" : undefined}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
