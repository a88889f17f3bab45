// The chain's physical shops, in real Norwegian towns with approximate real coordinates and real
// postcodes. Ids are explicit: the spec uses shop 55 as the always-available shop, here the large
// Oslo City shop that stocks most variants.

import type { Executor } from "../client.ts";
import { insertRows } from "./bulk.ts";
import { columns } from "./columns.ts";

export const MAIN_SHOP_ID = 55;

export interface ShopDef {
  id: number;
  name: string;
  address: string;
  postNo: string;
  postPlace: string;
  latitude: number;
  longitude: number;
  /** Area code for the demo phone number. */
  area: string;
  hours: string;
  description: string;
  /** Relative stock breadth (3 = large). */
  size: 1 | 2 | 3;
  active?: boolean;
  messengerId?: string;
  /** Minutes to have a web order ready (default 120, decision 030). */
  preparationMinutes?: number;
  /** Units per variant the web never sells (default 0, decision 030). */
  webSafetyBuffer?: number;
}

// 'days:hhmm-hhmm' ranges joined by commas, days 0 (Sunday) to 6.
const MALL = "1-5:1000-2100,6:1000-1800";
const CITY = "1-5:1000-1900,6:1000-1700";
const CITY_LATE_THURSDAY = "1-3:1000-1900,4:1000-2000,5:1000-1900,6:1000-1700";
const SMALL_TOWN = "1-5:0900-1800,6:1000-1600";
const RESORT = "1-5:0900-2000,6:0900-1800,0:1000-1700";

export const SHOPS: readonly ShopDef[] = [
  {
    id: 55,
    name: "Oslo City",
    address: "Stenersgata 1",
    postNo: "0050",
    postPlace: "Oslo",
    latitude: 59.9129,
    longitude: 10.7522,
    area: "22",
    hours: "1-5:1000-2100,6:1000-1900,0:1200-1800",
    description:
      "Vår største butikk, midt i Oslo sentrum ved Oslo S. Fullt utvalg innen friluftsliv, løping og vintersport, eget skiverksted og klikk og hent-disk i første etasje.",
    size: 3,
    messengerId: "butikk.oslocity",
  },
  {
    id: 1,
    name: "Oslo Storo",
    address: "Vitaminveien 7",
    postNo: "0485",
    postPlace: "Oslo",
    latitude: 59.9489,
    longitude: 10.7738,
    area: "22",
    hours: MALL,
    description: "Stor butikk på Storo Storsenter med godt utvalg av turklær, sko og sykler.",
    size: 3,
  },
  {
    id: 2,
    name: "Oslo Majorstuen",
    address: "Bogstadveien 50",
    postNo: "0366",
    postPlace: "Oslo",
    latitude: 59.9284,
    longitude: 10.7183,
    area: "22",
    hours: CITY_LATE_THURSDAY,
    description: "Butikk i Bogstadveien med løping, ullundertøy og turklær.",
    size: 2,
  },
  {
    id: 3,
    name: "Sandvika",
    address: "Brodtkorbs gate 7",
    postNo: "1337",
    postPlace: "Sandvika",
    latitude: 59.8928,
    longitude: 10.5232,
    area: "67",
    hours: MALL,
    description: "Butikk på Sandvika Storsenter, like ved E18.",
    size: 2,
  },
  {
    id: 4,
    name: "Bergen Sentrum",
    address: "Strandgaten 15",
    postNo: "5013",
    postPlace: "Bergen",
    latitude: 60.3943,
    longitude: 5.3226,
    area: "55",
    hours: CITY_LATE_THURSDAY,
    description: "Midt i sentrum, et steinkast fra Torgallmenningen. Stort utvalg av regntøy – selvsagt.",
    size: 3,
  },
  {
    id: 5,
    name: "Bergen Lagunen",
    address: "Laguneveien 1",
    postNo: "5239",
    postPlace: "Rådal",
    latitude: 60.289,
    longitude: 5.3149,
    area: "55",
    hours: MALL,
    description: "Butikk på Lagunen Storsenter med gratis parkering.",
    size: 2,
  },
  {
    id: 6,
    name: "Trondheim Torget",
    address: "Kongens gate 10",
    postNo: "7011",
    postPlace: "Trondheim",
    latitude: 63.4322,
    longitude: 10.3965,
    area: "73",
    hours: CITY_LATE_THURSDAY,
    description: "Sentral butikk ved Torvet med langrenn og fjellsport.",
    size: 3,
  },
  {
    id: 7,
    name: "Trondheim City Syd",
    address: "Østre Rosten 28",
    postNo: "7075",
    postPlace: "Tiller",
    latitude: 63.3764,
    longitude: 10.3839,
    area: "72",
    hours: MALL,
    description: "Butikk på City Syd med stort utvalg av sykler og vinterutstyr.",
    size: 2,
  },
  {
    id: 8,
    name: "Stavanger",
    address: "Klubbgata 5",
    postNo: "4006",
    postPlace: "Stavanger",
    latitude: 58.972,
    longitude: 5.7329,
    area: "51",
    hours: CITY,
    description: "Butikk i Stavanger sentrum, med klær og utstyr til Preikestolen og Kjerag.",
    size: 2,
  },
  {
    id: 9,
    name: "Sandnes Kvadrat",
    address: "Gamle Stokkavei 1",
    postNo: "4313",
    postPlace: "Sandnes",
    latitude: 58.8732,
    longitude: 5.7213,
    area: "51",
    hours: MALL,
    description: "Stor butikk på Kvadrat kjøpesenter.",
    size: 3,
  },
  {
    id: 10,
    name: "Tromsø",
    address: "Storgata 60",
    postNo: "9008",
    postPlace: "Tromsø",
    latitude: 69.6513,
    longitude: 18.9567,
    area: "77",
    hours: CITY,
    description: "Butikk i Storgata med toppturutstyr og varme klær for polarnatta.",
    size: 2,
  },
  {
    id: 11,
    name: "Kristiansand",
    address: "Markens gate 20",
    postNo: "4611",
    postPlace: "Kristiansand S",
    latitude: 58.1457,
    longitude: 7.9935,
    area: "38",
    hours: CITY_LATE_THURSDAY,
    description: "Butikk i Markens gate med sommer- og båtliv i fokus.",
    size: 2,
  },
  {
    id: 12,
    name: "Drammen",
    address: "Bragernes torg 4",
    postNo: "3017",
    postPlace: "Drammen",
    latitude: 59.7442,
    longitude: 10.2033,
    area: "32",
    hours: CITY,
    description: "Butikk på Bragernes torg.",
    size: 2,
  },
  {
    id: 13,
    name: "Fredrikstad",
    address: "Nygaardsgata 12",
    postNo: "1606",
    postPlace: "Fredrikstad",
    latitude: 59.2078,
    longitude: 10.9453,
    area: "69",
    hours: CITY,
    description: "Butikk i Fredrikstad sentrum.",
    size: 1,
  },
  {
    id: 14,
    name: "Bodø",
    address: "Storgata 8",
    postNo: "8006",
    postPlace: "Bodø",
    latitude: 67.2848,
    longitude: 14.3892,
    area: "75",
    hours: CITY,
    description: "Butikk i Bodø sentrum med friluftsliv for hele Nordland.",
    size: 2,
  },
  {
    id: 15,
    name: "Ålesund",
    address: "Keiser Wilhelms gate 20",
    postNo: "6003",
    postPlace: "Ålesund",
    latitude: 62.472,
    longitude: 6.1672,
    area: "70",
    hours: CITY,
    description: "Butikk i jugendbyen, med utstyr for Sunnmørsalpene.",
    size: 2,
  },
  {
    id: 16,
    name: "Lillehammer",
    address: "Storgata 60",
    postNo: "2609",
    postPlace: "Lillehammer",
    latitude: 61.113,
    longitude: 10.4704,
    area: "61",
    hours: CITY,
    description: "Butikk i gågata med langrenn, skiservice og utleie.",
    size: 2,
  },
  {
    id: 17,
    name: "Hamar",
    address: "Torggata 30",
    postNo: "2317",
    postPlace: "Hamar",
    latitude: 60.7954,
    longitude: 11.0725,
    area: "62",
    hours: CITY,
    description: "Butikk i Hamar sentrum.",
    size: 1,
  },
  {
    id: 18,
    name: "Gjøvik",
    address: "Storgata 15",
    postNo: "2815",
    postPlace: "Gjøvik",
    latitude: 60.7888,
    longitude: 10.6878,
    area: "61",
    hours: SMALL_TOWN,
    description: "Butikk i Gjøvik sentrum.",
    size: 1,
  },
  {
    id: 19,
    name: "Molde",
    address: "Storgata 20",
    postNo: "6413",
    postPlace: "Molde",
    latitude: 62.7391,
    longitude: 7.1593,
    area: "71",
    hours: SMALL_TOWN,
    description: "Butikk i Rosenes by, med utsikt mot Moldepanoramaet.",
    size: 1,
  },
  {
    id: 20,
    name: "Haugesund",
    address: "Haraldsgata 100",
    postNo: "5527",
    postPlace: "Haugesund",
    latitude: 59.4121,
    longitude: 5.2684,
    area: "52",
    hours: CITY,
    description: "Butikk i Haraldsgata.",
    size: 1,
  },
  {
    id: 21,
    name: "Tønsberg",
    address: "Storgaten 30",
    postNo: "3126",
    postPlace: "Tønsberg",
    latitude: 59.2663,
    longitude: 10.4098,
    area: "33",
    hours: CITY,
    description: "Butikk i Tønsberg sentrum.",
    size: 1,
  },
  {
    id: 22,
    name: "Sandefjord",
    address: "Jernbanealleen 10",
    postNo: "3210",
    postPlace: "Sandefjord",
    latitude: 59.1307,
    longitude: 10.2269,
    area: "33",
    hours: CITY,
    description: "Butikk i Sandefjord sentrum.",
    size: 1,
  },
  {
    id: 23,
    name: "Skien",
    address: "Henrik Ibsens gate 5",
    postNo: "3724",
    postPlace: "Skien",
    latitude: 59.2019,
    longitude: 9.6157,
    area: "35",
    hours: CITY,
    description: "Butikk i Skien sentrum.",
    size: 1,
  },
  {
    id: 24,
    name: "Arendal",
    address: "Langbryggen 5",
    postNo: "4841",
    postPlace: "Arendal",
    latitude: 58.4642,
    longitude: 8.782,
    area: "37",
    hours: SMALL_TOWN,
    description: "Butikk på Pollen i Arendal.",
    size: 1,
  },
  {
    id: 25,
    name: "Harstad",
    address: "Storgata 15",
    postNo: "9405",
    postPlace: "Harstad",
    latitude: 68.8011,
    longitude: 16.5363,
    area: "77",
    hours: SMALL_TOWN,
    description: "Butikk i Harstad sentrum.",
    size: 1,
  },
  {
    id: 26,
    name: "Alta",
    address: "Markedsgata 10",
    postNo: "9510",
    postPlace: "Alta",
    latitude: 69.9704,
    longitude: 23.2866,
    area: "78",
    hours: SMALL_TOWN,
    description: "Butikk i Alta med utstyr for vidda og nordlyset.",
    size: 1,
  },
  {
    id: 27,
    name: "Narvik",
    address: "Kongens gate 40",
    postNo: "8514",
    postPlace: "Narvik",
    latitude: 68.4271,
    longitude: 17.4318,
    area: "76",
    hours: SMALL_TOWN,
    description: "Butikk i Narvik, nær Narvikfjellet.",
    size: 1,
  },
  {
    id: 28,
    name: "Steinkjer",
    address: "Kongens gate 30",
    postNo: "7713",
    postPlace: "Steinkjer",
    latitude: 64.0084,
    longitude: 11.505,
    area: "74",
    hours: SMALL_TOWN,
    description: "Butikk i Steinkjer sentrum.",
    size: 1,
  },
  {
    id: 29,
    name: "Kongsberg",
    address: "Kirkegata 10",
    postNo: "3616",
    postPlace: "Kongsberg",
    latitude: 59.6598,
    longitude: 9.6422,
    area: "32",
    hours: SMALL_TOWN,
    description: "Butikk i Kongsberg, porten til Blefjell.",
    size: 1,
  },
  {
    id: 30,
    name: "Voss",
    preparationMinutes: 180,
    address: "Vangsgata 20",
    postNo: "5700",
    postPlace: "Voss",
    latitude: 60.6279,
    longitude: 6.4196,
    area: "56",
    hours: RESORT,
    description: "Butikk på Voss med ski, topptur og ekstremsport. Søndagsåpent hele året.",
    size: 2,
  },
  {
    id: 31,
    name: "Geilo",
    preparationMinutes: 60,
    webSafetyBuffer: 1,
    address: "Geilovegen 40",
    postNo: "3580",
    postPlace: "Geilo",
    latitude: 60.5355,
    longitude: 8.2081,
    area: "32",
    hours: RESORT,
    description: "Butikk midt i Geilo med skiutleie og skiservice. Søndagsåpent.",
    size: 2,
  },
  {
    id: 32,
    name: "Trysil",
    preparationMinutes: 240,
    webSafetyBuffer: 2,
    address: "Storvegen 10",
    postNo: "2420",
    postPlace: "Trysil",
    latitude: 61.3126,
    longitude: 12.2682,
    area: "62",
    hours: RESORT,
    description: "Butikk i Trysil sentrum, kort vei til bakkene. Søndagsåpent i sesongen.",
    size: 2,
  },
  {
    id: 33,
    name: "Mo i Rana",
    address: "Ole Tobias Olsens gate 5",
    postNo: "8622",
    postPlace: "Mo i Rana",
    latitude: 66.3183,
    longitude: 14.1428,
    area: "75",
    hours: SMALL_TOWN,
    description: "Butikken er stengt. Nærmeste butikk er Bodø.",
    size: 1,
    active: false,
  },
];

export const ACTIVE_SHOPS = SHOPS.filter((s) => s.active !== false);

/** Norwegian organisation number: 8 digits and a mod-11 check digit (weights 3 2 7 6 5 4 3 2). */
export function orgNumber(base: number): string {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  for (let b = base; ; b++) {
    const digits = String(b).padStart(8, "0").slice(-8);
    const sum = weights.reduce((acc, w, i) => acc + w * (digits.charCodeAt(i) - 48), 0);
    const check = 11 - (sum % 11);
    if (check === 10) continue; // not a valid number; try the next
    return digits + (check === 11 ? 0 : check);
  }
}

function phone(area: string, id: number): string {
  const n = String(40 + (id % 60)).padStart(2, "0");
  return `+47 ${area} ${n} ${String(10 + ((id * 7) % 89)).padStart(2, "0")} 00`;
}

const emailSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .replace(/å/g, "a")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function shopRows() {
  return SHOPS.map((s) => ({
    id: s.id,
    no: String(1000 + s.id),
    name: s.name,
    full_name: `Butikk ${s.name}`,
    org_no: orgNumber(91234000 + s.id * 37),
    description: s.description,
    address: s.address,
    post_no: s.postNo,
    post_place: s.postPlace,
    email: `${emailSlug(s.name)}@butikk.no`,
    phone: phone(s.area, s.id),
    messenger_id: s.messengerId ?? null,
    chain_id: 1,
    latitude: s.latitude,
    longitude: s.longitude,
    opening_hours: s.hours,
    map_link: `https://www.openstreetmap.org/?mlat=${s.latitude}&mlon=${s.longitude}#map=17/${s.latitude}/${s.longitude}`,
    active: s.active !== false,
    preparation_minutes: s.preparationMinutes ?? 120,
    web_safety_buffer: s.webSafetyBuffer ?? 0,
  }));
}

export async function insertShops(ex: Executor): Promise<void> {
  await insertRows(
    ex,
    "shops",
    columns({
      id: "int4",
      no: "text",
      name: "text",
      full_name: "text",
      org_no: "text",
      description: "text",
      address: "text",
      post_no: "text",
      post_place: "text",
      email: "text",
      phone: "text",
      messenger_id: "text",
      chain_id: "int4",
      latitude: "float8",
      longitude: "float8",
      opening_hours: "text",
      map_link: "text",
      active: "bool",
      preparation_minutes: "int4",
      web_safety_buffer: "int4",
    }),
    shopRows(),
  );
}

/**
 * Shorter hours on Christmas Eve and New Year's Eve in every shop, this year and the next (the
 * public holidays themselves are closed without a row).
 */
export function specialHourRows(year: number) {
  return SHOPS.filter((s) => s.active !== false).flatMap((s) =>
    [year, year + 1].flatMap((y) => [
      { shop_id: s.id, date: `${y}-12-24`, name: "Julaften", opens: "09:00", closes: "14:00" },
      { shop_id: s.id, date: `${y}-12-31`, name: "Nyttårsaften", opens: "10:00", closes: "15:00" },
    ]),
  );
}

export async function insertSpecialHours(ex: Executor, year = new Date().getUTCFullYear()): Promise<void> {
  await insertRows(
    ex,
    "shop_special_hours",
    columns({ shop_id: "int4", date: "date", name: "text", opens: "text", closes: "text" }),
    specialHourRows(year),
  );
}
