// How the audit log reads in Norwegian: actions, kinds of things and field names.

import { HOME_SLOT_LABELS } from "../../../domain/home-slots.ts";
import { reservationStatusName } from "../../../domain/reservation-statuses.ts";

export const AUDIT_ACTION_NAMES: Record<string, string> = {
  "shop.hours": "Endret åpningstider",
  "shop.update": "Endret butikk",
  "brand.update": "Endret merke",
  "reservation.ready": "Merket klar til henting",
  "reservation.collect": "Utlevert",
  "reservation.cancel": "Kansellert",
  "reservation.collect-part": "Delvis utlevert",
  "reservation.pack": "Pakket",
  "reservation.ship": "Sendt",
  "reservation.return": "Registrerte retur",
  "review.approve": "Godkjente anmeldelse",
  "review.reject": "Avviste og slettet anmeldelse",
  "review.reply": "Svarte på anmeldelse",
  "promocode.create": "Opprettet verdikode",
  "promocode.update": "Endret verdikode",
  "article.update": "Endret vare",
  "stock.adjust": "Justerte lager",
  "campaign.create": "Opprettet kampanje",
  "campaign.update": "Endret kampanje",
  "campaign.end": "Avsluttet kampanje",
  "campaign.delete": "Slettet kampanje",
  "campaign.line.add": "La til vare i kampanje",
  "campaign.line.update": "Endret kampanjepris",
  "campaign.line.remove": "Fjernet vare fra kampanje",
  "home.publish": "Publiserte forsiden",
  "home.discard": "Forkastet utkast til forsiden",
  "page.update": "Endret sidetekst",
  "menu.update": "Endret meny",
  "stock.count": "Telling",
  "stock.import": "Importerte lager",
  "article.import": "Endret vare (import)",
  "article.import.create": "Opprettet vare (import)",
  "import.stock": "Importerte lagerfil",
  "import.articles": "Importerte varefil",
};

export const AUDIT_ENTITY_NAMES: Record<string, string> = {
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
};

const FIELD_NAMES: Record<string, string> = {
  openingHours: "åpningstider",
  specialHours: "spesielle åpningstider",
  name: "navn",
  fullName: "fullt navn",
  orgNo: "org.nr.",
  address: "adresse",
  postNo: "postnummer",
  postPlace: "poststed",
  latitude: "breddegrad",
  longitude: "lengdegrad",
  phone: "telefon",
  email: "e-post",
  messengerId: "Messenger",
  preparationMinutes: "klargjøringstid (min)",
  webSafetyBuffer: "sikkerhetsbuffer",
  hostnames: "vertsnavn",
  logoSvg: "logo",
  colors: "farger",
  menu: "meny",
  statusID: "status",
  approved: "godkjent",
  reply: "svar",
  deleted: "slettet",
  code: "kode",
  fixed: "fast beløp",
  amount: "beløp eller prosent",
  validFrom: "gyldig fra",
  validTo: "gyldig til",
  requiresLogin: "krever innlogging",
  advertised: "annonsert",
  active: "aktiv",
  description: "beskrivelse",
  techDescription: "teknisk tekst",
  visibleWeb: "synlig på nett",
  onlyCC: "kun klikk og hent",
  webPurchaseLimit: "kjøpsgrense på nett",
  priceOre: "veiledende pris (øre)",
  qty: "antall",
  delta: "endring",
  reason: "årsak",
  goods: "varer",
  trackingUrl: "sporingslenke",
  returned: "returnert",
  shortDescription: "kort beskrivelse",
  startsAt: "start",
  endsAt: "slutt",
  image: "bilde",
  imageMobile: "mobilbilde",
  showLabel: "vis merkelapp",
  showImage: "vis bilde",
  labelText: "merkelapp",
  url: "lenke",
  combined: "kombinert",
  lineId: "linje",
  campaignPriceOre: "kampanjepris (øre)",
  articleId: "vare",
  labelType: "type merkelapp",
  draft: "utkast",
  title: "tittel",
  text: "tekst",
  categories: "kategorier",
  collection: "kolleksjonen",
  support: "kundeservice",
  maintenance: "vedlikehold",
  about: "om oss",
  information: "informasjon",
  ...Object.fromEntries(Object.entries(HOME_SLOT_LABELS).map(([k, v]) => [k, v.toLowerCase()])),
  suggestedPriceOre: "veiledende pris (øre)",
  mainGroupId: "hovedgruppe (id)",
  articleGroup2Id: "undergruppe (id)",
  articleGroup3Id: "varegruppe (id)",
  productLineId: "produktlinje (id)",
  genderId: "kjønn (id)",
  articleNo: "varenr.",
  file: "fil",
  kind: "filtype",
  lines: "linjer",
  new: "nye",
  change: "endret",
  same: "uendret",
  refused: "avvist",
};

export const fieldName = (key: string) => FIELD_NAMES[key] ?? key;

/** A stored value as a short text: lists and objects as compact JSON, empty as a dash. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "–";
  // Long enough for a reservation's lines; only a pasted logo or text is shortened.
  if (typeof value === "string") return value.length > 400 ? `${value.slice(0, 397)}…` : value;
  if (typeof value === "boolean") return value ? "ja" : "nei";
  if (typeof value === "number") return String(value);
  const json = JSON.stringify(value);
  return json.length > 120 ? `${json.slice(0, 117)}…` : json;
}

/** A field's value as the log shows it: a reservation status by its Norwegian name. */
export function fieldValueText(key: string, value: unknown): string {
  if (key === "statusID" && typeof value === "number") return reservationStatusName(value) ?? String(value);
  return valueText(value);
}
