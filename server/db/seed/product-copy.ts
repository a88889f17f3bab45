// Norwegian product texts per kind of article. {type} is the product type in lower case,
// {name} the full article name.
import type { Kind } from "./categories.ts";

export interface KindCopy {
  intro: readonly string[];
  features: readonly string[];
  /** Technical lines every article of the kind has. */
  tech: readonly string[];
  /** Technical lines some articles have. */
  techExtra: readonly string[];
  materials: readonly string[];
  /** Alternative wash label sets (one is picked). */
  wash: readonly (readonly string[])[];
  care: readonly (readonly string[])[];
  nutrients?: readonly string[];
}

const TEXTILE_WASH_40 = [
  ["40 grader", "Ikke tørketrommel", "Ikke bleking", "Ikke rens"],
  ["40 grader", "Skånsom tørketrommel", "Ikke bleking"],
  ["40 grader", "Ikke tørketrommel", "Ikke stryk", "Ikke tøymykner"],
] as const;
const WOOL_WASH = [
  ["30 grader ullprogram", "Tørkes flatt", "Ikke tørketrommel", "Ikke bleking"],
  ["Håndvask", "Tørkes flatt", "Ikke tørketrommel"],
] as const;
const NO_LABELS = [[]] as const;

export const COPY: Record<Kind, KindCopy> = {
  shell: {
    intro: [
      "{name} er en vanntett og pustende {type} som holder deg tørr når været snur på fjellet.",
      "Lett og robust {type} laget for lange dager ute i vind, regn og sludd.",
      "En allsidig {type} som fungerer like godt på topptur som på vei til jobb en regnværsdag.",
    ],
    features: [
      "Justerbar hette med skjerm som følger hodebevegelsene.",
      "Ventilasjonsglidelåser slipper ut varme i motbakkene.",
      "Høyt plasserte lommer som kan brukes sammen med hoftebelte og klatresele.",
      "Regulerbare mansjetter og snorstramming i nederkant holder været ute.",
      "Pakkes sammen i egen lomme og tar liten plass i sekken.",
      "Refleksdetaljer gjør deg synlig i mørket.",
    ],
    tech: ["Vannsøyle 15 000 mm", "Tapede sømmer"],
    techExtra: [
      "Pustende membran 20 000 g/m²/24 t",
      "Vannavvisende glidelåser",
      "PFAS-fri impregnering",
      "Vekt ca. 390 g i str. M",
    ],
    materials: [
      "Materiale: 100 % polyamid",
      "Materiale: 100 % resirkulert polyester",
      "Materiale: 3-lags polyamid med membran",
    ],
    wash: TEXTILE_WASH_40,
    care: [
      ["Impregneres ved behov", "Lukk glidelåser før vask"],
      ["Vaskes med teknisk vaskemiddel", "Impregneres ved behov"],
    ],
  },
  insulated: {
    intro: [
      "Varm og lett {type} som gir god isolasjon på kalde vinterdager.",
      "{name} holder på varmen når kvikksølvet kryper under null, og veier nesten ingenting.",
    ],
    features: [
      "Fylt med sertifisert dun fra ansvarlig produksjon.",
      "Vindtett ytterstoff som tåler lette byger og snø.",
      "Høy krage og fôrede håndlommer.",
      "Kan pakkes sammen i medfølgende oppbevaringspose.",
      "Justerbar hette som passer godt rundt ansiktet.",
    ],
    tech: ["Fyllkraft 700 cuin", "Dunandel 90/10"],
    techExtra: ["Vindtett ytterstoff", "Vekt ca. 450 g i str. M", "Vannavvisende overflate"],
    materials: [
      "Ytterstoff: 100 % polyamid. Fyll: 90 % dun, 10 % fjær",
      "Ytterstoff: 100 % resirkulert polyester. Fyll: 90 % dun, 10 % fjær",
    ],
    wash: [["30 grader", "Skånsom tørketrommel med tennisballer", "Ikke bleking", "Ikke stryk"]],
    care: [["Vaskes med dunvaskemiddel", "Oppbevares løst hengende"]],
  },
  midlayer: {
    intro: [
      "Allsidig {type} som puster godt og passer både som mellomlag og ytterlag på tørre dager.",
      "Myk og behagelig {type} med god bevegelsesfrihet for tur, trening og hverdag.",
    ],
    features: [
      "Børstet innside som kjennes varm og myk.",
      "Tommelhull i ermene holder ermene på plass.",
      "Glidelåslommer for nøkler og mobil.",
      "Flatlock-sømmer som ikke gnager.",
    ],
    tech: ["Vindavvisende"],
    techExtra: ["Strekk i fire retninger", "Hurtigtørkende", "Vekt 260 g/m²"],
    materials: ["Materiale: 100 % resirkulert polyester", "Materiale: 92 % polyester, 8 % elastan"],
    wash: TEXTILE_WASH_40,
    care: [["Vaskes med vrangen ut", "Lukk glidelåser før vask"]],
  },
  pants: {
    intro: [
      "Slitesterk {type} med god bevegelsesfrihet for tur i skog og fjell.",
      "{name} er en lett og strekkbar {type} som tørker raskt etter en regnskur.",
    ],
    features: [
      "Forsterkning på knær og bak.",
      "Ventilasjonsåpninger på lårene.",
      "Justerbar livvidde og snorstramming nederst.",
      "Lommer med glidelås.",
      "Forhåndsformede knær gir god passform i bevegelse.",
    ],
    tech: ["Strekk i fire retninger"],
    techExtra: ["Vannavvisende overflate", "UPF 50+", "Hurtigtørkende"],
    materials: ["Materiale: 90 % polyamid, 10 % elastan", "Materiale: 65 % polyester, 35 % bomull"],
    wash: TEXTILE_WASH_40,
    care: [["Impregneres ved behov", "Vaskes med vrangen ut"]],
  },
  wool: {
    intro: [
      "{name} er laget av myk merinoull som varmer selv når den blir fuktig.",
      "Klassisk {type} i ull – det naturlige valget for kalde dager ute.",
    ],
    features: [
      "Mulesingfri merinoull.",
      "Flate sømmer som ikke gnager under sekk og sele.",
      "Naturlig luktreduserende – kan brukes flere dager på tur.",
      "Myk og kløfri mot huden.",
    ],
    tech: ["Merinoull 17,5 mikron"],
    techExtra: ["Vekt 200 g/m²", "Temperaturregulerende", "Sømløs strikk"],
    materials: ["Materiale: 100 % merinoull", "Materiale: 80 % merinoull, 20 % polyamid"],
    wash: WOOL_WASH,
    care: [["Bruk ullvaskemiddel uten enzymer", "Luft plagget mellom hver bruk"]],
  },
  tee: {
    intro: [
      "Lett og hurtigtørkende {type} for trening og tur.",
      "Behagelig {type} som passer like godt på stien som i hverdagen.",
    ],
    features: [
      "Myk kvalitet som kjennes god mot huden.",
      "Avslappet passform med god bevegelsesfrihet.",
      "Refleksdetalj på ryggen.",
    ],
    tech: ["Hurtigtørkende"],
    techExtra: ["Luktreduserende behandling", "UPF 30"],
    materials: ["Materiale: 100 % resirkulert polyester", "Materiale: 60 % økologisk bomull, 40 % polyester"],
    wash: [
      ["40 grader", "Tåler tørketrommel på lav varme"],
      ["40 grader", "Ikke tørketrommel"],
    ],
    care: [["Vaskes med vrangen ut"]],
  },
  headwear: {
    intro: [
      "Varm og behagelig {type} for kalde dager ute.",
      "{name} holder deg varm på skituren og på vei til skolen.",
    ],
    features: ["Vindtett fôr.", "Refleksdetalj.", "Myk strikk som ikke klør."],
    tech: ["Varmende fôr"],
    techExtra: ["Vindtett", "Refleks"],
    materials: ["Materiale: 50 % ull, 50 % akryl", "Materiale: 100 % merinoull", "Materiale: 100 % polyester fleece"],
    wash: WOOL_WASH,
    care: [[]],
  },
  hikingShoe: {
    intro: [
      "{name} er en stødig {type} med godt grep og støtte for tur i ulendt terreng.",
      "Komfortabel {type} som er klar for fjellet rett ut av esken.",
    ],
    features: [
      "Vanntett og pustende membran holder føttene tørre.",
      "Slitesterk gummisåle med dype knaster.",
      "Forsterket tåhette beskytter mot stein og røtter.",
      "Støtdempende mellomsåle for lange turdager.",
    ],
    tech: ["Vanntett membran", "Gummisåle med 5 mm knaster"],
    techExtra: ["Vekt ca. 520 g (str. 42)", "Bred lest"],
    materials: ["Overdel: nubuck og polyamid. Såle: gummi", "Overdel: semsket skinn. Såle: gummi"],
    wash: NO_LABELS,
    care: [["Rengjøres med myk børste og lunkent vann", "Tørkes i romtemperatur, ikke ved ovn", "Impregneres jevnlig"]],
  },
  runningShoe: {
    intro: [
      "Lett og responsiv {type} for både korte økter og lange langturer.",
      "{name} gir myk demping og godt grep på asfalt og grus.",
    ],
    features: [
      "Myk demping som skåner knær og ankler.",
      "Pustende overdel i mesh.",
      "Refleksdetaljer for løping i mørket.",
    ],
    tech: ["Dropp 8 mm"],
    techExtra: ["Vekt ca. 280 g (str. 42)", "Gummisåle med godt grep"],
    materials: ["Overdel: mesh. Såle: gummi"],
    wash: NO_LABELS,
    care: [["Vaskes for hånd", "Ta ut innleggssålen og la skoen lufttørke"]],
  },
  winterShoe: {
    intro: [
      "Varm og vanntett {type} med godt grep på is og snø.",
      "{name} holder føttene varme og tørre hele vinteren.",
    ],
    features: [
      "Varmt fôr som tåler ned mot -20 °C.",
      "Vintergummi som griper på glatte fortau.",
      "Enkel å ta av og på med glidelås.",
    ],
    tech: ["Kuldegrense -20 °C", "Vanntett membran"],
    techExtra: ["Vintergummisåle", "Uttrekkbare pigger"],
    materials: ["Overdel: skinn og tekstil. Fôr: fleece. Såle: gummi"],
    wash: NO_LABELS,
    care: [["Tørkes i romtemperatur", "Impregneres jevnlig"]],
  },
  sandal: {
    intro: ["Behagelig {type} for sommerturer, strand og hverdag.", "{name} tørker raskt og sitter godt på foten."],
    features: ["Justerbare stropper.", "Formet fotseng gir god støtte.", "Sklisikker såle."],
    tech: ["Hurtigtørkende stropper"],
    techExtra: ["Vekt ca. 250 g (str. 42)"],
    materials: ["Stropper: polyester. Såle: EVA og gummi"],
    wash: NO_LABELS,
    care: [["Skylles i lunkent vann"]],
  },
  shoeCare: {
    intro: ["{name} forlenger livet til skoene dine.", "Nyttig {type} som gjør skoene mer komfortable og holdbare."],
    features: ["Passer til de fleste sko og støvler.", "Enkel å bruke."],
    tech: ["Passer til tursko og fritidssko"],
    techExtra: ["PFAS-fri"],
    materials: ["Innhold: se emballasje"],
    wash: NO_LABELS,
    care: NO_LABELS,
  },
  pack: {
    intro: [
      "Komfortabel {type} med justerbart bæresystem og god ventilasjon mot ryggen.",
      "{name} har plass til det du trenger og sitter godt selv når den er fullpakket.",
    ],
    features: [
      "Hoftebelte med lommer.",
      "Eget rom for drikkesystem.",
      "Regntrekk i bunnlommen.",
      "Åpning i front gir enkel tilgang til innholdet.",
    ],
    tech: ["Justerbar ryggstørrelse"],
    techExtra: ["Regntrekk inkludert", "Vekt ca. 1,2 kg", "Plass til drikkesystem"],
    materials: ["Materiale: 100 % resirkulert polyamid"],
    wash: [["Håndvask", "Ikke tørketrommel"]],
    care: [["Tørkes før lagring"]],
  },
  tent: {
    intro: [
      "Stabilt {type} som tåler vind og vær på fjellet.",
      "{name} er raskt å sette opp og gir god plass til folk og utstyr.",
    ],
    features: [
      "Innertelt og yttertelt settes opp samtidig.",
      "To innganger og romslige apsider.",
      "Ventiler som reduserer kondens.",
    ],
    tech: ["Vannsøyle yttertelt 3 000 mm", "Vannsøyle gulv 10 000 mm"],
    techExtra: ["Aluminiumsstenger", "Vekt ca. 2,4 kg"],
    materials: ["Yttertelt: silikonbehandlet polyamid. Gulv: polyamid"],
    wash: NO_LABELS,
    care: [["Tørkes godt før lagring", "Rengjøres med lunkent vann uten såpe"]],
  },
  sleeping: {
    intro: [
      "{name} gir deg god søvn på tur, fra sommernatt til vinterfjell.",
      "Varm og komfortabel {type} som er lett å pakke.",
    ],
    features: ["Formsydd hette og varmekrage.", "Toveis glidelås.", "Leveres med kompresjonspose."],
    tech: ["Komforttemperatur -5 °C"],
    techExtra: ["Ekstremtemperatur -22 °C", "Vekt ca. 1,1 kg"],
    materials: ["Ytterstoff: polyamid. Fyll: syntetisk fiber", "Ytterstoff: polyamid. Fyll: 90 % dun, 10 % fjær"],
    wash: [["30 grader", "Skånsom tørketrommel"]],
    care: [["Oppbevares løst, ikke komprimert"]],
  },
  gear: {
    intro: ["Praktisk {type} som bør ligge i sekken på hver tur.", "{name} er solid og enkel å bruke."],
    features: ["Lett og robust.", "Enkel å rengjøre.", "Tåler kulde og røff bruk."],
    tech: ["Fri for BPA"],
    techExtra: ["Dobbeltvegget rustfritt stål", "Vekt ca. 300 g"],
    materials: ["Materiale: rustfritt stål", "Materiale: aluminium og plast"],
    wash: NO_LABELS,
    care: [["Rengjøres for hånd"]],
  },
  drink: {
    intro: ["{name} gir væske og energi under lange økter.", "Leskende {type} med elektrolytter."],
    features: ["Med elektrolytter.", "Frisk smak."],
    tech: ["0,5 liter"],
    techExtra: [],
    materials: ["Ingredienser: vann, sukker, surhetsregulerende middel, salt, aroma"],
    wash: NO_LABELS,
    care: NO_LABELS,
    nutrients: [
      "Per 100 ml: Energi 110 kJ / 26 kcal. Fett 0 g. Karbohydrater 6,4 g, hvorav sukkerarter 5,9 g. Protein 0 g. Salt 0,12 g.",
      "Per 100 ml: Energi 95 kJ / 22 kcal. Fett 0 g. Karbohydrater 5,5 g, hvorav sukkerarter 5,0 g. Protein 0 g. Salt 0,15 g.",
    ],
  },
  bar: {
    intro: ["{name} er en praktisk energikilde på tur og trening.", "Smakfull {type} som tåler å ligge i sekken."],
    features: ["Passer før, under og etter trening.", "Laget med havre."],
    tech: ["Vekt 50 g"],
    techExtra: [],
    materials: ["Ingredienser: havre, dadler, nøtter, honning, salt"],
    wash: NO_LABELS,
    care: NO_LABELS,
    nutrients: [
      "Per 100 g: Energi 1 650 kJ / 395 kcal. Fett 14 g, hvorav mettede fettsyrer 3,1 g. Karbohydrater 55 g, hvorav sukkerarter 28 g. Protein 10 g. Salt 0,3 g.",
      "Per 100 g: Energi 1 720 kJ / 410 kcal. Fett 16 g, hvorav mettede fettsyrer 4,0 g. Karbohydrater 50 g, hvorav sukkerarter 22 g. Protein 14 g. Salt 0,4 g.",
    ],
  },
  ski: {
    intro: [
      "{name} er en lettsvingt og stabil {type} for deg som vil ha mer moro i bakken og løypa.",
      "Allsidig {type} som gir trygg kontroll i variert føre.",
    ],
    features: [
      "Treverkskjerne gir liv og stabilitet.",
      "Rocker i tuppen gjør skien lett å svinge.",
      "Slitesterk sintret såle.",
    ],
    tech: ["Treverkskjerne med glassfiber"],
    techExtra: ["Svingradius 14 m", "Sintret såle", "Bindingsklar"],
    materials: ["Kjerne: poppel og ask. Såle: sintret polyetylen"],
    wash: NO_LABELS,
    care: [["Tørkes etter bruk", "Preparer sålen jevnlig"]],
  },
  goggles: {
    intro: [
      "{name} gir klart syn i flatt lys og solskinn.",
      "Komfortable {type} med stort synsfelt og god ventilasjon.",
    ],
    features: [
      "Dobbel linse med anti-dugg.",
      "Trippel skumpolstring.",
      "Silikonstripe på strikken holder brillene på hjelmen.",
    ],
    tech: ["100 % UV-beskyttelse", "Dobbel linse med anti-dugg"],
    techExtra: ["Linsekategori S2", "Magnetisk linsebytte", "Bred ramme gir stort synsfelt"],
    materials: ["Ramme: TPU. Linse: polykarbonat"],
    wash: NO_LABELS,
    care: [["Tørk linsen med medfølgende pose", "Ikke tørk innsiden av linsen når den er våt"]],
  },
  helmet: {
    intro: ["Lett og trygg {type} med god ventilasjon.", "{name} sitter godt og er enkel å justere med hjul bak."],
    features: ["Justerbart hjulsystem for god passform.", "Avtakbart fôr som kan vaskes.", "Magnetisk spenne."],
    tech: ["Sertifisert etter EN 1077"],
    techExtra: ["MIPS-system", "Justerbar ventilasjon", "Avtakbare øreputer"],
    materials: ["Skall: ABS. Innmat: EPS"],
    wash: NO_LABELS,
    care: [["Rengjøres med mildt såpevann", "Byttes etter kraftig slag"]],
  },
  poles: {
    intro: ["{name} er lette og solide staver for alle typer føre.", "Stødige {type} med ergonomisk håndtak."],
    features: ["Justerbar håndreim.", "Trinser for både pudder og skare.", "Ergonomisk håndtak."],
    tech: ["Aluminium 16 mm"],
    techExtra: ["Karbonandel 80 %", "Vekt ca. 400 g per par"],
    materials: ["Materiale: aluminium", "Materiale: karbon og glassfiber"],
    wash: NO_LABELS,
    care: [["Tørkes etter bruk"]],
  },
  skiBoot: {
    intro: ["{name} gir god kontroll og varme føtter i løypa og bakken.", "Komfortabel {type} med god passform."],
    features: ["Varmt fôr.", "Enkel snøring med beskyttende lokk.", "Stiv såle gir god kraftoverføring."],
    tech: ["Varmt fôr"],
    techExtra: ["Varmeformbar innersko", "Forsterket hælkappe"],
    materials: ["Overdel: syntetisk materiale. Såle: gummi og plast"],
    wash: NO_LABELS,
    care: [["Tørkes i romtemperatur", "Ta ut innersko etter bruk"]],
  },
  wax: {
    intro: ["{name} gir godt feste og glid i riktig føre.", "Enkel å bruke {type} for turgåere og mosjonister."],
    features: ["Fluorfri.", "Passer for tur og trening."],
    tech: ["Fluorfri"],
    techExtra: ["Temperatur -1 til -8 °C", "Gir 4–6 lag"],
    materials: ["Innhold: voks"],
    wash: NO_LABELS,
    care: NO_LABELS,
  },
  bike: {
    intro: ["{name} er en robust {type} for stier, grusveier og hverdag.", "Lettsyklet {type} med gode komponenter."],
    features: [
      "Hydrauliske skivebremser.",
      "Bred girspredning for bratte bakker.",
      "Leveres ferdig montert og justert i butikk.",
    ],
    tech: ["Hydrauliske skivebremser"],
    techExtra: ["12 gir", "Aluminiumsramme", "Skjermer og bagasjebrett kan ettermonteres"],
    materials: ["Ramme: aluminium"],
    wash: NO_LABELS,
    care: [["Smør kjedet jevnlig", "Gratis førstegangsservice i butikk"]],
  },
  bikeGear: {
    intro: ["Praktisk {type} for sykkelen.", "{name} gjør sykkelturen tryggere."],
    features: ["Enkel montering.", "Tåler regn og kulde."],
    tech: ["Vannavvisende"],
    techExtra: ["Oppladbar med USB-C", "Sikkerhetsnivå 8/10"],
    materials: ["Materiale: stål og plast", "Materiale: aluminium"],
    wash: NO_LABELS,
    care: NO_LABELS,
  },
};

export const CUSTOM_LABELS: readonly (readonly [string | null, number])[] = [
  [null, 85],
  ["Nyhet", 6],
  ["Kun i butikk", 3],
  ["Bærekraftig valg", 3],
  ["Begrenset antall", 2],
  ["Kun på nett", 1],
];

export const SEASONS = {
  winter: ["Vinter 2025", "Vinter 2026", "Høst 2025"],
  summer: ["Sommer 2025", "Sommer 2026", "Vår 2026"],
  all: ["Helår", "Høst 2025", "Vår 2026", "Vinter 2026", "Sommer 2026"],
} as const;
