// Size names as a shopper reads them. The catalogue stores the one-size-fits-all size as "Onesize"
// (the supplier's word); on screen it is Norwegian. One place, so every page says it the same way.
const ONE_SIZE = /^one ?size$/i;

export function sizeName(name: string): string {
  return ONE_SIZE.test(name.trim()) ? "Én størrelse" : name;
}

/** The size after a colour in a line ("Svart, størrelse M", "Svart, én størrelse"). */
export function sizePhrase(name: string): string {
  return ONE_SIZE.test(name.trim()) ? "én størrelse" : `størrelse ${name}`;
}
