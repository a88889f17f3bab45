// Sizes, and which of them an article of a given kind and gender can come in.
import { GENDER } from "./reference.ts";

const APPAREL = ["XS", "S", "M", "L", "XL", "XXL"];
const KIDS_APPAREL = ["86/92", "98/104", "110/116", "122/128", "134/140", "146/152", "158/164"];
const SHOES = Array.from({ length: 19 }, (_, i) => String(28 + i)); // 28..46
const LENGTHS = Array.from({ length: 19 }, (_, i) => `${100 + i * 5} cm`); // 100..190 cm
const SLEEPING = ["Regular", "Long"];
const WHEELS = ['16"', '20"', '24"'];
export const ONESIZE = "Onesize";

/** Every size in display order; ids are positions + 1. */
export const SIZES: readonly { id: number; name: string; sort: number }[] = [
  ...APPAREL,
  ...KIDS_APPAREL,
  ...SHOES,
  ONESIZE,
  ...LENGTHS,
  ...SLEEPING,
  ...WHEELS,
].map((name, i) => ({ id: i + 1, name, sort: (i + 1) * 10 }));

const sizeIdByName = new Map(SIZES.map((s) => [s.name, s.id]));
export function sizeId(name: string): number {
  const id = sizeIdByName.get(name);
  if (id === undefined) throw new Error(`unknown size ${name}`);
  return id;
}

export type SizeSet =
  | "apparel"
  | "shoes"
  | "onesize"
  | "ski"
  | "poleAlpine"
  | "poleXc"
  | "sleeping"
  | "bike"
  | "helmet";

const lengths = (from: number, to: number, step: number) =>
  LENGTHS.filter((l) => {
    const cm = Number.parseInt(l, 10);
    return cm >= from && cm <= to && (cm - from) % step === 0;
  });

/** The sizes an article of this set and gender can come in (the generator picks a run of them). */
export function sizeCandidates(set: SizeSet, genderId: number): string[] {
  const child = genderId === GENDER.barn || genderId === GENDER.junior;
  switch (set) {
    case "apparel":
      return child ? KIDS_APPAREL : APPAREL;
    case "helmet":
      return child ? ["XS", "S", "M"] : ["S", "M", "L", "XL"];
    case "shoes":
      if (genderId === GENDER.barn) return SHOES.slice(0, 8); // 28–35
      if (genderId === GENDER.junior) return SHOES.slice(5, 13); // 33–40
      if (genderId === GENDER.dame) return SHOES.slice(8, 15); // 36–42
      if (genderId === GENDER.herre) return SHOES.slice(12); // 40–46
      return SHOES.slice(8); // 36–46
    case "ski":
      return child ? lengths(100, 150, 10) : lengths(150, 190, 10);
    case "poleAlpine":
      return child ? lengths(100, 115, 5) : lengths(110, 135, 5);
    case "poleXc":
      return child ? lengths(120, 145, 5) : lengths(140, 170, 5);
    case "sleeping":
      return SLEEPING;
    case "bike":
      return child ? WHEELS : ["S", "M", "L", "XL"];
    case "onesize":
      return [ONESIZE];
  }
}
