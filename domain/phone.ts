// The spec's phone rule (section 5): optional +47 or 0047, an optional single space, then eight
// digits starting with 4 or 9; whitespace around it is allowed. Shared by the server and the forms.
// People write Norwegian numbers in groups ('412 34 567', '+47 412 34 567'), so every space is taken
// out first and the country prefix after it; the spec's rule is then applied to what is left (issue 12).
const PREFIX = /^(?:\+47|0047)/;
const DIGITS = /^[49]\d{7}$/;

/** The eight digits (how phones are stored), or null when the value is no Norwegian mobile number. */
export function normalisePhone(value: string): string | null {
  const digits = value.replace(/\s+/g, "").replace(PREFIX, "");
  return DIGITS.test(digits) ? digits : null;
}

export function isNorwegianPhone(value: string): boolean {
  return normalisePhone(value) !== null;
}
