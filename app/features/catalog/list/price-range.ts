// Rules of the price slider and its number inputs (spec sections 4, 5 and 9): thumbs move in steps of
// 10 between the bounds and keep a 15 % gap; a number entered outside what is allowed is reset to
// the bound. All amounts are whole kroner.

export const PRICE_STEP = 10;
export const PRICE_GAP = 0.15;

export interface PriceRange {
  min: number;
  max: number;
}

/** The slider's own bounds: the list's price range widened to whole steps. */
export function sliderBounds(prices: PriceRange): PriceRange {
  const min = Math.floor(prices.min / PRICE_STEP) * PRICE_STEP;
  const max = Math.max(min + PRICE_STEP, Math.ceil(prices.max / PRICE_STEP) * PRICE_STEP);
  return { min, max };
}

/** The smallest distance the two thumbs keep: 15 % of the range, rounded up to a whole step. */
export function minimumGap(bounds: PriceRange): number {
  return Math.ceil(((bounds.max - bounds.min) * PRICE_GAP) / PRICE_STEP) * PRICE_STEP;
}

const snap = (value: number, bounds: PriceRange) =>
  bounds.min + Math.round((value - bounds.min) / PRICE_STEP) * PRICE_STEP;
const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The lower thumb moved to `value`: on a step, within the bounds, at least the gap below the upper. */
export function moveLowerThumb(value: number, current: PriceRange, bounds: PriceRange): PriceRange {
  const min = clamp(snap(value, bounds), bounds.min, Math.max(bounds.min, current.max - minimumGap(bounds)));
  return { min, max: current.max };
}

/** The upper thumb moved to `value`: on a step, within the bounds, at least the gap above the lower. */
export function moveUpperThumb(value: number, current: PriceRange, bounds: PriceRange): PriceRange {
  const max = clamp(snap(value, bounds), Math.min(bounds.max, current.min + minimumGap(bounds)), bounds.max);
  return { min: current.min, max };
}

/** The min number input: must be ≥ the lower bound and ≤ the current max, else it is the lower bound. */
export function enterMin(value: number, current: PriceRange, bounds: PriceRange): PriceRange {
  const ok = Number.isFinite(value) && value >= bounds.min && value <= current.max;
  return { min: ok ? Math.round(value) : bounds.min, max: current.max };
}

/** The max number input: must be ≤ the upper bound and ≥ the current min, else it is the upper bound. */
export function enterMax(value: number, current: PriceRange, bounds: PriceRange): PriceRange {
  const ok = Number.isFinite(value) && value <= bounds.max && value >= current.min;
  return { min: current.min, max: ok ? Math.round(value) : bounds.max };
}
