// A local stand-in for Kartverket's address API (GET /sok, reply `{metadata, adresser: [...]}` as
// ws.geonorge.no/adresser/v1 answers) over a small fixed register, for tests and the e2e server.
// Free text (`sok`) matches addresses whose text starts with the words given (a trailing `*` allowed);
// the structured query (`adressenavn`, `nummer`, `bokstav`, `postnummer`) matches exactly.
// Set `mode` to make it answer 5xx, malformed JSON or hang. Run on its own: `npx tsx tests/servers/kartverket.ts <port>`.
import { pathToFileURL } from "node:url";
import { startJsonServer, type TestJsonServer } from "./json-server.ts";

interface RegisterEntry {
  street: string;
  number: number;
  letter: string;
  postcode: string;
  place: string;
  municipality: string;
  lat: number;
  lon: number;
}

/** The addresses the stand-in knows: real streets, at their postcodes in the shop's register. */
export const KARTVERKET_ADDRESSES: RegisterEntry[] = [
  {
    street: "Storgata",
    number: 1,
    letter: "",
    postcode: "0155",
    place: "OSLO",
    municipality: "OSLO",
    lat: 59.913,
    lon: 10.752,
  },
  {
    street: "Storgata",
    number: 10,
    letter: "B",
    postcode: "0155",
    place: "OSLO",
    municipality: "OSLO",
    lat: 59.914,
    lon: 10.754,
  },
  {
    street: "Storgata",
    number: 12,
    letter: "",
    postcode: "0155",
    place: "OSLO",
    municipality: "OSLO",
    lat: 59.914,
    lon: 10.755,
  },
  {
    street: "Karl Johans gate",
    number: 1,
    letter: "",
    postcode: "0154",
    place: "OSLO",
    municipality: "OSLO",
    lat: 59.911,
    lon: 10.749,
  },
  {
    street: "Strandkaien",
    number: 2,
    letter: "",
    postcode: "5013",
    place: "BERGEN",
    municipality: "BERGEN",
    lat: 60.395,
    lon: 5.322,
  },
];

const text = (a: RegisterEntry) => `${a.street} ${a.number}${a.letter}`;

function entry(a: RegisterEntry) {
  return {
    adressenavn: a.street,
    adressetekst: text(a),
    adressetilleggsnavn: null,
    adressekode: 12345,
    nummer: a.number,
    bokstav: a.letter,
    kommunenummer: "0301",
    kommunenavn: a.municipality,
    gardsnummer: 208,
    bruksnummer: 1,
    festenummer: 0,
    undernummer: null,
    bruksenhetsnummer: [],
    objtype: "Vegadresse",
    poststed: a.place,
    postnummer: a.postcode,
    adressetekstutenadressetilleggsnavn: text(a),
    stedfestingverifisert: true,
    representasjonspunkt: { epsg: "EPSG:4258", lat: a.lat, lon: a.lon },
    oppdateringsdato: "2024-01-01T00:00:00",
  };
}

const fold = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

function search(url: URL): { status: number; body: unknown } {
  if (!url.pathname.endsWith("/sok")) return { status: 404, body: { message: "Not Found" } };
  const q = url.searchParams;
  const perPage = Number(q.get("treffPerSide") ?? 10);
  let found: RegisterEntry[];
  const sok = q.get("sok");
  if (sok !== null) {
    const wanted = fold(sok.replace(/\*$/, ""));
    found = KARTVERKET_ADDRESSES.filter((a) => fold(`${text(a)} ${a.postcode} ${a.place}`).startsWith(wanted));
  } else {
    found = KARTVERKET_ADDRESSES.filter(
      (a) =>
        (q.get("adressenavn") === null || fold(a.street) === fold(q.get("adressenavn") ?? "")) &&
        (q.get("nummer") === null || String(a.number) === q.get("nummer")) &&
        (q.get("bokstav") === null || a.letter.toUpperCase() === (q.get("bokstav") ?? "").toUpperCase()) &&
        (q.get("postnummer") === null || a.postcode === q.get("postnummer")),
    );
  }
  const page = found.slice(0, perPage);
  return {
    status: 200,
    body: {
      metadata: {
        viserFra: 0,
        viserTil: page.length,
        sokeStreng: url.search.slice(1),
        asciiKompatibel: true,
        totaltAntallTreff: found.length,
        treffPerSide: perPage,
        side: 0,
      },
      adresser: page.map(entry),
    },
  };
}

export function startTestKartverket(port = 0): Promise<TestJsonServer> {
  return startJsonServer(search, port);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const server = await startTestKartverket(Number(process.argv[2] ?? 0));
  process.stdout.write(`Kartverket stand-in at ${server.url}\n`);
}
