/** Whole kroner from øre, half away from zero (the spec rounds prices and deposits to whole units). */
export function roundToKroner(ore: number): number {
  const sign = ore < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(ore) + 50) / 100);
}

/** Exact kroner (two decimals) from øre. */
export function oreToKroner(ore: number): number {
  return ore / 100;
}
