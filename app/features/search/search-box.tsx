// The header search box: a WAI-ARIA combobox (Downshift's useCombobox) with suggestions as you type.
// Without JavaScript it is a plain GET form to /search, which redirects to /search/:query.
import { useCombobox } from "downshift";
import { useEffect, useId, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { formatPrice } from "../../lib/format.ts";
import { searchPath } from "./search-path.ts";
import { fetchSuggestions, MIN_QUERY_LENGTH, SUGGEST_DELAY_MS, type Suggestion } from "./suggestions.ts";
import "./search.css";

export function SearchBox() {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const [items, setItems] = useState<Suggestion[]>([]);
  const [total, setTotal] = useState(0);
  const [failed, setFailed] = useState(false);
  const labelId = useId();
  const inputId = useId();
  const pending = useRef<AbortController | null>(null);

  // Debounced: one request once typing pauses; an answer to an older query is dropped.
  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed.length < MIN_QUERY_LENGTH) {
      setItems([]);
      setTotal(0);
      return;
    }
    const timer = setTimeout(() => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      fetchSuggestions(trimmed, controller.signal)
        .then((found) => {
          setItems(found.items);
          setTotal(found.total);
          setFailed(false);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) {
            setItems([]);
            setFailed(true);
            console.error(error);
          }
        });
    }, SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  useEffect(() => () => pending.current?.abort(), []);

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getLabelProps, closeMenu } =
    useCombobox<Suggestion>({
      items,
      inputValue: query,
      labelId,
      inputId,
      itemToString: (item) => item?.name ?? "",
      onInputValueChange: ({ inputValue, type }) => {
        // Choosing a suggestion navigates away; keep what the shopper typed in the box.
        if (
          type !== useCombobox.stateChangeTypes.InputKeyDownEnter &&
          type !== useCombobox.stateChangeTypes.ItemClick
        ) {
          setQuery(inputValue ?? "");
        }
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) navigate(`/product/${selectedItem.id}`);
      },
    });

  const showMenu = isOpen && query.trim().length >= MIN_QUERY_LENGTH;

  /** With JavaScript the query goes straight into the address (/search/:query). */
  const submit = () => {
    const path = searchPath(query);
    if (!path) return;
    closeMenu();
    navigate(path);
  };

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label {...getLabelProps()} htmlFor={inputId} className="visually-hidden">
        Søk etter produkter
      </label>
      <div className="search-box__field">
        <input
          {...getInputProps({
            name: "q",
            type: "search",
            placeholder: "Søk",
            autoComplete: "off",
            enterKeyHint: "search",
            onKeyDown: (event) => {
              // Enter with no suggestion highlighted searches for what was typed.
              if (event.key === "Enter" && highlightedIndex < 0) {
                (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
                  true;
                event.preventDefault();
                submit();
              }
            },
          })}
          className="search-box__input"
        />
        <button type="submit" className="search-box__button">
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
            <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">Søk</span>
        </button>
      </div>
      <ul {...getMenuProps()} className="search-box__menu" hidden={!showMenu || items.length === 0}>
        {showMenu
          ? items.map((item, index) => (
              <li
                key={item.id}
                {...getItemProps({ item, index })}
                className={`search-box__option${highlightedIndex === index ? " search-box__option--active" : ""}`}
              >
                <span className="search-box__option-name">{item.name}</span>
                <span className="search-box__option-meta">
                  {item.brand} · {formatPrice(item.price)}
                </span>
              </li>
            ))
          : null}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {showMenu ? statusText(items.length, total, failed) : ""}
      </p>
    </Form>
  );
}

function statusText(shown: number, total: number, failed: boolean): string {
  if (failed) return "Forslagene kunne ikke hentes. Trykk Enter for å søke.";
  if (shown === 0) return "";
  return `${shown} forslag av ${total}. Bruk piltastene for å velge, Enter for å åpne.`;
}
