// The spec's phone rule (section 5): optional +47 or 0047, an optional single space, then eight
// digits starting with 4 or 9; whitespace around it is allowed. Shared by the server and the forms.
const PHONE = /^(?:\+47|0047)? ?([49]\d{7})$/;

export function isNorwegianPhone(value: string): boolean {
  return PHONE.test(value.trim());
}

/** The eight digits (how phones are stored), or null when the value is no Norwegian mobile number. */
export function normalisePhone(value: string): string | null {
  return PHONE.exec(value.trim())?.[1] ?? null;
}
