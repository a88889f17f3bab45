// The brand editorial pages of spec section 2 (decision 043): a landing page, three articles about
// the collection and four further pages. Only Fjellsport shows its own collection (Breheim), so only
// it has them. The texts use the static pages' format ("## " heading); `groups` are words that pick
// the catalogue's article groups the page talks about, so its article links always point at
// articles that exist and are visible.

export type EditorialKind = "landing" | "collection" | "further";

export interface EditorialPage {
  /** "" for the landing page. */
  slug: string;
  kind: EditorialKind;
  title: string;
  description: string;
  /** Lower-case parts of article group names (group 3) whose articles the page links to. */
  groups: readonly string[];
  /** Children's pages link to children's articles of any line, the rest to the brand's own line. */
  audience: "collection" | "children";
  text: string;
}

export interface BrandEditorial {
  basePath: string;
  lineName: string;
  pages: readonly EditorialPage[];
}

const text = (...blocks: string[]) => blocks.join("\n\n");

const BREHEIM_PAGES: readonly EditorialPage[] = [
  {
    slug: "",
    kind: "landing",
    title: "Breheim – Fjellsports egen kolleksjon",
    description:
      "Breheim er Fjellsports egen kolleksjon: skalljakker, ull og fjellsko designet i Norge, med sporbare materialer og impregnering uten PFAS.",
    groups: ["skalljakker", "ulltrøyer", "fjellsko"],
    audience: "collection",
    text: text(
      "Breheim er kolleksjonen vi i Fjellsport har laget selv. Navnet kommer fra brearmene i Jostedalen, der de første prototypene ble testet i sludd, vind og sol på samme dag. Vi ville lage klær og sko som fungerer på en vanlig norsk tur – ikke bare på ekspedisjon – og som tåler mange sesonger før de må byttes ut.",
      "## Designet i Norge, laget for å vare",
      "Hvert plagg i Breheim er tegnet i Norge og prøvd av folk som går i fjellet hver uke. Vi bruker få materialer, velger dem med omhu og kan spore dem tilbake til fabrikken og råvaren. Sømmer og glidelåser er valgt for å kunne repareres, og i butikkene våre hjelper vi deg med reparasjon når noe slites.",
      "## Tre deler av kolleksjonen",
      "Kolleksjonen er bygget rundt tre deler som utfyller hverandre. Skalljakken er ytterst og holder vær og vind ute. Ullen er innerst og holder deg varm og tørr, også når du svetter. Fjellskoene og sekken bærer deg og pakningen gjennom dagen. Les mer om hver av dem i artiklene våre om skalljakken, om ull innerst og om fjellsko og sekk.",
      "## Mer fra Breheim",
      "Vi skriver også om det som opptar kundene våre: hvordan barna får en god start i barnehagen, hvordan du kler barn for norsk vær, hvorfor vi impregnerer uten PFAS, og historien om hvordan Breheim ble til. Under finner du noen av artiklene fra kolleksjonen, og du kan se hele utvalget på kolleksjonssiden.",
      "Alle Breheim-plagg kan hentes i butikken samme dag når de er på lager, og du har alltid 14 dagers angrerett.",
    ),
  },
  {
    slug: "skalljakken",
    kind: "collection",
    title: "Skalljakken som tåler norsk vær",
    description:
      "Breheims skalljakker har membran testet til minst 15 000 mm vannsøyle, justerbar hette og ventilasjon under armene. Slik velger du riktig.",
    groups: ["skalljakker", "regnjakker"],
    audience: "collection",
    text: text(
      "En god skalljakke er det viktigste plagget du har på tur i Norge. Været skifter fort, og jakken skal holde regn og vind ute samtidig som fukten fra kroppen slipper ut. Breheims skalljakker er laget for nettopp det, med en membran som er testet til minst 15 000 mm vannsøyle.",
      "## Hva gjør en skalljakke god?",
      "Tre ting avgjør: membranen, passformen og detaljene. Membranen stopper vannet, men slipper vanndamp gjennom. Passformen skal gi plass til en ullgenser under uten at jakken blir stor og blafrende. Detaljene – hetten, lommene og ventilasjonen – avgjør om du faktisk bruker jakken riktig når det blåser.",
      "## Hetten og ventilasjonen",
      "Hetten på Breheim-jakkene justeres med én hånd og følger hodet når du snur deg. Den har plass til hjelm, men strammes så den ikke tar vinden når du går uten. Under armene har jakkene lange glidelåser som du åpner i motbakken, så du slipper å ta av jakken hver gang du blir varm.",
      "## Slik velger du størrelse",
      "Prøv jakken med den genseren du vanligvis har på tur. Løft armene over hodet: jakken skal ikke dra opp fra hoftene. Bøy deg fram og kjenn at ryggen er dekket. Er du mellom to størrelser, velger du den største hvis du ofte går med tykk fleece under.",
      "## Stell som holder jakken tett",
      "En skalljakke puster best når den er ren. Vask den med teknisk vaskemiddel, uten tøymykner, og frisker opp impregneringen når vannet ikke lenger preller av. Les mer i artikkelen vår om impregnering uten PFAS.",
    ),
  },
  {
    slug: "ull-innerst",
    kind: "collection",
    title: "Ull innerst – varm også når du svetter",
    description:
      "Breheims ullundertøy og ullgensere er laget av sporbar merinoull uten mulesing. Slik bruker du ull innerst i lag på lag-prinsippet.",
    groups: ["ulltrøyer", "ullongs", "ullgensere"],
    audience: "collection",
    text: text(
      "Ull er det beste du kan ha innerst på kroppen når du er aktiv ute. Fiberen tar opp fukt uten å kjennes våt, den varmer selv når den er fuktig, og den lukter lite selv etter flere dager på tur. Derfor er ull kjernen i Breheim-kolleksjonen.",
      "## Lag på lag",
      "Kle deg i tre lag: ull innerst, et isolerende lag i midten og skalljakken ytterst. Innerste lag skal transportere fukten bort fra huden. Midtlaget holder på varmen, og ytterlaget stopper vind og nedbør. Når du blir varm, tar du av midtlaget i stedet for å svette gjennom alt.",
      "## Merinoull fra gårder vi kjenner",
      "Ullen i Breheim er merinoull fra gårder som ikke driver med mulesing. Vi kan spore hver balle med ull fra gården til spinneriet, og vi velger tynne fibrer som ikke klør. Ulltrøyene og ullongsen er strikket uten sidesømmer, så de ikke gnager under sekkestroppene.",
      "## Tynn eller tykk?",
      "Til aktive dager om høsten og våren holder det med tynn ull, rundt 150 gram per kvadratmeter. Til skiturer og kalde dager med lite bevegelse velger du tykkere ull, eller en ullgenser over. Ullgenseren er også plagget du tar på i pausene, når kroppen kjøles ned raskt.",
      "## Slik varer ullen lenger",
      "Luft ullen i stedet for å vaske den etter hver tur. Når den må vaskes, bruker du ullprogram på 30 grader og ullvaskemiddel uten enzymer, og legger plagget flatt til tørk. Da holder det i mange år.",
    ),
  },
  {
    slug: "fjellsko-og-sekk",
    kind: "collection",
    title: "Fjellsko og sekk som bærer deg hele dagen",
    description:
      "Breheims fjellsko og tursekker er laget for lange dager i ulendt terreng. Slik finner du riktig passform på sko og sekk.",
    groups: ["fjellsko", "tursekker", "dagstursekker", "sekker"],
    audience: "collection",
    text: text(
      "En lang dag i fjellet avgjøres ofte av føttene og skuldrene. Gnager skoene eller henger sekken feil, blir turen tung uansett hvor fint været er. Derfor bruker vi mye tid på passform når vi utvikler fjellsko og sekker til Breheim.",
      "## Fjellskoen",
      "Breheims fjellsko har stiv nok såle til å stå stødig på steinur, men er myke nok i skaftet til at du kan gå lenge på sti. Overlæret er av skinn med membran, og gummikanten rundt skoen tåler møte med skarpe steiner. Sålen har dype knaster som griper på vått berg.",
      "## Prøv skoene riktig",
      "Prøv fjellsko på ettermiddagen, når føttene er litt hovne, og med de sokkene du skal gå med. Tærne skal ikke treffe foran når du går ned en bakke. Snør skoen fast rundt vristen, så hælen ligger stille. Gå dem inn på korte turer før den store turen.",
      "## Sekken",
      "Tursekkene har en ryggplate som justeres etter ryggens lengde, og et hoftebelte som bærer det meste av vekten. Dagstursekkene er lettere, med god ventilasjon mot ryggen og plass til ekstra klær, mat og termos. Regntrekket ligger i en egen lomme i bunnen.",
      "## Slik pakker du",
      "Legg det tunge nær ryggen og midt i sekken, det lette nederst og ytterst. Det du trenger underveis – vindjakke, kart og mat – legger du i lokket. Stram hoftebeltet først, deretter skulderstroppene, så vekten hviler på hoftene.",
    ),
  },
  {
    slug: "barnehagestart",
    kind: "further",
    title: "Barnehagestart – dette trenger barnet",
    description:
      "Sjekkliste for barnehagestart: regntøy, ull, dress, sko og skiftetøy. Slik merker og organiserer du klærne så hverdagen blir enklere.",
    groups: ["regn", "dress", "ull", "støvler", "fleece", "luer", "tursko"],
    audience: "children",
    text: text(
      "Barnehagestart er en stor overgang, både for barnet og for deg. Mye av dagen foregår ute, i all slags vær, og barnet trenger klær som holder det tørt og varmt mens det leker. Her er listen vi anbefaler, basert på spørsmålene foreldre stiller oss i butikkene.",
      "## Det barnet må ha",
      "Regntøy med bukse og jakke, gjerne med seler på buksen så den ikke glir ned. Gummistøvler med plass til en ullsokk. Ullundertøy som innerste lag, både til sommer og vinter. En fleece eller ullgenser som mellomlag. Når det blir kaldt, kommer vinterdress, vintersko, lue, hals og votter i tillegg.",
      "## Skiftetøy i hyllen",
      "Barnehagen ber som regel om et helt sett med skiftetøy: undertøy, sokker, bukse, genser og et ekstra par votter. Sjekk hyllen hver fredag, ta med hjem det som er vått og fyll på det som mangler. Da slipper barnet å gå i våte klær resten av dagen.",
      "## Merk alt",
      "I en garderobe med tjue like regndresser forsvinner klær lett. Merk alt med navn, også votter og lue. Strykemerker holder best på klær som vaskes ofte, mens klistremerker fungerer på sko og støvler.",
      "## La barnet øve",
      "Velg klær barnet kan ta på selv: store glidelåser, borrelås på skoene og votter som er enkle å dra på. Øv hjemme de siste ukene før oppstart. Det gir barnet mestring og de voksne i barnehagen litt bedre tid.",
    ),
  },
  {
    slug: "slik-kler-du-barn",
    kind: "further",
    title: "Slik kler du barn for norsk vær",
    description:
      "Lag på lag for barn: ull innerst, fleece i midten og vanntett ytterst. Råd for regn, sludd og kulde, og hvordan du kjenner om barnet fryser.",
    groups: ["ull", "fleece", "dress", "regn", "luer"],
    audience: "children",
    text: text(
      "Barn fryser raskere enn voksne. De har mindre kropp og større overflate i forhold til vekten, og de glemmer å si ifra når de blir kalde fordi leken er viktigere. Derfor er det lurt å kle dem litt bedre enn deg selv, og å velge klær som tåler at de sitter i snøen.",
      "## Lag på lag også for barn",
      "Det samme prinsippet som for voksne gjelder: ull innerst, et varmt mellomlag og et ytterlag som stopper vann og vind. Bomull innerst er det du bør unngå, fordi den holder på fukten og gjør barnet kaldt når det har svettet.",
      "## Regn og sludd",
      "I regn er regntøy over ull det beste. Når det er sludd og rundt null grader, er det vått og kaldt samtidig, og barnet trenger både et varmt mellomlag og et helt vanntett ytterlag. Sjekk at regnbuksen går over støvlene, ellers renner vannet rett ned i dem.",
      "## Kulde",
      "Når det blir kaldere enn minus fem grader, trenger barnet to lag ull, eller ull og fleece, under vinterdressen. Husk lue som dekker ørene, hals i stedet for skjerf, og votter med lang mansjett. Ta med ekstra votter på tur; de blir våte først.",
      "## Kjenn i nakken",
      "Hendene sier lite om hvor varmt barnet er. Kjenn i nakken: er den varm og tørr, har barnet det bra. Er den svett, har barnet for mye på seg. Er den kald, trenger barnet et lag til eller litt bevegelse og noe varmt å drikke.",
    ),
  },
  {
    slug: "impregnering",
    kind: "further",
    title: "Impregnering uten PFAS",
    description:
      "Breheim impregneres uten PFAS. Slik virker impregneringen, hvorfor vannet slutter å prelle av, og hvordan du frisker den opp hjemme.",
    groups: ["skalljakker", "softshell", "bukser"],
    audience: "collection",
    text: text(
      "Impregneringen er behandlingen som får vannet til å prelle av overflaten på en jakke eller bukse. Den er ikke det som gjør plagget vanntett – det gjør membranen – men den sørger for at stoffet ytterst ikke trekker til seg vann. Et vått ytterstoff gjør at membranen ikke puster, og da blir du fuktig innenfra.",
      "## Hvorfor uten PFAS",
      "I mange år ble impregnering laget med PFAS, stoffer som brytes svært sakte ned i naturen og hoper seg opp i dyr og mennesker. Alle Breheim-plagg er behandlet uten PFAS. Den PFAS-frie impregneringen virker like godt når den er ny, men må friskes opp litt oftere.",
      "## Når vannet ikke lenger preller av",
      "Etter en stund med bruk blir overflaten skitten, og impregneringen slites der sekkestropper og armer gnisser. Da ser du at stoffet blir mørkt og vått i stedet for at vannet samler seg i dråper. Det betyr ikke at jakken lekker, men det er tid for vask og ny behandling.",
      "## Slik gjør du det hjemme",
      "Vask plagget med teknisk vaskemiddel, uten tøymykner, og skyll godt. Bruk en PFAS-fri innvask eller spray mens plagget er fuktig. Aktiver behandlingen med lav varme i tørketrommel, eller med strykejern på laveste trinn under et håndkle. Ofte holder det bare å vaske og varme opp, fordi varmen retter opp den gamle impregneringen.",
      "## Hjelp i butikken",
      "Er du usikker, tar du med plagget til en av butikkene våre. Vi ser på det, anbefaler riktig behandling og reparerer sømtape som har løsnet.",
    ),
  },
  {
    slug: "historien",
    kind: "further",
    title: "Historien om Breheim",
    description:
      "Hvordan Breheim ble til: fra en slitt skalljakke og en idé i Fjellsport-butikken til en kolleksjon designet i Norge med sporbare materialer.",
    groups: ["skalljakker", "ullgensere", "fjellsko"],
    audience: "collection",
    text: text(
      "Breheim begynte med en slitt skalljakke. En kunde kom inn i Fjellsport-butikken vår med jakken hun hadde brukt i tolv år, og spurte om vi kunne reparere den i stedet for å selge henne en ny. Vi kunne, og spørsmålet ble sittende: hvorfor lages ikke flere plagg slik at de kan brukes så lenge?",
      "## Fra idé til kolleksjon",
      "Vi satte sammen en liten gruppe av butikkansatte, fjellførere og en designer fra Vestlandet. De første prøvene ble testet på brearmene i Jostedalen gjennom en hel sesong, og alt som gikk i stykker, ble tegnet om. Det tok to år før den første skalljakken var klar for butikkene.",
      "## Færre materialer, sporbare valg",
      "Vi bestemte tidlig at kolleksjonen skulle bruke få materialer, og at vi skulle vite hvor de kom fra. Ullen er merinoull fra gårder uten mulesing, skinnet i fjellskoene er garvet uten krom, og impregneringen er uten PFAS. Fabrikkene vi bruker, besøker vi selv hvert år.",
      "## Laget for å repareres",
      "Breheim-plaggene har sømmer som kan sys om, glidelåser som kan byttes og knapper som sitter fast. I butikkene reparerer vi det som går i stykker, og klubbmedlemmer har fem års garanti på alt de kjøper.",
      "## Kolleksjonen i dag",
      "I dag består Breheim av jakker, bukser, gensere, ullundertøy, fjellsko og sekker. Kolleksjonen vokser sakte, fordi hvert nytt plagg skal testes like grundig som det første. Målet er det samme som da vi startet: klær du kan bruke i mange år.",
    ),
  },
];

/** Editorial pages per brand slug. */
export const BRAND_EDITORIALS: Record<string, BrandEditorial> = {
  fjellsport: { basePath: "/breheim", lineName: "Breheim", pages: BREHEIM_PAGES },
};

export function editorialPath(editorial: BrandEditorial, page: EditorialPage): string {
  return page.slug ? `${editorial.basePath}/${page.slug}` : editorial.basePath;
}

/** The editorial page a path names for a brand, if any. */
export function findEditorialPage(brandSlug: string, path: string) {
  const editorial = BRAND_EDITORIALS[brandSlug];
  if (!editorial) return null;
  const page = editorial.pages.find((p) => editorialPath(editorial, p) === path);
  return page ? { editorial, page } : null;
}

/** Words a person reads in a page text, headings included. */
export function countWords(pageText: string): number {
  return pageText.replace(/^## /gm, "").split(/\s+/).filter(Boolean).length;
}
