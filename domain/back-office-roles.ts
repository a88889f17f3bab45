// Who may do what in the back office (issue 15): the one table every back office route and page
// asks. The browser reads it too, to show only the links a person may follow; the server decides.
export const ROLES = ["customer", "staff", "editor", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Norwegian names of the roles, as the audit log and the back office show them. */
export const ROLE_NAMES: Record<Role, string> = {
  customer: "kunde",
  staff: "butikkansatt",
  editor: "innholdsredaktør",
  admin: "administrator",
};

export const ACTIONS = [
  /** See a shop's reservations and the mail outbox. */
  "reservations.read",
  /** Mark ready, hand over, cancel. */
  "reservations.handle",
  /** See the shops in the back office. */
  "shops.read",
  /** Opening hours and special hours (staff: their own shop only). */
  "shops.hours",
  /** Everything else of a shop: address, coordinates, contact, preparation time, safety buffer; new shops, closing and reopening them. */
  "shops.edit",
  /** Shipping methods: name, price, pickup or delivery, order, active (issue 31). */
  "shipping.edit",
  /** Hostnames, logo, colours and menu flags of the brands; new brands. */
  "brands.edit",
  /** Blog, polls, pages and reviews. */
  "content.edit",
  /** The audit log. */
  "audit.read",
  /** Approve, reject and answer customers' reviews (decision 042). */
  "reviews.moderate",
  /** Promo codes: create, change, see how often each was used. */
  "promocodes.edit",
  /** Articles: names, texts, visibility, purchase limit and price (decision 045). */
  "catalog.edit",
  /** Upload images for articles, campaigns and blog posts (decision 047). */
  "images.upload",
  /** Find articles, see their stock and adjust it with a reason (staff: their own shop only; decision 045). */
  "stock.adjust",
  /** Campaigns: create, edit, schedule, end and delete them, and their articles' campaign prices (decision 046). */
  "campaigns.edit",
  /** CSV import of articles and stock, with a dry run first (decision 048). */
  "catalog.import",
  /** "Klar for lansering": the outside services and what is missing before a shopper can buy (issue 31). */
  "launch.read",
  /** The back office's people: invite, set role and shop, deactivate (decision 068). */
  "people.manage",
  /** The category tree, sizes and colours: create, rename, reorder, delete what nothing uses (decision 069). */
  "catalog.taxonomy",
] as const;
export type Action = (typeof ACTIONS)[number];

const STAFF: readonly Action[] = [
  "reservations.read",
  "reservations.handle",
  "shops.read",
  "shops.hours",
  "stock.adjust",
];
const EDITOR: readonly Action[] = ["content.edit", "reviews.moderate", "campaigns.edit", "images.upload"];

const POLICY: Record<Role, readonly Action[]> = {
  customer: [],
  staff: STAFF,
  editor: EDITOR,
  admin: ACTIONS,
};

export function can(role: Role, action: Action): boolean {
  return POLICY[role].includes(action);
}

/** Whether the role works in one shop only (their `staffShopId`); an administrator works in all. */
export function boundToOneShop(role: Role): boolean {
  return role !== "admin";
}

/** Whether the role may open the back office at all. */
export function worksInBackOffice(role: Role): boolean {
  return POLICY[role].length > 0;
}

/**
 * The one shop whose reservations, mails and stock a person's lists hold: the person's own shop for
 * anyone bound to one (null when their account has none: they see nothing); for an administrator the
 * shop chosen, or undefined for every shop ("all" or nothing chosen).
 */
export function ownShopScope(
  person: { role: Role; staffShopId: number | null },
  chosen?: number | "all",
): number | null | undefined {
  if (boundToOneShop(person.role)) return person.staffShopId;
  return typeof chosen === "number" ? chosen : undefined;
}

/** Who acts in the back office: staff work in one shop; an administrator may look at any shop. */
export interface Staff {
  id: number;
  name: string;
  role: Role;
  staffShopId: number | null;
}

/** The person behind a session, as the back office sees them. */
export function staffFrom(c: {
  id: number;
  firstName: string;
  lastName: string;
  role: Role;
  staffShopId: number | null;
}): Staff {
  return { id: c.id, name: `${c.firstName} ${c.lastName}`.trim(), role: c.role, staffShopId: c.staffShopId };
}

/** Said to a person bound to one shop who has none set, or who asks about another shop's things. */
export const OTHER_SHOP = "Reservasjonen tilhører en annen butikk";
