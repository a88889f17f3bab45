// The header search box with suggestions as you type: a WAI-ARIA combobox (Downshift's useCombobox),
// loaded once the page is idle (see search-box.tsx).
import { useCombobox } from "downshift";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { formatPrice } from "../../../domain/money.ts";
import { SearchForm } from "./search-form.tsx";
import { searchPath } from "./search-path.ts";
import { fetchSuggestions, MIN_QUERY_LENGTH, SUGGEST_DELAY_MS, type Suggestion } from "./suggestions.ts";

interface SearchComboboxProps {
  /** What was typed into the plain box before this one took its place. */
  initialQuery: string;
  focusOnMount: boolean;
}

export default function SearchCombobox({ initialQuery, focusOnMount }: SearchComboboxProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(initialQuery);
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

  const inputRef = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when this box takes the plain one's place
  useEffect(() => {
    const input = inputRef.current;
    if (!focusOnMount || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);

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
    <SearchForm
      labelProps={{ ...getLabelProps(), htmlFor: inputId }}
      inputProps={getInputProps({
        ref: inputRef,
        onKeyDown: (event) => {
          // Enter with no suggestion highlighted searches for what was typed.
          if (event.key === "Enter" && highlightedIndex < 0) {
            (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
            event.preventDefault();
            submit();
          }
        },
      })}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ul {...getMenuProps()} className="combobox__menu" hidden={!showMenu || items.length === 0}>
        {showMenu
          ? items.map((item, index) => (
              <li
                key={item.id}
                {...getItemProps({ item, index })}
                className={`combobox__option${highlightedIndex === index ? " combobox__option--active" : ""}`}
              >
                <span className="search-box__option-name">{item.name}</span>
                <span className="combobox__option-meta">
                  {item.brand} · {formatPrice(item.price)}
                </span>
              </li>
            ))
          : null}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {showMenu ? statusText(items.length, total, failed) : ""}
      </p>
    </SearchForm>
  );
}

function statusText(shown: number, total: number, failed: boolean): string {
  if (failed) return "Forslagene kunne ikke hentes. Trykk Enter for å søke.";
  if (shown === 0) return "";
  return `${shown} forslag av ${total}. Bruk piltastene for å velge, Enter for å åpne.`;
}
