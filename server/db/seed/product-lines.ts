// Fictional product lines (the spec's 'brands' of an article); no real trademarks.
export interface ProductLineDef {
  id: number;
  name: string;
  /** One sentence for descriptions. */
  tagline: string;
  /** Article group 2 slugs the line makes; empty = all. */
  makes: readonly string[];
  /** Only children's genders. */
  kidsOnly?: boolean;
}

export const PRODUCT_LINES: readonly ProductLineDef[] = [
  {
    id: 1,
    name: "Tind",
    tagline: "Tind lager klær og utstyr for bratte fjell og lange dager over tregrensen.",
    makes: ["jakker", "bukser", "gensere", "fjellsko", "sekker", "staver", "ski"],
  },
  {
    id: 2,
    name: "Vidde",
    tagline: "Vidde er laget for langturer på fjellet, der vær og føre skifter raskt.",
    makes: ["jakker", "bukser", "fjellsko", "sekker", "telt", "soveposer", "turtilbehor"],
  },
  {
    id: 3,
    name: "Skare",
    tagline: "Skare utvikler vinterutstyr sammen med skiløpere som trener i all slags føre.",
    makes: ["ski", "hjelmer-&-alpinbriller", "staver", "skisko", "skismoring", "luer-og-votter"],
  },
  {
    id: 4,
    name: "Fonna",
    tagline: "Fonna står for varme plagg til kalde dager, med fokus på dun og ull.",
    makes: ["jakker", "gensere", "luer-og-votter", "vintersko"],
  },
  {
    id: 5,
    name: "Juv",
    tagline: "Juv lager solid turutstyr som tåler mange sesonger i norsk natur.",
    makes: ["sekker", "telt", "soveposer", "turtilbehor"],
  },
  {
    id: 6,
    name: "Nordlys Outdoor",
    tagline: "Nordlys Outdoor gir deg funksjonelle turklær til en fornuftig pris.",
    makes: [],
  },
  {
    id: 7,
    name: "Rimfrost",
    tagline: "Rimfrost er skilinjen for deg som vil ha mest mulig ut av vinteren.",
    makes: ["ski", "hjelmer-&-alpinbriller", "staver", "skisko", "jakker", "bukser"],
  },
  {
    id: 8,
    name: "Breheim",
    tagline: "Breheim-kolleksjonen er designet i Norge og produsert med sporbare materialer.",
    makes: ["jakker", "bukser", "gensere", "ullundertoy", "fjellsko", "sekker"],
  },
  {
    id: 9,
    name: "Fjordlys",
    tagline: "Fjordlys kombinerer bylivets stil med funksjonen du trenger på tur.",
    makes: ["jakker", "gensere", "t-skjorter", "joggesko", "sandaler", "vintersko"],
  },
  {
    id: 10,
    name: "Lyngen Active",
    tagline: "Lyngen Active er utviklet for topptur og aktive dager i nordnorske alper.",
    makes: ["jakker", "bukser", "ski", "staver", "sekker", "ullundertoy"],
  },
  {
    id: 11,
    name: "Småtroll",
    tagline: "Småtroll lager robuste klær og sko som tåler lek i sølepytter og snøfonner.",
    makes: [
      "jakker",
      "bukser",
      "gensere",
      "ullundertoy",
      "luer-og-votter",
      "vintersko",
      "joggesko",
      "sandaler",
      "sykler",
      "ski",
    ],
    kidsOnly: true,
  },
  {
    id: 12,
    name: "Myrull",
    tagline: "Myrull bruker mulesingfri merinoull i alt fra ullundertøy til tykke gensere.",
    makes: ["ullundertoy", "gensere", "t-skjorter", "luer-og-votter"],
  },
  {
    id: 13,
    name: "Sprett",
    tagline: "Sprett lager løpeklær og sko for deg som trener ute hele året.",
    makes: ["t-skjorter", "bukser", "joggesko", "jakker", "sportsernaering"],
  },
  {
    id: 14,
    name: "Stø",
    tagline: "Stø lager sko med god passform og stødig grep for hverdag og tur.",
    makes: ["fjellsko", "joggesko", "vintersko", "sandaler", "skotilbehor"],
  },
  {
    id: 15,
    name: "Varde",
    tagline: "Varde gjør det enkelt å komme seg ut, på sykkel eller til fots.",
    makes: ["sykler", "sykkelutstyr", "sekker", "turtilbehor", "sportsernaering"],
  },
];

/** Product lines that make articles of this subcategory (fallback: the general lines). */
export function linesFor(group2Slug: string): readonly ProductLineDef[] {
  const lines = PRODUCT_LINES.filter((l) => l.makes.includes(group2Slug));
  return lines.length > 0 ? lines : PRODUCT_LINES.filter((l) => l.makes.length === 0);
}
