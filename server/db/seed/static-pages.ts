// The brands' static pages (spec section 2: about, support, maintenance, policy, cookies-screen) as
// the brand settings hold them: the one place their texts live (decision 036). Format: the first
// block is the title; "## " starts a heading, "? " a FAQ question with its answer on the next lines
// (app/features/content/static-page.ts). The customer-service constants are spec section 9's.

export interface PageBrand {
  name: string;
  story: string;
  supportEmail: string;
}

/** The company behind every brand of the chain (about us, privacy). */
export const COMPANY = {
  name: "Butikkjeden AS",
  orgNumber: "912 345 678",
  address: "Storgata 10, 0155 Oslo",
  phone: "22 12 34 56",
};

const page = (...blocks: string[]) => blocks.join("\n\n");

function support(b: PageBrand): string {
  return page(
    "Kundeservice",
    `Her finner du svar på det kundene våre oftest lurer på, og vilkårene som gjelder når du handler hos ${b.name}. Finner du ikke svaret, skriv til ${b.supportEmail}, så svarer vi så fort vi kan – som regel samme virkedag.`,
    "## Bestilling og betaling",
    "Du betaler med kort, faktura eller delbetaling gjennom Klarna. Beløpet reserveres når du bestiller, og trekkes først når varene sendes eller du henter dem i butikken. Alle priser er oppgitt i norske kroner med 25 % merverdiavgift.",
    "## Levering",
    "Vi pakker bestillingen innen tre virkedager. Leveringstiden er 3–6 dager fra bestillingen er pakket. Velger du levering på døren, kommer sjåføren mellom kl. 08 og 21, og du får melding på SMS med tidsvindu samme dag.",
    "Med Klikk og hent ligger varene klare i butikken du valgte. Vi holder av varene i inntil 7 dager, og du får beskjed på e-post og SMS når de er klare. Ta med ordrenummeret eller vis meldingen i kassen.",
    "## Angrerett og retur",
    "Du har 14 dagers angrerett fra du mottok siste vare i bestillingen. Varen må returneres i samme stand som da du fikk den, med merkelappene på. Legg ved returskjemaet som fulgte med pakken, eller lever varen i en av butikkene våre.",
    "Vi behandler returen innen 3–5 virkedager etter at vi har mottatt den, og betaler tilbake innen 1 uke. Deretter kan banken bruke 3–5 dager på å overføre pengene til kontoen din.",
    "## Reklamasjon og garanti",
    `Er det feil på en vare, har du reklamasjonsrett etter forbrukerkjøpsloven: to år, og fem år for varer som er ment å vare vesentlig lenger. Klubbmedlemmer har i tillegg 5 års garanti på alt de kjøper hos oss. Send bilde av feilen og ordrenummeret til ${b.supportEmail}.`,
    "## Ofte stilte spørsmål",
    "? Når kommer pakken min?\nVi pakker innen tre virkedager, og leveringstiden er deretter 3–6 dager. Du får sporingslenke på e-post når pakken er sendt.",
    "? Hvor lenge ligger varene klare i butikken?\nI inntil 7 dager. Etter det går varene tilbake i hyllen, og reservasjonen på kortet ditt blir opphevet.",
    "? Hvor lang angrerett har jeg?\n14 dagers angrerett fra du mottok siste vare. Du trenger ikke oppgi grunn.",
    "? Når får jeg pengene tilbake?\nVi behandler returen innen 3–5 virkedager og betaler tilbake innen 1 uke. Banken bruker så 3–5 dager på overføringen.",
    "? Når leverer dere på døren?\nMellom kl. 08 og 21 på hverdager. Du får tidsvindu på SMS samme dag.",
    "? Hva gir kundeklubben meg?\n5 års garanti på varene du kjøper, invitasjoner til arrangementer, en bursdagsgave og tilbud før alle andre. Medlemskapet er gratis.",
    "? Kan jeg bytte en vare i butikken?\nJa. Ta med varen og ordrenummeret til hvilken som helst av butikkene våre innen angrefristen.",
  );
}

function maintenance(b: PageBrand): string {
  return page(
    "Vedlikehold av klær og utstyr",
    `Klær og utstyr som stelles riktig, varer i mange sesonger. Her er rådene ${b.name} gir i butikkene – kort og konkret. Les alltid vaskeanvisningen i plagget først; den gjelder foran rådene her.`,
    "## Ull",
    "Ull renser seg mye selv. Luft plagget ute i stedet for å vaske det etter hver tur, og vask bare når det lukter eller er flekket. Bruk ullprogram på 30 grader med ullvaskemiddel uten enzymer, og lav sentrifugering. Legg plagget flatt til tørk, borte fra direkte varme, så det ikke krymper eller tover seg.",
    "Småhull fra møll stoppes best med en tett pose og et par netter i fryseren før plagget legges bort for sommeren.",
    "## Dun",
    "Dunjakker og soveposer tåler vask, og dunet isolerer bedre når det er rent. Vask på 30 grader med dunvaskemiddel og ekstra skylling. Tørk i tørketrommel på lav varme med to–tre tennisballer, og gi det god tid: dunet må være helt tørt innerst, ellers klumper det seg. Oppbevar dun løst, ikke sammenpresset i kompresjonsposen.",
    "## Impregnerte plagg og skalljakker",
    "En skalljakke med membran er vanntett når den tåler minst 15 000 mm vannsøyle, slik våre er testet til. Membranen puster best når den er ren: vask jakken med teknisk vaskemiddel når den er skitten, med glidelåser og borrelåser lukket. Ikke bruk tøymykner; den tetter membranen.",
    "Når vannet ikke lenger preller av overflaten, er det tid for ny impregnering. Bruk en PFAS-fri spray eller innvask, og aktiver den med lav varme i tørketrommel eller med strykejern på laveste trinn under et håndkle. Sømtape som løsner, reparerer vi i butikken.",
    "## Sko og støvler",
    "Tørk våte sko ved romtemperatur med avispapir inni, aldri på ovnen. Rens skinn med fuktig klut og behandle med skokrem eller voks; impregner tekstilsko med spray beregnet for membran.",
  );
}

function policy(b: PageBrand): string {
  return page(
    "Bærekraftig forretningspraksis",
    `${b.name} vil at det du kjøper hos oss skal brukes lenge – og lages på en ordentlig måte. Her er hva vi krever av oss selv og av leverandørene våre.`,
    "## Krav til leverandørene",
    "Alle leverandører skriver under på våre etiske retningslinjer om arbeidsforhold, lønn, arbeidstid og helse, miljø og sikkerhet. Vi følger opp med egne besøk og uavhengige revisjoner, og vi rapporterer etter åpenhetsloven hvert år.",
    "## Materialer",
    "Dunet vi selger er sertifisert etter Responsible Down Standard, ulla er mulesingfri, og impregneringen på våre egne merker er fri for PFAS. Vi øker andelen resirkulert polyester og nylon for hver kolleksjon.",
    "## Bruk lenger",
    "Det mest bærekraftige plagget er det du allerede har. Derfor reparerer vi glidelåser, sømmer og sømtape i butikkene, selger reservedeler til utstyr og gir råd om vedlikehold. Brukte plagg i god stand kan leveres i butikken; de går videre til gjenbruk.",
    "## Frakt og emballasje",
    "Pakkene sendes i resirkulert papp uten plastfyll, og Klikk og hent samler varene dine med de daglige leveransene til butikken – uten ekstra transport.",
  );
}

function privacy(b: PageBrand): string {
  return page(
    "Personvernerklæring og informasjonskapsler",
    `${COMPANY.name} (org.nr. ${COMPANY.orgNumber}) er behandlingsansvarlig for personopplysningene du gir ${b.name}. Her står hva vi samler inn, hvorfor, og hvilke rettigheter du har.`,
    "## Personvern",
    `Vi behandler personopplysninger for å levere bestillingene dine, gi deg kundeservice og – hvis du samtykker – sende deg tilbud. Du kan når som helst be om innsyn, retting eller sletting, og du kan klage til Datatilsynet. Skriv til ${b.supportEmail} for spørsmål om personvern.`,
    "## Ordrer",
    "Når du handler, lagrer vi navn, adresse, telefon, e-post og hva du har kjøpt. Ordreopplysningene oppbevares i 5 år etter bokføringsloven, deretter slettes de. Betalingen håndteres av Klarna, som er selvstendig behandlingsansvarlig for sine opplysninger.",
    "## Kontoen din",
    "Har du konto, lagrer vi opplysningene du har gitt oss, valgene dine for klubb, nyhetsbrev og informasjonskapsler, og oversikten over reservasjoner og ordrer. Du kan rette opplysningene selv på kontosiden og slette kontoen når du vil; ordrer vi må oppbevare etter bokføringsloven, beholdes uten kobling til kontoen.",
    "## Nyhetsbrev og markedsføring",
    "Nyhetsbrev og tilbud får du bare hvis du har sagt ja til det, og du kan melde deg av i hvert brev eller under «Mine valg» på kontosiden din. Vi bruker kjøpshistorikken til å tilpasse tilbudene bare når du har sagt ja til markedsføring.",
    "## Informasjonskapsler",
    "Nødvendige informasjonskapsler holder deg innlogget, husker handlekurven og beskytter skjemaene mot misbruk; de trenger ikke samtykke. Statistikk (Google Analytics og Google Tag Manager) og markedsføring (Meta-pikselen) bruker vi bare hvis du sier ja. Valget ditt lagres i ett år, og du kan endre det når som helst fra lenken «Informasjonskapsler» nederst på siden.",
  );
}

function about(b: PageBrand): string {
  return page(
    `Om ${b.name}`,
    `${b.story} Vi tror på klær og utstyr som varer lenge, god hjelp i butikken og at det skal være enkelt å handle – på nett eller i en av våre butikker.`,
    "## Slik handler du hos oss",
    "Bestill på nett og få varene levert på døren, eller velg Klikk og hent: varene ligger klare i butikken du velger, helt gratis. I butikkene møter du folk som selv går på tur, og som gjerne hjelper deg å finne riktig størrelse og riktig utstyr.",
    "## Butikkene",
    "Butikkene våre ligger i byer og tettsteder over hele landet, fra sør til nord. Hver butikk har sitt eget utvalg tilpasset turene folk går der – med ski og vintersport der snøen kommer tidlig, og sykkel og fjelltur der sesongen er lang. Se åpningstider, adresse og hva som er på lager under «Butikker».",
    "## Kundeklubben",
    "Som klubbmedlem får du 5 års garanti på varene du kjøper, invitasjoner til kvelder med turtips og nyheter, en bursdagsgave og tilbud før alle andre. Medlemskapet er gratis.",
    "## Selskapet",
    `${b.name} drives av ${COMPANY.name}, org.nr. ${COMPANY.orgNumber}, ${COMPANY.address}. Telefon ${COMPANY.phone}, e-post ${b.supportEmail}.`,
  );
}

export function brandPages(brand: PageBrand): Record<string, string> {
  return {
    about: about(brand),
    support: support(brand),
    maintenance: maintenance(brand),
    policy: policy(brand),
    privacy: privacy(brand),
  };
}
