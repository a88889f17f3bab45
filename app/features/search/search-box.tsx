// The header search box. The page arrives with a plain search form (it works without JavaScript);
// once the page is idle the suggestion combobox (Downshift) is loaded and takes its place, keeping
// what was typed and the focus. Loading it later keeps it out of the initial JavaScript.
import { useId, useState } from "react";
import { useLoadedWhenIdle } from "../../lib/loaded-when-idle.ts";
import { SearchForm } from "./search-form.tsx";

const loadCombobox = () => import("./search-combobox.tsx");

export function SearchBox() {
  const [query, setQuery] = useState("");
  const inputId = useId();
  const combobox = useLoadedWhenIdle(loadCombobox, inputId);

  if (combobox) return <combobox.module.default initialQuery={query} focusOnMount={combobox.hadFocus} />;
  return (
    <SearchForm
      labelProps={{ htmlFor: inputId }}
      inputProps={{ id: inputId, value: query, onChange: (event) => setQuery(event.target.value) }}
    />
  );
}
