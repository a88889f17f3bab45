// EAN-13 barcodes: 12 data digits and a GS1 mod-10 check digit.
// Demo codes use the prefix 70 (GS1 Norway) followed by a running number, so they never repeat.

/** GS1 check digit for the first 12 digits: weights 1, 3, 1, 3, ... from the left. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 needs 12 data digits, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (first12.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === code.charCodeAt(12) - 48;
}

export const DEMO_EAN_PREFIX = "70";

/** The EAN-13 for running number `sequence` (0 ≤ sequence < 10^10). */
export function demoEan(sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 0 || sequence >= 1e10) {
    throw new Error(`EAN sequence out of range: ${sequence}`);
  }
  const first12 = DEMO_EAN_PREFIX + String(sequence).padStart(10, "0");
  return first12 + ean13CheckDigit(first12);
}
