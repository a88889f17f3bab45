// The three category levels: main group (category) → article group 2 (subcategory) → article group 3
// (group), with what the generator needs to invent articles for each group. Ids follow the order here.
import { GENDER } from "./reference.ts";
import type { SizeSet } from "./sizes.ts";
import { slugify } from "./slug.ts";

/** Drawn article shapes the server renders at /img/p/{hex}/{shape}.svg. */
export type Shape =
  | "jakke"
  | "bukse"
  | "genser"
  | "tskjorte"
  | "undertoy"
  | "lue"
  | "sko"
  | "sekk"
  | "telt"
  | "sovepose"
  | "ski"
  | "hjelm"
  | "briller"
  | "stav"
  | "sykkel"
  | "hanske"
  | "underlag"
  | "flaske"
  | "lykt"
  | "gryte"
  | "bar"
  | "voks"
  | "saale"
  | "laas"
  | "annet";

export type Kind =
  | "shell"
  | "insulated"
  | "midlayer"
  | "pants"
  | "wool"
  | "tee"
  | "headwear"
  | "hikingShoe"
  | "runningShoe"
  | "winterShoe"
  | "sandal"
  | "shoeCare"
  | "pack"
  | "tent"
  | "sleeping"
  | "gear"
  | "drink"
  | "bar"
  | "ski"
  | "goggles"
  | "helmet"
  | "poles"
  | "skiBoot"
  | "wax"
  | "bike"
  | "bikeGear";

export type SeasonKind = "winter" | "summer" | "all";

export interface Group3Def {
  name: string;
  /** Product type word used in article names ('Skalljakke'). */
  type: string;
  kind: Kind;
  shape: Shape;
  sizes: SizeSet;
  /** [gender id, weight] */
  genders: readonly (readonly [number, number])[];
  /** Price range in whole kroner. */
  price: readonly [number, number];
  /** Model words after the type ('' = none). */
  models: readonly string[];
  /** Relative share of the catalogue. */
  weight: number;
  season: SeasonKind;
  /** Deposit in øre (drinks). */
  pantOre?: number;
  /** Heavy or bulky goods are more often click and collect only. */
  onlyCcShare?: number;
  /** Lower per-order limits (skis, bikes). */
  maxLimit?: number;
}

export interface Group2Def {
  name: string;
  groups: readonly Group3Def[];
}

export interface MainGroupDef {
  id: number;
  /** ERP name; the API shows 'Tekstil' as 'Klær'. */
  name: string;
  slug: string;
  bannerShape: Shape;
  bannerHex: string;
  bannerLink: string;
  subgroups: readonly Group2Def[];
}

const ADULT = [
  [GENDER.herre, 5],
  [GENDER.dame, 5],
] as const;
const ADULT_KIDS = [
  [GENDER.herre, 5],
  [GENDER.dame, 5],
  [GENDER.junior, 2],
  [GENDER.barn, 2],
] as const;
const ALL = [
  [GENDER.herre, 4],
  [GENDER.dame, 4],
  [GENDER.unisex, 2],
  [GENDER.junior, 1],
  [GENDER.barn, 1],
] as const;
const UNISEX = [[GENDER.unisex, 1]] as const;
const UNISEX_KIDS = [
  [GENDER.unisex, 6],
  [GENDER.junior, 1],
] as const;
const WINTER_SPORT = [
  [GENDER.herre, 3],
  [GENDER.dame, 3],
  [GENDER.unisex, 3],
  [GENDER.junior, 2],
] as const;

const SHELL_MODELS = ["", "Pro", "Lite", "GTX", "Storm", "3L", "Hybrid", "Tur", "Expedition", "Urban"];
const MID_MODELS = ["", "Light", "Pro", "Tech", "Hoodie", "Zip", "Active"];
const PANT_MODELS = ["", "Pro", "Light", "Stretch", "Tur", "Zip-off", "Winter"];
const WOOL_MODELS = ["", "150", "200", "250", "Classic", "Zip", "Light"];
const SHOE_MODELS = ["", "GTX", "Mid", "Low", "Trail", "Pro", "Lite", "Winter"];
const RUN_MODELS = ["", "2", "3", "Trail", "Pro", "Speed", "Cushion"];
const SKI_MODELS = [
  "",
  "Carve 76",
  "Allmountain 88",
  "Race",
  "Skin",
  "Touring 95",
  "Freeride 104",
  "Klassisk",
  "Skøyting",
];

export const MAIN_GROUPS: readonly MainGroupDef[] = [
  {
    id: 1,
    name: "Tekstil",
    slug: "klaer",
    bannerShape: "jakke",
    bannerHex: "1d5c63",
    bannerLink: "/klaer/jakker",
    subgroups: [
      {
        name: "Jakker",
        groups: [
          {
            name: "Skalljakker",
            type: "Skalljakke",
            kind: "shell",
            shape: "jakke",
            sizes: "apparel",
            genders: ADULT_KIDS,
            price: [1499, 5999],
            models: SHELL_MODELS,
            weight: 8,
            season: "all",
          },
          {
            name: "Dunjakker",
            type: "Dunjakke",
            kind: "insulated",
            shape: "jakke",
            sizes: "apparel",
            genders: ADULT_KIDS,
            price: [1299, 4999],
            models: ["", "Pro", "Lite", "Parkas", "Hood", "Expedition"],
            weight: 6,
            season: "winter",
          },
          {
            name: "Regnjakker",
            type: "Regnjakke",
            kind: "shell",
            shape: "jakke",
            sizes: "apparel",
            genders: ALL,
            price: [499, 1999],
            models: ["", "Light", "Classic", "Tur", "Packable"],
            weight: 5,
            season: "summer",
          },
          {
            name: "Softshelljakker",
            type: "Softshelljakke",
            kind: "midlayer",
            shape: "jakke",
            sizes: "apparel",
            genders: ADULT_KIDS,
            price: [799, 2499],
            models: MID_MODELS,
            weight: 4,
            season: "all",
          },
          {
            name: "Fleecejakker",
            type: "Fleecejakke",
            kind: "midlayer",
            shape: "jakke",
            sizes: "apparel",
            genders: ALL,
            price: [399, 1499],
            models: MID_MODELS,
            weight: 4,
            season: "all",
          },
        ],
      },
      {
        name: "Bukser",
        groups: [
          {
            name: "Turbukser",
            type: "Turbukse",
            kind: "pants",
            shape: "bukse",
            sizes: "apparel",
            genders: ADULT_KIDS,
            price: [699, 2499],
            models: PANT_MODELS,
            weight: 6,
            season: "all",
          },
          {
            name: "Skallbukser",
            type: "Skallbukse",
            kind: "shell",
            shape: "bukse",
            sizes: "apparel",
            genders: ADULT_KIDS,
            price: [999, 3999],
            models: SHELL_MODELS,
            weight: 3,
            season: "all",
          },
          {
            name: "Regnbukser",
            type: "Regnbukse",
            kind: "shell",
            shape: "bukse",
            sizes: "apparel",
            genders: ALL,
            price: [349, 1299],
            models: ["", "Light", "Classic"],
            weight: 2,
            season: "summer",
          },
          {
            name: "Tights",
            type: "Løpetights",
            kind: "pants",
            shape: "bukse",
            sizes: "apparel",
            genders: ADULT,
            price: [399, 1199],
            models: ["", "Warm", "Speed", "3/4"],
            weight: 3,
            season: "all",
          },
        ],
      },
      {
        name: "Gensere",
        groups: [
          {
            name: "Ullgensere",
            type: "Ullgenser",
            kind: "wool",
            shape: "genser",
            sizes: "apparel",
            genders: ADULT_KIDS,
            price: [699, 2299],
            models: ["", "Classic", "Zip", "Høyhalset", "Kofte"],
            weight: 5,
            season: "winter",
          },
          {
            name: "Fleecegensere",
            type: "Fleecegenser",
            kind: "midlayer",
            shape: "genser",
            sizes: "apparel",
            genders: ALL,
            price: [299, 999],
            models: MID_MODELS,
            weight: 3,
            season: "all",
          },
          {
            name: "Hettegensere",
            type: "Hettegenser",
            kind: "tee",
            shape: "genser",
            sizes: "apparel",
            genders: ALL,
            price: [399, 999],
            models: ["", "Logo", "Zip", "Organic"],
            weight: 3,
            season: "all",
          },
        ],
      },
      {
        name: "T-skjorter",
        groups: [
          {
            name: "T-skjorter",
            type: "T-skjorte",
            kind: "tee",
            shape: "tskjorte",
            sizes: "apparel",
            genders: ALL,
            price: [149, 499],
            models: ["", "Logo", "Organic", "Basic", "Active"],
            weight: 6,
            season: "summer",
          },
          {
            name: "Treningstrøyer",
            type: "Treningstrøye",
            kind: "tee",
            shape: "tskjorte",
            sizes: "apparel",
            genders: ADULT,
            price: [249, 699],
            models: ["", "Speed", "Dry", "Long"],
            weight: 3,
            season: "all",
          },
        ],
      },
      {
        name: "Ullundertøy",
        groups: [
          {
            name: "Ulltrøyer",
            type: "Ulltrøye",
            kind: "wool",
            shape: "undertoy",
            sizes: "apparel",
            genders: ALL,
            price: [399, 1199],
            models: WOOL_MODELS,
            weight: 4,
            season: "winter",
          },
          {
            name: "Ullongs",
            type: "Ullongs",
            kind: "wool",
            shape: "undertoy",
            sizes: "apparel",
            genders: ALL,
            price: [349, 999],
            models: WOOL_MODELS,
            weight: 3,
            season: "winter",
          },
          {
            name: "Ullsett",
            type: "Ullsett",
            kind: "wool",
            shape: "undertoy",
            sizes: "apparel",
            genders: [
              [GENDER.barn, 3],
              [GENDER.junior, 2],
              [GENDER.dame, 1],
              [GENDER.herre, 1],
            ],
            price: [499, 1499],
            models: ["", "Classic", "Light"],
            weight: 2,
            season: "winter",
          },
        ],
      },
      {
        name: "Luer og votter",
        groups: [
          {
            name: "Luer",
            type: "Lue",
            kind: "headwear",
            shape: "lue",
            sizes: "onesize",
            genders: ALL,
            price: [149, 499],
            models: ["", "Pom", "Beanie", "Fleece", "Strikk"],
            weight: 4,
            season: "winter",
          },
          {
            name: "Votter",
            type: "Votter",
            kind: "headwear",
            shape: "hanske",
            sizes: "apparel",
            genders: ALL,
            price: [199, 799],
            models: ["", "Varme", "Skinn", "Expedition"],
            weight: 2,
            season: "winter",
          },
          {
            name: "Hansker",
            type: "Hansker",
            kind: "headwear",
            shape: "hanske",
            sizes: "apparel",
            genders: ALL,
            price: [199, 899],
            models: ["", "Touch", "Windstopper", "Liner"],
            weight: 2,
            season: "winter",
          },
        ],
      },
    ],
  },
  {
    id: 2,
    name: "Sko",
    slug: "sko",
    bannerShape: "sko",
    bannerHex: "6d4c41",
    bannerLink: "/sko/fjellsko",
    subgroups: [
      {
        name: "Fjellsko",
        groups: [
          {
            name: "Fjellsko",
            type: "Fjellsko",
            kind: "hikingShoe",
            shape: "sko",
            sizes: "shoes",
            genders: ADULT_KIDS,
            price: [1299, 3999],
            models: SHOE_MODELS,
            weight: 6,
            season: "all",
          },
          {
            name: "Fjellstøvler",
            type: "Fjellstøvel",
            kind: "hikingShoe",
            shape: "sko",
            sizes: "shoes",
            genders: ADULT,
            price: [2499, 4999],
            models: ["", "GTX", "Pro", "Leather", "Expedition"],
            weight: 3,
            season: "all",
          },
          {
            name: "Tursko",
            type: "Tursko",
            kind: "hikingShoe",
            shape: "sko",
            sizes: "shoes",
            genders: ALL,
            price: [899, 2299],
            models: SHOE_MODELS,
            weight: 3,
            season: "summer",
          },
        ],
      },
      {
        name: "Joggesko",
        groups: [
          {
            name: "Løpesko",
            type: "Joggesko",
            kind: "runningShoe",
            shape: "sko",
            sizes: "shoes",
            genders: ALL,
            price: [699, 2199],
            models: RUN_MODELS,
            weight: 5,
            season: "all",
          },
          {
            name: "Terrengløpesko",
            type: "Terrengløpesko",
            kind: "runningShoe",
            shape: "sko",
            sizes: "shoes",
            genders: ADULT,
            price: [1199, 2499],
            models: RUN_MODELS,
            weight: 3,
            season: "all",
          },
        ],
      },
      {
        name: "Vintersko",
        groups: [
          {
            name: "Vinterstøvler",
            type: "Vinterstøvel",
            kind: "winterShoe",
            shape: "sko",
            sizes: "shoes",
            genders: ALL,
            price: [799, 2999],
            models: ["", "GTX", "Pigg", "Warm", "High"],
            weight: 4,
            season: "winter",
          },
          {
            name: "Vintersko",
            type: "Vintersko",
            kind: "winterShoe",
            shape: "sko",
            sizes: "shoes",
            genders: ALL,
            price: [699, 1999],
            models: ["", "GTX", "Pigg", "Low"],
            weight: 2,
            season: "winter",
          },
        ],
      },
      {
        name: "Sandaler",
        groups: [
          {
            name: "Sandaler",
            type: "Sandal",
            kind: "sandal",
            shape: "sko",
            sizes: "shoes",
            genders: ALL,
            price: [299, 999],
            models: ["", "Comfort", "Strand", "Sport"],
            weight: 3,
            season: "summer",
          },
          {
            name: "Tursandaler",
            type: "Tursandal",
            kind: "sandal",
            shape: "sko",
            sizes: "shoes",
            genders: ALL,
            price: [499, 1299],
            models: ["", "Trail", "Pro"],
            weight: 2,
            season: "summer",
          },
        ],
      },
      {
        name: "Skotilbehør",
        groups: [
          {
            name: "Såler",
            type: "Innleggssåler",
            kind: "shoeCare",
            shape: "saale",
            sizes: "shoes",
            genders: UNISEX,
            price: [199, 599],
            models: ["", "Comfort", "Warm", "Sport"],
            weight: 1,
            season: "all",
          },
          {
            name: "Skopleie",
            type: "Impregneringsspray",
            kind: "shoeCare",
            shape: "flaske",
            sizes: "onesize",
            genders: UNISEX,
            price: [99, 249],
            models: ["", "Pro", "Eco"],
            weight: 1,
            season: "all",
          },
        ],
      },
    ],
  },
  {
    id: 3,
    name: "Utstyr",
    slug: "utstyr",
    bannerShape: "telt",
    bannerHex: "2e5e3a",
    bannerLink: "/utstyr/telt",
    subgroups: [
      {
        name: "Sekker",
        groups: [
          {
            name: "Tursekker",
            type: "Tursekk",
            kind: "pack",
            shape: "sekk",
            sizes: "onesize",
            genders: [
              [GENDER.unisex, 4],
              [GENDER.dame, 1],
              [GENDER.herre, 1],
            ],
            price: [999, 3499],
            models: ["45 L", "55 L", "65 L", "75 L"],
            weight: 3,
            season: "all",
          },
          {
            name: "Dagstursekker",
            type: "Dagstursekk",
            kind: "pack",
            shape: "sekk",
            sizes: "onesize",
            genders: UNISEX_KIDS,
            price: [399, 1499],
            models: ["15 L", "20 L", "25 L", "30 L"],
            weight: 4,
            season: "all",
          },
          {
            name: "Skisekker",
            type: "Skisekk",
            kind: "pack",
            shape: "sekk",
            sizes: "onesize",
            genders: UNISEX,
            price: [799, 2499],
            models: ["20 L", "30 L", "35 L"],
            weight: 1,
            season: "winter",
          },
        ],
      },
      {
        name: "Telt",
        groups: [
          {
            name: "Tunneltelt",
            type: "Tunneltelt",
            kind: "tent",
            shape: "telt",
            sizes: "onesize",
            genders: UNISEX,
            price: [1999, 8999],
            models: ["1", "2", "3", "4"],
            weight: 2,
            season: "summer",
            onlyCcShare: 0.2,
          },
          {
            name: "Kuppeltelt",
            type: "Kuppeltelt",
            kind: "tent",
            shape: "telt",
            sizes: "onesize",
            genders: UNISEX,
            price: [1499, 6999],
            models: ["2", "3", "4"],
            weight: 2,
            season: "summer",
            onlyCcShare: 0.2,
          },
          {
            name: "Lavvoer",
            type: "Lavvo",
            kind: "tent",
            shape: "telt",
            sizes: "onesize",
            genders: UNISEX,
            price: [2499, 9999],
            models: ["4", "6", "8"],
            weight: 1,
            season: "all",
            onlyCcShare: 0.3,
          },
        ],
      },
      {
        name: "Soveposer",
        groups: [
          {
            name: "Dunsoveposer",
            type: "Dunsovepose",
            kind: "sleeping",
            shape: "sovepose",
            sizes: "sleeping",
            genders: UNISEX,
            price: [1999, 5999],
            models: ["-5", "-10", "-18", "Sommer"],
            weight: 2,
            season: "all",
          },
          {
            name: "Fibersoveposer",
            type: "Fibersovepose",
            kind: "sleeping",
            shape: "sovepose",
            sizes: "sleeping",
            genders: UNISEX_KIDS,
            price: [799, 2499],
            models: ["+5", "-5", "-10"],
            weight: 2,
            season: "all",
          },
          {
            name: "Liggeunderlag",
            type: "Liggeunderlag",
            kind: "sleeping",
            shape: "underlag",
            sizes: "onesize",
            genders: UNISEX,
            price: [299, 1499],
            models: ["", "Oppblåsbart", "Skum", "Selvoppblåsende"],
            weight: 2,
            season: "all",
          },
        ],
      },
      {
        name: "Turtilbehør",
        groups: [
          {
            name: "Termoser",
            type: "Termos",
            kind: "gear",
            shape: "flaske",
            sizes: "onesize",
            genders: UNISEX,
            price: [249, 699],
            models: ["0,5 L", "0,75 L", "1 L"],
            weight: 2,
            season: "all",
          },
          {
            name: "Drikkeflasker",
            type: "Drikkeflaske",
            kind: "gear",
            shape: "flaske",
            sizes: "onesize",
            genders: UNISEX,
            price: [129, 399],
            models: ["0,5 L", "0,75 L", "1 L"],
            weight: 2,
            season: "all",
          },
          {
            name: "Hodelykter",
            type: "Hodelykt",
            kind: "gear",
            shape: "lykt",
            sizes: "onesize",
            genders: UNISEX,
            price: [299, 1499],
            models: ["300", "500", "900"],
            weight: 2,
            season: "winter",
          },
          {
            name: "Kokeutstyr",
            type: "Kokesett",
            kind: "gear",
            shape: "gryte",
            sizes: "onesize",
            genders: UNISEX,
            price: [399, 1999],
            models: ["", "Lite", "Family"],
            weight: 1,
            season: "all",
          },
        ],
      },
      {
        name: "Sportsernæring",
        groups: [
          {
            name: "Sportsdrikker",
            type: "Sportsdrikk",
            kind: "drink",
            shape: "flaske",
            sizes: "onesize",
            genders: UNISEX,
            price: [25, 39],
            models: ["Sitron", "Bringebær", "Appelsin", "Tropisk"],
            weight: 1,
            season: "all",
            pantOre: 250,
          },
          {
            name: "Energibarer",
            type: "Energibar",
            kind: "bar",
            shape: "bar",
            sizes: "onesize",
            genders: UNISEX,
            price: [29, 45],
            models: ["Sjokolade", "Havre", "Nøtter", "Bær"],
            weight: 1,
            season: "all",
          },
        ],
      },
    ],
  },
  {
    id: 4,
    name: "Vintersport",
    slug: "vintersport",
    bannerShape: "ski",
    bannerHex: "1f5fbf",
    bannerLink: "/vintersport/ski",
    subgroups: [
      {
        name: "Ski",
        groups: [
          {
            name: "Alpinski",
            type: "Alpinski",
            kind: "ski",
            shape: "ski",
            sizes: "ski",
            genders: WINTER_SPORT,
            price: [2999, 8999],
            models: SKI_MODELS.slice(0, 7),
            weight: 3,
            season: "winter",
            maxLimit: 2,
          },
          {
            name: "Langrennsski",
            type: "Ski",
            kind: "ski",
            shape: "ski",
            sizes: "ski",
            genders: WINTER_SPORT,
            price: [1499, 5999],
            models: ["Klassisk", "Skøyting", "Skin", "Race", "Tur"],
            weight: 3,
            season: "winter",
            maxLimit: 2,
          },
          {
            name: "Fjellski",
            type: "Fjellski",
            kind: "ski",
            shape: "ski",
            sizes: "ski",
            genders: UNISEX,
            price: [2499, 5999],
            models: ["", "Skin", "Tur", "Expedition"],
            weight: 2,
            season: "winter",
            maxLimit: 2,
          },
        ],
      },
      {
        name: "Hjelmer & alpinbriller",
        groups: [
          {
            name: "Alpinbriller",
            type: "Alpinbriller",
            kind: "goggles",
            shape: "briller",
            sizes: "onesize",
            genders: WINTER_SPORT,
            price: [399, 2499],
            models: ["", "Pro", "Photochromic", "OTG", "Magnet"],
            weight: 3,
            season: "winter",
          },
          {
            name: "Alpinhjelm",
            type: "Alpinhjelm",
            kind: "helmet",
            shape: "hjelm",
            sizes: "helmet",
            genders: WINTER_SPORT,
            price: [799, 2999],
            models: ["", "MIPS", "Pro", "Visor"],
            weight: 3,
            season: "winter",
          },
        ],
      },
      {
        name: "Staver",
        groups: [
          {
            name: "Alpinstaver",
            type: "Alpinstaver",
            kind: "poles",
            shape: "stav",
            sizes: "poleAlpine",
            genders: WINTER_SPORT,
            price: [299, 999],
            models: ["", "Carbon", "Pro", "Lite"],
            weight: 2,
            season: "winter",
          },
          {
            name: "Langrennsstaver",
            type: "Langrennsstaver",
            kind: "poles",
            shape: "stav",
            sizes: "poleXc",
            genders: WINTER_SPORT,
            price: [399, 2499],
            models: ["", "Carbon", "Race", "Tur"],
            weight: 2,
            season: "winter",
          },
        ],
      },
      {
        name: "Skisko",
        groups: [
          {
            name: "Alpinstøvler",
            type: "Alpinstøvler",
            kind: "skiBoot",
            shape: "sko",
            sizes: "shoes",
            genders: WINTER_SPORT,
            price: [1999, 6999],
            models: ["", "Flex 80", "Flex 100", "Flex 120"],
            weight: 2,
            season: "winter",
          },
          {
            name: "Langrennssko",
            type: "Langrennssko",
            kind: "skiBoot",
            shape: "sko",
            sizes: "shoes",
            genders: WINTER_SPORT,
            price: [999, 3499],
            models: ["Klassisk", "Skøyting", "Kombi", "Tur"],
            weight: 2,
            season: "winter",
          },
        ],
      },
      {
        name: "Skismøring",
        groups: [
          {
            name: "Glider",
            type: "Glider",
            kind: "wax",
            shape: "voks",
            sizes: "onesize",
            genders: UNISEX,
            price: [149, 699],
            models: ["Kald", "Universal", "Varm"],
            weight: 1,
            season: "winter",
          },
          {
            name: "Festevoks",
            type: "Festevoks",
            kind: "wax",
            shape: "voks",
            sizes: "onesize",
            genders: UNISEX,
            price: [99, 299],
            models: ["Blå", "Lilla", "Rød", "Grønn"],
            weight: 1,
            season: "winter",
          },
        ],
      },
    ],
  },
  {
    id: 5,
    name: "Sykkel",
    slug: "sykkel",
    bannerShape: "sykkel",
    bannerHex: "ef7d22",
    bannerLink: "/sykkel/sykler",
    subgroups: [
      {
        name: "Sykler",
        groups: [
          {
            name: "Terrengsykler",
            type: "Terrengsykkel",
            kind: "bike",
            shape: "sykkel",
            sizes: "bike",
            genders: [
              [GENDER.unisex, 4],
              [GENDER.dame, 1],
              [GENDER.junior, 1],
            ],
            price: [4999, 24999],
            models: ["Trail 1", "Trail 2", "XC", "Enduro"],
            weight: 1,
            season: "summer",
            onlyCcShare: 0.6,
            maxLimit: 1,
          },
          {
            name: "Hybridsykler",
            type: "Hybridsykkel",
            kind: "bike",
            shape: "sykkel",
            sizes: "bike",
            genders: [
              [GENDER.unisex, 2],
              [GENDER.dame, 1],
              [GENDER.herre, 1],
            ],
            price: [3999, 12999],
            models: ["City", "Tur", "Sport"],
            weight: 1,
            season: "summer",
            onlyCcShare: 0.6,
            maxLimit: 1,
          },
          {
            name: "Elsykler",
            type: "Elsykkel",
            kind: "bike",
            shape: "sykkel",
            sizes: "bike",
            genders: UNISEX,
            price: [14999, 39999],
            models: ["City", "Trail", "Cargo"],
            weight: 1,
            season: "all",
            onlyCcShare: 0.8,
            maxLimit: 1,
          },
          {
            name: "Barnesykler",
            type: "Barnesykkel",
            kind: "bike",
            shape: "sykkel",
            sizes: "bike",
            genders: [
              [GENDER.barn, 2],
              [GENDER.junior, 1],
            ],
            price: [1999, 4999],
            models: ['16"', '20"', '24"'],
            weight: 1,
            season: "summer",
            onlyCcShare: 0.5,
            maxLimit: 1,
          },
        ],
      },
      {
        name: "Sykkelutstyr",
        groups: [
          {
            name: "Sykkelhjelmer",
            type: "Sykkelhjelm",
            kind: "helmet",
            shape: "hjelm",
            sizes: "helmet",
            genders: ALL,
            price: [399, 1999],
            models: ["", "MIPS", "Urban", "Road"],
            weight: 2,
            season: "summer",
          },
          {
            name: "Sykkellykter",
            type: "Sykkellykt",
            kind: "bikeGear",
            shape: "lykt",
            sizes: "onesize",
            genders: UNISEX,
            price: [149, 899],
            models: ["Front", "Bak", "Sett"],
            weight: 1,
            season: "all",
          },
          {
            name: "Sykkellåser",
            type: "Sykkellås",
            kind: "bikeGear",
            shape: "laas",
            sizes: "onesize",
            genders: UNISEX,
            price: [199, 1299],
            models: ["Bøyle", "Kjetting", "Sammenleggbar"],
            weight: 1,
            season: "all",
          },
        ],
      },
    ],
  },
];

// ---------- Flattened with ids ----------
export interface Group2Row {
  id: number;
  mainGroupId: number;
  name: string;
  slug: string;
  sort: number;
}

export interface Group3Row extends Group3Def {
  id: number;
  slug: string;
  group2Id: number;
  group2Name: string;
  group2Slug: string;
  mainGroupId: number;
}

function flatten() {
  const group2: Group2Row[] = [];
  const group3: Group3Row[] = [];
  for (const main of MAIN_GROUPS) {
    main.subgroups.forEach((sub, subIndex) => {
      const g2: Group2Row = {
        id: group2.length + 1,
        mainGroupId: main.id,
        name: sub.name,
        slug: slugify(sub.name),
        sort: (subIndex + 1) * 10,
      };
      group2.push(g2);
      for (const g of sub.groups) {
        group3.push({
          ...g,
          id: group3.length + 1,
          slug: slugify(g.name),
          group2Id: g2.id,
          group2Name: g2.name,
          group2Slug: g2.slug,
          mainGroupId: main.id,
        });
      }
    });
  }
  return { group2, group3 };
}

export const { group2: GROUPS2, group3: GROUPS3 } = flatten();

export function group2BySlug(slug: string): Group2Row {
  const g = GROUPS2.find((x) => x.slug === slug);
  if (!g) throw new Error(`unknown subcategory ${slug}`);
  return g;
}

export function group3BySlug(slug: string): Group3Row {
  const g = GROUPS3.find((x) => x.slug === slug);
  if (!g) throw new Error(`unknown group ${slug}`);
  return g;
}

export function mainGroupById(id: number): MainGroupDef {
  const g = MAIN_GROUPS.find((x) => x.id === id);
  if (!g) throw new Error(`unknown main group ${id}`);
  return g;
}
