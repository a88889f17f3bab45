// Spec section 4: history pages and article lists merge by id without duplicates; a row seen again
// (a later page shifted by a new entry) keeps its first place and takes the newer content.
export function mergeById<T extends { id: number | string }>(existing: readonly T[], incoming: readonly T[]): T[] {
  const index = new Map(existing.map((item, i) => [item.id, i]));
  const merged = [...existing];
  for (const item of incoming) {
    const at = index.get(item.id);
    if (at === undefined) {
      index.set(item.id, merged.length);
      merged.push(item);
    } else {
      merged[at] = item;
    }
  }
  return merged;
}
