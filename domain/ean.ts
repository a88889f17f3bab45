// EAN-8 and EAN-13 (GTIN) with their check digit (issue 15): the back office refuses a typing error
// before it becomes a variant nobody can scan.
export const BAD_EAN = "EAN-koden må være 8 eller 13 siffer med riktig kontrollsiffer";
export const EAN_TAKEN = "EAN-koden er allerede i bruk";
export const VARIANT_TAKEN = "Varen har allerede en variant i denne fargen og størrelsen";

/** Whether `code` is 8 or 13 digits whose last is the GS1 check digit of the others. */
export function isValidEan(code: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop() as number;
  // Weights 3 and 1 alternate from the digit next to the check digit, leftwards.
  const sum = digits.reverse().reduce((total, d, i) => total + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}
