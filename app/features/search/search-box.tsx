// The header search box. The page arrives with a plain search form (it works without JavaScript);
// once the page is idle the suggestion combobox (Downshift) is loaded and takes its place, keeping
// what was typed and the focus. Loading it later keeps it out of the initial JavaScript.
import { lazy, Suspense, useId, useRef, useState } from "react";
import { useLoadedWhenIdle } from "../../lib/loaded-when-idle.ts";
import { SearchForm } from "./search-form.tsx";

const loadCombobox = () => import("./search-combobox.tsx");
const SearchCombobox = lazy(loadCombobox);

export function SearchBox() {
  const [query, setQuery] = useState("");
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const hadFocus = useRef(false);
  const enhanced = useLoadedWhenIdle(loadCombobox, () => {
    hadFocus.current = document.activeElement === input.current;
  });

  const plain = (
    <SearchForm
      labelProps={{ htmlFor: inputId }}
      inputProps={{ id: inputId, ref: input, value: query, onChange: (event) => setQuery(event.target.value) }}
    />
  );
  if (!enhanced) return plain;
  return (
    <Suspense fallback={plain}>
      <SearchCombobox initialQuery={query} focusOnMount={hadFocus.current} />
    </Suspense>
  );
}
