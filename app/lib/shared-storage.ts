// Local storage shared across tabs (spec section 3): values are JSON; a change made in one tab
// reaches the others through the storage event.
export const STORAGE_KEYS = { user: "user", favourites: "favourites" } as const;

export function writeShared(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the tab still works, it just cannot share.
  }
}

export function removeShared(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {}
}

export function readShared<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

/** Calls back with the new value when another tab changes the key; returns the unsubscribe. */
export function onSharedChange<T>(key: string, callback: (value: T | null) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    callback(readShared<T>(key));
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}
