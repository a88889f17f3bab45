// Suggestions for the header search box: a few matching articles from POST /api/v1/articles/search.

export const SUGGESTION_COUNT = 6;
/** Wait this long after the last key press before asking, so typing a word costs one request. */
export const SUGGEST_DELAY_MS = 200;
/** Fewer letters than this match too much to be useful. */
export const MIN_QUERY_LENGTH = 2;

export interface Suggestion {
  id: number;
  name: string;
  brand: string;
  price: number;
}

interface SearchAnswer {
  hits: { hits: { _source: Suggestion }[]; total: { value: number } };
}

/** The page's CSRF token (the csrf-token meta tag the server renders). */
function csrfToken(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";
}

export async function fetchSuggestions(
  query: string,
  signal: AbortSignal,
): Promise<{ items: Suggestion[]; total: number }> {
  const res = await fetch("/api/v1/articles/search", {
    method: "POST",
    signal,
    credentials: "same-origin",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      "x-requested-with": "XMLHttpRequest",
      "x-csrf-token": csrfToken(),
    },
    body: JSON.stringify({ query, take: SUGGESTION_COUNT, page: 0 }),
  });
  if (!res.ok) throw new Error(`Søket svarte ${res.status}`);
  const body = (await res.json()) as SearchAnswer;
  return {
    items: body.hits.hits.map(({ _source: a }) => ({ id: a.id, name: a.name, brand: a.brand, price: a.price })),
    total: body.hits.total.value,
  };
}
