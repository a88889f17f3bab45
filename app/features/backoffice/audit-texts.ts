// How the audit log reads in Norwegian: actions, kinds of things and field names.
export const AUDIT_ACTION_NAMES: Record<string, string> = {
  "shop.hours": "Endret åpningstider",
  "shop.update": "Endret butikk",
  "brand.update": "Endret merke",
  "reservation.ready": "Merket klar til henting",
  "reservation.collect": "Utlevert",
  "reservation.cancel": "Kansellert",
  "review.approve": "Godkjente anmeldelse",
  "review.reject": "Avviste og slettet anmeldelse",
  "review.reply": "Svarte på anmeldelse",
  "promocode.create": "Opprettet verdikode",
  "promocode.update": "Endret verdikode",
  "article.update": "Endret vare",
  "stock.adjust": "Justerte lager",
  "article.photo.add": "La til bilde på vare",
  "article.photo.order": "Endret rekkefølgen på bildene",
  "article.photo.remove": "Fjernet bilde fra vare",
  "variant.add": "La til variant",
  "variant.visibility": "Skjulte eller viste variant",
};

export const AUDIT_ENTITY_NAMES: Record<string, string> = {
  shop: "Butikk",
  brand: "Merke",
  reservation: "Reservasjon",
  review: "Anmeldelse",
  promocode: "Verdikode",
  article: "Vare",
  stock: "Lager",
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
  careLabel: "vedlikeholdsråd",
  season: "sesong",
  productLineId: "produktlinje",
  mainGroupId: "hovedgruppe",
  articleGroup2Id: "gruppe 2",
  articleGroup3Id: "gruppe 3",
  photos: "bilder",
  variant: "variant",
};

export const fieldName = (key: string) => FIELD_NAMES[key] ?? key;

/** A stored value as a short text: lists and objects as compact JSON, empty as a dash. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "–";
  if (typeof value === "string") return value.length > 80 ? `${value.slice(0, 77)}…` : value;
  if (typeof value === "boolean") return value ? "ja" : "nei";
  if (typeof value === "number") return String(value);
  const json = JSON.stringify(value);
  return json.length > 120 ? `${json.slice(0, 117)}…` : json;
}
