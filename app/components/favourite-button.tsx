// The heart on article cards and the product page (decision 038): a toggle button whose name says
// what pressing it does, and whose aria-pressed says whether the article is a favourite.
import { useRouteLoaderData } from "react-router";
import { useFavourites } from "../lib/favourites.ts";

interface RootUser {
  user: { id: number } | null;
}

export function FavouriteButton({ articleId, className = "" }: { articleId: number; className?: string }) {
  const root = useRouteLoaderData<RootUser>("root");
  const { list, toggle } = useFavourites(root?.user?.id ?? null);
  const on = list.includes(articleId);
  return (
    <button
      type="button"
      className={`favourite-button ${className}`.trim()}
      aria-pressed={on}
      aria-label={on ? "Fjern fra favoritter" : "Legg til i favoritter"}
      onClick={() => void toggle(articleId, !on)}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.8 4.2 7.3C19.5 16.4 12 21 12 21z"
          fill={on ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
