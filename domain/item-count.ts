// How many items, in bokmål: the singular only for exactly one ("1 vare", "2 varer", "0 varer").
export function itemCount(count: number): string {
  return `${count} ${count === 1 ? "vare" : "varer"}`;
}
