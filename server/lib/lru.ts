/**
 * A least-recently-used map bounded by total weight (for caches: approximate bytes), so a cache of
 * large answers cannot grow past its budget however many keys it sees. Map keeps insertion order,
 * so the first key is the oldest.
 */
export class Lru<V> {
  private readonly map = new Map<string, { value: V; weight: number }>();
  private total = 0;

  constructor(
    private readonly maxWeight: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (entry === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const weight = this.weigh(value);
    if (weight > this.maxWeight) return;
    this.map.set(key, { value, weight });
    this.total += weight;
    while (this.total > this.maxWeight) this.delete(this.map.keys().next().value as string);
  }

  delete(key: string): void {
    const entry = this.map.get(key);
    if (!entry) return;
    this.map.delete(key);
    this.total -= entry.weight;
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }

  get size(): number {
    return this.map.size;
  }

  get weight(): number {
    return this.total;
  }
}
