// The audit log's vocabulary, declared once (decision 066): every action the back office writes to the
// log, the kinds of things it tells of, and how a row reads in Norwegian: "Ingrid Berg endret prisen på
// Fjordlys Dunjakke fra 2 899,00 kr til 2 499,00 kr", with a link to what changed. The server's audit
// writes take their action names from here (typed), and the log's page builds its sentences from here.
import { ROLE_NAMES, type Role } from "./back-office-roles.ts";
import { formatDateTime } from "./dates.ts";
import { HOME_SLOT_KEYS, HOME_SLOT_LABELS, SLOT_KIND_LABELS, type SlotKind } from "./home-slots.ts";
import { formatPrice, oreToKroner } from "./money.ts";
import { PAGE_TEXTS } from "./page-texts.ts";
import { reservationStatusName } from "./reservation-statuses.ts";

/** The kinds of things the log tells of, with the Norwegian names its filter shows. */
export const AUDIT_ENTITIES = {
  shop: "Butikk",
  brand: "Merke",
  reservation: "Reservasjon",
  review: "Anmeldelse",
  promocode: "Verdikode",
  article: "Vare",
  stock: "Lager",
  campaign: "Kampanje",
  home: "Forside",
  page: "Side",
  menu: "Meny",
  import: "Import",
  blogpost: "Blogginnlegg",
  blogcategory: "Bloggkategori",
  poll: "Avstemning",
  person: "Person",
  category: "Hovedgruppe",
  subcategory: "Undergruppe",
  articlegroup: "Varegruppe",
  size: "Størrelse",
  colorgroup: "Fargegruppe",
  color: "Farge",
  shipping: "Fraktmåte",
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITIES;

/** A row's changes as the sentence builders see them: only the fields that changed. */
export interface AuditChanges {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

interface ActionSpec {
  /** The kind of thing the action changes. */
  entity: AuditEntity;
  /** The action in a list ("Endret vare"). */
  name: string;
  /**
   * What the person did, after their name; `{name}` is the thing's name ("Fjordlys Dunjakke",
   * «Julesalg», "reservasjon 123"). A function when the words depend on the change.
   */
  did: string | ((changes: AuditChanges) => string);
  /** One changed field reads as "endret prisen på {name} fra … til …". */
  oneField?: boolean;
}

const said = (value: unknown) => fieldValueText("", value);

/** "flyttet størrelsen {name} opp i rekkefølgen": a move of one step in a list, up or down by its sort. */
const movedInOrder =
  (the: string) =>
  ({ before, after }: AuditChanges): string =>
    `flyttet ${the} {name} ${Number(after.sort) < Number(before.sort) ? "opp" : "ned"} i rekkefølgen`;

/** Every action the back office writes to the log. */
export const AUDIT_ACTIONS = {
  "shop.hours": { entity: "shop", name: "Endret åpningstider", did: "endret åpningstidene for {name}" },
  "shop.update": { entity: "shop", name: "Endret butikk", did: "endret butikken {name}", oneField: true },
  "shop.create": { entity: "shop", name: "Opprettet butikk", did: "opprettet butikken {name}" },
  "shop.close": { entity: "shop", name: "Stengte butikk", did: "stengte butikken {name}" },
  "shop.reopen": { entity: "shop", name: "Åpnet butikk igjen", did: "åpnet butikken {name} igjen" },
  "shipping.create": { entity: "shipping", name: "Opprettet fraktmåte", did: "opprettet fraktmåten {name}" },
  "shipping.update": {
    entity: "shipping",
    name: "Endret fraktmåte",
    did: "endret fraktmåten {name}",
    oneField: true,
  },
  "brand.update": { entity: "brand", name: "Endret merke", did: "endret merket {name}", oneField: true },
  "brand.create": { entity: "brand", name: "Opprettet merke", did: "opprettet merket {name}" },
  "reservation.ready": {
    entity: "reservation",
    name: "Merket klar til henting",
    did: "merket {name} klar til henting",
  },
  "reservation.collect": { entity: "reservation", name: "Utlevert", did: "leverte ut {name}" },
  "reservation.cancel": { entity: "reservation", name: "Kansellert", did: "kansellerte {name}" },
  "reservation.collect-part": { entity: "reservation", name: "Delvis utlevert", did: "leverte ut en del av {name}" },
  "reservation.pack": { entity: "reservation", name: "Pakket", did: "pakket {name}" },
  "reservation.ship": { entity: "reservation", name: "Sendt", did: "sendte {name}" },
  "reservation.return": { entity: "reservation", name: "Registrerte retur", did: "registrerte en retur av {name}" },
  "review.approve": { entity: "review", name: "Godkjente anmeldelse", did: "godkjente {name}" },
  "review.reject": { entity: "review", name: "Avviste og slettet anmeldelse", did: "avviste og slettet {name}" },
  "review.reply": { entity: "review", name: "Svarte på anmeldelse", did: "svarte på {name}" },
  "promocode.create": { entity: "promocode", name: "Opprettet verdikode", did: "opprettet verdikoden {name}" },
  "promocode.update": {
    entity: "promocode",
    name: "Endret verdikode",
    did: "endret verdikoden {name}",
    oneField: true,
  },
  "article.update": { entity: "article", name: "Endret vare", did: "endret varen {name}", oneField: true },
  "stock.adjust": {
    entity: "stock",
    name: "Justerte lager",
    did: ({ before, after }) =>
      `justerte lageret av {name} fra ${said(before.qty)} til ${said(after.qty)} stk.${after.reason ? ` (${said(after.reason)})` : ""}`,
  },
  "campaign.create": { entity: "campaign", name: "Opprettet kampanje", did: "opprettet kampanjen {name}" },
  "campaign.update": { entity: "campaign", name: "Endret kampanje", did: "endret kampanjen {name}", oneField: true },
  "campaign.end": { entity: "campaign", name: "Avsluttet kampanje", did: "avsluttet kampanjen {name}" },
  "campaign.delete": { entity: "campaign", name: "Slettet kampanje", did: "slettet kampanjen {name}" },
  "campaign.line.add": { entity: "campaign", name: "La til vare i kampanje", did: "la til en vare i kampanjen {name}" },
  "campaign.line.update": {
    entity: "campaign",
    name: "Endret kampanjepris",
    did: "endret en vare i kampanjen {name}",
    oneField: true,
  },
  "campaign.line.remove": {
    entity: "campaign",
    name: "Fjernet vare fra kampanje",
    did: "fjernet en vare fra kampanjen {name}",
  },
  "home.publish": {
    entity: "home",
    name: "Publiserte forsiden",
    did: ({ after }) => `publiserte utkastet «${String(after.draft ?? "")}» på forsiden for {name}`,
  },
  "home.discard": {
    entity: "home",
    name: "Forkastet utkast til forsiden",
    did: ({ before }) => `forkastet utkastet «${String(before.draft ?? "")}» til forsiden for {name}`,
  },
  "page.update": { entity: "page", name: "Endret sidetekst", did: "endret teksten på siden {name}" },
  "menu.update": { entity: "menu", name: "Endret meny", did: "endret menyen for {name}" },
  "stock.count": {
    entity: "stock",
    name: "Telling",
    did: ({ before, after }) => `telte {name}: ${said(after.qty)} stk., lageret viste ${said(before.qty)}`,
  },
  "stock.import": {
    entity: "stock",
    name: "Importerte lager",
    did: ({ before, after }) => `importerte lager av {name}: fra ${said(before.qty)} til ${said(after.qty)} stk.`,
  },
  "article.import": { entity: "article", name: "Endret vare (import)", did: "endret varen {name} ved import" },
  "article.import.create": {
    entity: "article",
    name: "Opprettet vare (import)",
    did: "opprettet varen {name} ved import",
  },
  "import.stock": { entity: "import", name: "Importerte lagerfil", did: "importerte lagerfilen {name}" },
  "import.articles": { entity: "import", name: "Importerte varefil", did: "importerte varefilen {name}" },
  "article.import.photos": {
    entity: "article",
    name: "La til bilder (import)",
    did: "la til bilder på varen {name} ved import",
  },
  "import.pictures": { entity: "import", name: "Importerte bilder", did: "importerte bildefilen {name}" },
  "blogpost.create": { entity: "blogpost", name: "Opprettet blogginnlegg", did: "opprettet blogginnlegget {name}" },
  "blogpost.update": {
    entity: "blogpost",
    name: "Endret blogginnlegg",
    did: "endret blogginnlegget {name}",
    oneField: true,
  },
  "blogpost.delete": { entity: "blogpost", name: "Slettet blogginnlegg", did: "slettet blogginnlegget {name}" },
  "blogcategory.create": {
    entity: "blogcategory",
    name: "Opprettet bloggkategori",
    did: "opprettet bloggkategorien {name}",
  },
  "blogcategory.update": {
    entity: "blogcategory",
    name: "Endret bloggkategori",
    did: "endret bloggkategorien {name}",
    oneField: true,
  },
  "blogcategory.delete": {
    entity: "blogcategory",
    name: "Slettet bloggkategori",
    did: "slettet bloggkategorien {name}",
  },
  "poll.create": { entity: "poll", name: "Opprettet avstemning", did: "opprettet avstemningen {name}" },
  "poll.update": { entity: "poll", name: "Endret avstemning", did: "endret avstemningen {name}", oneField: true },
  "article.photo.add": { entity: "article", name: "La til bilde på vare", did: "la til et bilde på varen {name}" },
  "article.photo.order": {
    entity: "article",
    name: "Endret rekkefølgen på bildene",
    did: "endret rekkefølgen på bildene av {name}",
  },
  "article.photo.remove": {
    entity: "article",
    name: "Fjernet bilde fra vare",
    did: "fjernet et bilde fra varen {name}",
  },
  "variant.add": {
    entity: "article",
    name: "La til variant",
    did: ({ after }) => `la til varianten ${said(after.variant)} av {name}`,
  },
  "variant.visibility": {
    entity: "article",
    name: "Skjulte eller viste variant",
    did: ({ after }) =>
      `${after.visibleWeb === false || after.visibleWeb === 0 ? "skjulte" : "viste"} varianten ${said(after.variant)} av {name} på nett`,
  },
  "person.invite": {
    entity: "person",
    name: "Inviterte person",
    did: ({ after }) => `inviterte {name} som ${said(roleName(after.role))}`,
  },
  "person.promote": {
    entity: "person",
    name: "Ga kunde tilgang",
    did: ({ after }) => `ga kunden {name} tilgang som ${said(roleName(after.role))}`,
  },
  "person.update": {
    entity: "person",
    name: "Endret person",
    did: "endret rolle eller butikk for {name}",
    oneField: true,
  },
  "person.deactivate": { entity: "person", name: "Deaktiverte person", did: "deaktiverte {name}" },
  "person.reactivate": { entity: "person", name: "Aktiverte person", did: "aktiverte {name} igjen" },
  "person.reinvite": { entity: "person", name: "Sendte ny invitasjon", did: "sendte en ny invitasjon til {name}" },
  // The category tree, the sizes and the colours (decision 069).
  "category.create": { entity: "category", name: "Opprettet hovedgruppe", did: "opprettet hovedgruppen {name}" },
  "category.update": {
    entity: "category",
    name: "Endret hovedgruppe",
    did: "endret hovedgruppen {name}",
    oneField: true,
  },
  "category.delete": { entity: "category", name: "Slettet hovedgruppe", did: "slettet hovedgruppen {name}" },
  "category.move": {
    entity: "category",
    name: "Flyttet hovedgruppe",
    did: movedInOrder("hovedgruppen"),
  },
  "subcategory.create": { entity: "subcategory", name: "Opprettet undergruppe", did: "opprettet undergruppen {name}" },
  "subcategory.update": {
    entity: "subcategory",
    name: "Endret undergruppe",
    did: "endret undergruppen {name}",
    oneField: true,
  },
  "subcategory.delete": { entity: "subcategory", name: "Slettet undergruppe", did: "slettet undergruppen {name}" },
  "subcategory.move": {
    entity: "subcategory",
    name: "Flyttet undergruppe",
    did: movedInOrder("undergruppen"),
  },
  "articlegroup.create": { entity: "articlegroup", name: "Opprettet varegruppe", did: "opprettet varegruppen {name}" },
  "articlegroup.update": {
    entity: "articlegroup",
    name: "Endret varegruppe",
    did: "endret varegruppen {name}",
    oneField: true,
  },
  "articlegroup.delete": { entity: "articlegroup", name: "Slettet varegruppe", did: "slettet varegruppen {name}" },
  "articlegroup.move": {
    entity: "articlegroup",
    name: "Flyttet varegruppe",
    did: movedInOrder("varegruppen"),
  },
  "size.create": { entity: "size", name: "Opprettet størrelse", did: "opprettet størrelsen {name}" },
  "size.update": { entity: "size", name: "Endret størrelse", did: "endret størrelsen {name}", oneField: true },
  "size.delete": { entity: "size", name: "Slettet størrelse", did: "slettet størrelsen {name}" },
  "size.move": {
    entity: "size",
    name: "Flyttet størrelse",
    did: movedInOrder("størrelsen"),
  },
  "colorgroup.create": { entity: "colorgroup", name: "Opprettet fargegruppe", did: "opprettet fargegruppen {name}" },
  "colorgroup.update": {
    entity: "colorgroup",
    name: "Endret fargegruppe",
    did: "endret fargegruppen {name}",
    oneField: true,
  },
  "colorgroup.delete": { entity: "colorgroup", name: "Slettet fargegruppe", did: "slettet fargegruppen {name}" },
  "color.create": { entity: "color", name: "Opprettet farge", did: "opprettet fargen {name}" },
  "color.update": { entity: "color", name: "Endret farge", did: "endret fargen {name}", oneField: true },
  "color.delete": { entity: "color", name: "Slettet farge", did: "slettet fargen {name}" },
} as const satisfies Record<string, ActionSpec>;

/** A role's Norwegian name ('butikkansatt'); an unknown value as it is. */
function roleName(value: unknown): unknown {
  return typeof value === "string" && Object.hasOwn(ROLE_NAMES, value) ? ROLE_NAMES[value as Role] : value;
}

/** An action the log knows; the server's writes are typed with it. */
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(AUDIT_ACTIONS, action);

/** The action as a list names it ("Endret vare"); an unknown one by its code. */
export const auditActionName = (action: string) => (isAuditAction(action) ? AUDIT_ACTIONS[action].name : action);

// ——— fields ———

type FieldKind = "ore" | "bool" | "status" | "slot" | "page" | "hours" | "special" | "role" | "shippingType";

/** A shipping method's type as the log says it. */
const SHIPPING_TYPE_WORDS: Record<string, string> = { pickup: "hent i butikk", delivery: "levering" };

/** A field: its name in a list ("Pris"), its name in a sentence ("prisen") and how its values read. */
const FIELDS: Record<string, { label: string; the: string; kind?: FieldKind }> = {
  openingHours: { label: "Åpningstider", the: "åpningstidene", kind: "hours" },
  specialHours: { label: "Spesielle åpningstider", the: "de spesielle åpningstidene", kind: "special" },
  name: { label: "Navn", the: "navnet" },
  fullName: { label: "Fullt navn", the: "det fulle navnet" },
  orgNo: { label: "Org.nr.", the: "org.nr." },
  address: { label: "Adresse", the: "adressen" },
  postNo: { label: "Postnummer", the: "postnummeret" },
  postPlace: { label: "Poststed", the: "poststedet" },
  latitude: { label: "Breddegrad", the: "breddegraden" },
  longitude: { label: "Lengdegrad", the: "lengdegraden" },
  phone: { label: "Telefon", the: "telefonnummeret" },
  email: { label: "E-post", the: "e-postadressen" },
  messengerId: { label: "Messenger", the: "Messenger-kontoen" },
  preparationMinutes: { label: "Klargjøringstid (min)", the: "klargjøringstiden" },
  webSafetyBuffer: { label: "Sikkerhetsbuffer", the: "sikkerhetsbufferen" },
  hostnames: { label: "Vertsnavn", the: "vertsnavnene" },
  logoSvg: { label: "Logo", the: "logoen" },
  colors: { label: "Farger", the: "fargene" },
  menu: { label: "Meny", the: "menyen" },
  statusID: { label: "Status", the: "statusen", kind: "status" },
  approved: { label: "Godkjent", the: "godkjenningen", kind: "bool" },
  reply: { label: "Svar", the: "svaret" },
  deleted: { label: "Slettet", the: "slettingen", kind: "bool" },
  code: { label: "Kode", the: "koden" },
  fixed: { label: "Fast beløp", the: "typen beløp", kind: "bool" },
  amount: { label: "Beløp eller prosent", the: "beløpet" },
  validFrom: { label: "Gyldig fra", the: "starten" },
  validTo: { label: "Gyldig til", the: "slutten" },
  requiresLogin: { label: "Krever innlogging", the: "kravet om innlogging", kind: "bool" },
  advertised: { label: "Annonsert", the: "annonseringen", kind: "bool" },
  active: { label: "Aktiv", the: "om den er aktiv", kind: "bool" },
  description: { label: "Beskrivelse", the: "beskrivelsen" },
  techDescription: { label: "Teknisk tekst", the: "den tekniske teksten" },
  visibleWeb: { label: "Synlig på nett", the: "synligheten på nett", kind: "bool" },
  onlyCC: { label: "Kun klikk og hent", the: "klikk og hent-kravet", kind: "bool" },
  webPurchaseLimit: { label: "Kjøpsgrense på nett", the: "kjøpsgrensen på nett" },
  priceOre: { label: "Pris", the: "prisen", kind: "ore" },
  suggestedPriceOre: { label: "Veiledende pris", the: "den veiledende prisen", kind: "ore" },
  campaignPriceOre: { label: "Kampanjepris", the: "kampanjeprisen", kind: "ore" },
  qty: { label: "Antall", the: "antallet" },
  delta: { label: "Endring", the: "endringen" },
  reason: { label: "Årsak", the: "årsaken" },
  goods: { label: "Varer", the: "varene" },
  trackingUrl: { label: "Sporingslenke", the: "sporingslenken" },
  returned: { label: "Returnert", the: "returen" },
  shortDescription: { label: "Kort beskrivelse", the: "den korte beskrivelsen" },
  startsAt: { label: "Start", the: "starten" },
  endsAt: { label: "Slutt", the: "slutten" },
  image: { label: "Bilde", the: "bildet" },
  imageMobile: { label: "Mobilbilde", the: "mobilbildet" },
  showLabel: { label: "Vis merkelapp", the: "visningen av merkelappen", kind: "bool" },
  showImage: { label: "Vis bilde", the: "visningen av bildet", kind: "bool" },
  labelText: { label: "Merkelapp", the: "merkelappen" },
  url: { label: "Lenke", the: "lenken" },
  combined: { label: "Kombinert", the: "kombineringen", kind: "bool" },
  lineId: { label: "Linje", the: "linjen" },
  articleId: { label: "Vare", the: "varen" },
  labelType: { label: "Type merkelapp", the: "typen merkelapp" },
  draft: { label: "Utkast", the: "utkastet" },
  title: { label: "Tittel", the: "tittelen" },
  text: { label: "Tekst", the: "teksten" },
  categories: { label: "Kategorier", the: "kategoriene" },
  collection: { label: "Kolleksjonen", the: "menypunktet Kolleksjonen", kind: "bool" },
  support: { label: "Kundeservice", the: "menypunktet Kundeservice", kind: "bool" },
  maintenance: { label: "Vedlikehold", the: "menypunktet Vedlikehold", kind: "bool" },
  about: { label: "Om oss", the: "menypunktet Om oss", kind: "bool" },
  information: { label: "Informasjon", the: "menypunktet Informasjon", kind: "bool" },
  ...Object.fromEntries(
    HOME_SLOT_KEYS.map((k) => [
      k,
      { label: HOME_SLOT_LABELS[k], the: HOME_SLOT_LABELS[k].toLowerCase(), kind: "slot" },
    ]),
  ),
  mainGroupId: { label: "Hovedgruppe (id)", the: "hovedgruppen" },
  articleGroup2Id: { label: "Undergruppe (id)", the: "undergruppen" },
  articleGroup3Id: { label: "Varegruppe (id)", the: "varegruppen" },
  productLineId: { label: "Produktlinje (id)", the: "produktlinjen" },
  genderId: { label: "Kjønn (id)", the: "kjønnet" },
  articleNo: { label: "Varenr.", the: "varenummeret" },
  file: { label: "Fil", the: "filen" },
  kind: { label: "Filtype", the: "filtypen" },
  lines: { label: "Linjer", the: "antall linjer" },
  new: { label: "Nye", the: "antall nye" },
  change: { label: "Endret", the: "antall endrede" },
  same: { label: "Uendret", the: "antall uendrede" },
  refused: { label: "Avvist", the: "antall avviste" },
  slug: { label: "Adresse", the: "adressen" },
  brandId: { label: "Merke", the: "merket" },
  summary: { label: "Ingress", the: "ingressen" },
  body: { label: "Tekst", the: "teksten" },
  featuredImage: { label: "Bilde", the: "bildet" },
  categoryIds: { label: "Kategorier", the: "kategoriene" },
  publishedAt: { label: "Publiseres", the: "publiseringstiden" },
  bannerDesktop: { label: "Banner (PC)", the: "banneret for PC" },
  bannerMobile: { label: "Banner (mobil)", the: "banneret for mobil" },
  questions: { label: "Spørsmål", the: "spørsmålene" },
  careLabel: { label: "Vedlikeholdsråd", the: "vedlikeholdsrådene" },
  role: { label: "Rolle", the: "rollen", kind: "role" },
  shop: { label: "Butikk", the: "butikken" },
  season: { label: "Sesong", the: "sesongen" },
  photos: { label: "Bilder", the: "bildene" },
  variant: { label: "Variant", the: "varianten" },
  key: { label: "Side", the: "siden", kind: "page" },
  sort: { label: "Rekkefølge", the: "plassen i rekkefølgen" },
  showInMenu: { label: "Vises i menyen", the: "visningen i menyen", kind: "bool" },
  banner: { label: "Banner", the: "banneret" },
  bannerLink: { label: "Bannerlenke", the: "bannerlenken" },
  label: { label: "Navn for kunder", the: "navnet kundene ser" },
  hex: { label: "Farge (hex)", the: "fargekoden" },
  colorCode: { label: "Fargenummer", the: "fargenummeret" },
  colorGroupId: { label: "Fargegruppe (id)", the: "fargegruppen" },
  colorId: { label: "Hovedfarge (id)", the: "hovedfargen" },
  no: { label: "Butikknr.", the: "butikknummeret" },
  type: { label: "Type", the: "typen", kind: "shippingType" },
};

/** A field's name in a list ("Pris"); an unknown field by its own name. */
export const auditFieldLabel = (key: string) => FIELDS[key]?.label ?? key;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const WEEKDAYS = ["søn", "man", "tir", "ons", "tor", "fre", "lør"];

/** "1-5:0900-1700,6:1000-1600" → "man–fre 09:00–17:00, lør 10:00–16:00" (domain/opening-hours.ts). */
function hoursText(value: string): string {
  const time = (t: string) => (/^\d{4}$/.test(t) ? `${t.slice(0, 2)}:${t.slice(2)}` : t);
  const day = (d: string) => WEEKDAYS[Number(d) % 7] ?? d;
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [days = "", span = ""] = part.split(":");
      const [from = "", to = ""] = days.split("-");
      const [opens = "", closes = ""] = span.split("-");
      const when = to ? `${day(from)}–${day(to)}` : day(from);
      return span ? `${when} ${time(opens)}–${time(closes)}` : `${when} stengt`;
    })
    .join(", ");
}

/** A home slot as one line: "Kampanje: Vintersalg → /kampanjer/2". */
function slotText(value: unknown): string {
  if (!value || typeof value !== "object") return "tom";
  const slot = value as { type?: SlotKind; title?: unknown; link?: unknown };
  const kind = slot.type && slot.type in SLOT_KIND_LABELS ? SLOT_KIND_LABELS[slot.type] : "Rute";
  return `${kind}: ${String(slot.title ?? "")} → ${String(slot.link ?? "")}`;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A value in words: no JSON, times in Oslo time, money in kroner, yes and no. */
function plainText(value: unknown, depth = 0): string {
  if (value === null || value === undefined || value === "") return "(tom)";
  if (typeof value === "boolean") return value ? "ja" : "nei";
  if (typeof value === "number") return new Intl.NumberFormat("nb-NO").format(value);
  if (typeof value === "string") return ISO_TIME.test(value) ? formatDateTime(value) : clip(value, 400);
  if (Array.isArray(value))
    return value.length === 0 ? "(ingen)" : value.map((v) => plainText(v, depth + 1)).join(", ");
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (depth > 1) return entries.map(([, v]) => plainText(v, depth + 1)).join(" ");
    return entries.map(([k, v]) => `${auditFieldLabel(k).toLowerCase()} ${plainText(v, depth + 1)}`).join(", ");
  }
  return String(value);
}

/** A field's value as the log shows it. `names` names the articles a field points at (articleId). */
export function fieldValueText(key: string, value: unknown, names?: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined || value === "") return "(tom)";
  const kind = FIELDS[key]?.kind;
  if (kind === "ore" && typeof value === "number") return formatPrice(oreToKroner(value));
  if (kind === "status" && typeof value === "number") return reservationStatusName(value) ?? String(value);
  if (kind === "slot") return slotText(value);
  if (kind === "role") return String(roleName(value));
  if (kind === "hours" && typeof value === "string") return hoursText(value);
  if (kind === "shippingType" && typeof value === "string") return SHIPPING_TYPE_WORDS[value] ?? value;
  if (kind === "page" && typeof value === "string") return PAGE_TEXTS.find((p) => p.key === value)?.name ?? value;
  if (kind === "special" && Array.isArray(value)) {
    return value.length === 0
      ? "(ingen)"
      : value
          .map((r: { date?: string; name?: string; opens?: string | null; closes?: string | null }) =>
            `${(r.date ?? "").split("-").reverse().join(".")} ${r.name ?? ""} ${r.opens && r.closes ? `${r.opens}–${r.closes}` : "stengt"}`.trim(),
          )
          .join(", ");
  }
  if (key === "articleId" && typeof value === "number") return names?.get(`article:${value}`) ?? `vare ${value}`;
  return plainText(value);
}

// ——— the row as a whole ———

/** An entity's name as a sentence says it, from the name the server found (or none). */
function nameInSentence(entity: string, id: string, name: string | null): string {
  switch (entity) {
    case "reservation":
      return `reservasjon ${id}`;
    case "review":
      return name ? `anmeldelsen av ${name}` : `anmeldelse ${id}`;
    case "article":
      return name ?? `vare ${id}`;
    case "person":
      return name ?? `person ${id}`;
    case "shop":
    case "brand":
    case "home":
    case "menu":
    case "stock":
      return name ?? id;
    default:
      return name ? `«${name}»` : id;
  }
}

/** A row of the log, with the name of what it is about as the server found it. */
export interface AuditRow {
  action: string;
  actorName: string;
  entityType: string;
  entityId: string;
  /** The thing's name now ('Fjordlys Dunjakke', 'Oslo City, Svart, M'); null when not known. */
  entityName: string | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** The fields that say how the change went, not what it is about: left out of the one-field sentence. */
const CONTEXT_FIELDS = new Set(["draft", "lineId", "variant"]);

/** The row as one Norwegian sentence. */
export function auditSentence(row: AuditRow, names?: ReadonlyMap<string, string>): string {
  const name = nameInSentence(row.entityType, row.entityId, row.entityName);
  if (!isAuditAction(row.action)) {
    return `${row.actorName} gjorde «${row.action}» på ${AUDIT_ENTITIES[row.entityType as AuditEntity]?.toLowerCase() ?? row.entityType} ${name}.`;
  }
  const spec: ActionSpec = AUDIT_ACTIONS[row.action];
  const fields = Object.keys(row.after).filter((k) => !CONTEXT_FIELDS.has(k));
  if (spec.oneField && fields.length === 1) {
    const [key] = fields as [string];
    const before = fieldValueText(key, row.before[key], names);
    const after = fieldValueText(key, row.after[key], names);
    if (before.length + after.length <= 160) {
      return `${row.actorName} endret ${FIELDS[key]?.the ?? key} på ${name} fra ${before} til ${after}.`;
    }
  }
  const did = typeof spec.did === "function" ? spec.did({ before: row.before, after: row.after }) : spec.did;
  return `${row.actorName} ${did.replaceAll("{name}", name)}.`;
}

/** What a sentence does not say of a row: each changed field, before and after, in words. */
export function auditDetails(
  row: AuditRow,
  names?: ReadonlyMap<string, string>,
): { field: string; before: string; after: string }[] {
  return Object.keys(row.after).map((key) => ({
    field: auditFieldLabel(key),
    before: fieldValueText(key, row.before[key], names),
    after: fieldValueText(key, row.after[key], names),
  }));
}

/** The words of a row's link, by the kind of thing. */
const LINK_TEXTS: Record<AuditEntity, string> = {
  shop: "Gå til butikken",
  brand: "Gå til merket",
  reservation: "Gå til reservasjonen",
  review: "Gå til anmeldelsene",
  promocode: "Gå til verdikodene",
  article: "Gå til varen",
  stock: "Gå til varen",
  campaign: "Gå til kampanjen",
  home: "Gå til forsiden",
  page: "Gå til siden",
  menu: "Gå til menyen",
  import: "Gå til importen",
  blogpost: "Gå til innlegget",
  blogcategory: "Gå til bloggen",
  poll: "Gå til avstemningen",
  person: "Gå til personene",
  category: "Gå til kategoriene",
  subcategory: "Gå til kategoriene",
  articlegroup: "Gå til kategoriene",
  size: "Gå til størrelsene",
  colorgroup: "Gå til fargene",
  color: "Gå til fargene",
  shipping: "Gå til fraktmåtene",
};

function linkPath(row: Pick<AuditRow, "entityType" | "entityId">, articleOfStock?: number): string | null {
  const id = row.entityId;
  switch (row.entityType) {
    case "article":
      return /^\d+$/.test(id) ? `/admin/varer/${id}` : null;
    case "stock":
      return articleOfStock ? `/admin/varer/${articleOfStock}` : null;
    case "campaign":
      return `/admin/kampanjer/${id}`;
    case "shop":
      return `/admin/butikker/${id}`;
    case "brand":
      return `/admin/merker/${id}`;
    case "reservation":
      return `/admin/reservasjon/${id}`;
    case "review":
      return "/admin/anmeldelser";
    case "promocode":
      return "/admin/verdikoder";
    case "home":
      return `/admin/forside?merke=${id}`;
    case "page": {
      const [brand, key] = id.split(":");
      return `/admin/sider?merke=${brand}&side=${key}`;
    }
    case "menu":
      return `/admin/menyer?merke=${id}`;
    case "import":
      return "/admin/import";
    case "blogpost":
      return `/admin/blogg/${id}`;
    case "blogcategory":
      return "/admin/blogg";
    case "poll":
      return `/admin/avstemninger/${id}`;
    case "person":
      return "/admin/personer";
    case "category":
    case "subcategory":
    case "articlegroup":
      return "/admin/kategorier";
    case "size":
      return "/admin/storrelser";
    case "colorgroup":
    case "color":
      return "/admin/farger";
    case "shipping":
      return "/admin/frakt";
    default:
      return null;
  }
}

/**
 * Where in the back office the changed thing is: an article's page, a campaign's, the home page's
 * editor for the brand. Null for what is gone (a deleted campaign or post) or has no page.
 */
export function auditLink(
  row: Pick<AuditRow, "action" | "entityType" | "entityId">,
  articleOfStock?: number,
): { href: string; text: string } | null {
  if (row.action.endsWith(".delete")) return null;
  const href = linkPath(row, articleOfStock);
  return href ? { href, text: LINK_TEXTS[row.entityType as AuditEntity] ?? "Gå til siden" } : null;
}
