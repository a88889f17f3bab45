// The delivery address field with suggestions from the map data (GET /api/v1/addresses, decision 028):
// a WAI-ARIA combobox (Downshift's useCombobox, as the header search). Choosing one fills the address,
// postcode and city. Shown only when the shop has a geocoder; otherwise, and until this module has
// arrived (it is loaded once the page is idle, not with the checkout), the plain field is used.
import { useCombobox } from "downshift";
import { useEffect, useId, useRef, useState } from "react";
import { api } from "../../lib/api-client.ts";

export interface AddressSuggestion {
  address: string;
  postalCode: string;
  city: string;
}

/** Wait this long after the last key press before asking, so typing a street costs one request. */
export const ADDRESS_SUGGEST_DELAY_MS = 250;
/** The API's minimum (decision 028): fewer letters match too much. */
export const ADDRESS_MIN_LENGTH = 3;

interface Props {
  label: string;
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onPick: (suggestion: AddressSuggestion) => void;
  /** The input's id, when a link elsewhere (the error summary) leads to it. */
  id?: string;
  /** Take the focus when it replaces the plain field that had it (it arrives once the page is idle). */
  focusOnMount?: boolean;
}

export function AddressCombobox({ label, name, value, error, onChange, onPick, id, focusOnMount }: Props) {
  const [items, setItems] = useState<AddressSuggestion[]>([]);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const labelId = useId();
  const errorId = `${inputId}-error`;
  const asked = useRef(0);
  // A chosen suggestion puts its text in the field; that is not typing, so it asks nothing.
  const picked = useRef<string | null>(null);

  useEffect(() => {
    if (focusOnMount) document.getElementById(inputId)?.focus();
  }, [focusOnMount, inputId]);

  useEffect(() => {
    const text = value.trim();
    if (text.length < ADDRESS_MIN_LENGTH || picked.current === value) {
      setItems([]);
      return;
    }
    const timer = setTimeout(() => {
      const turn = ++asked.current;
      api<{ data: AddressSuggestion[] }>("GET", `/addresses?q=${encodeURIComponent(text)}`)
        .then((answer) => {
          if (turn === asked.current) setItems(answer.data);
        })
        .catch(() => {
          // Suggestions are a help: without them the shopper types the address.
          if (turn === asked.current) setItems([]);
        });
    }, ADDRESS_SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getLabelProps } =
    useCombobox<AddressSuggestion>({
      items,
      inputValue: value,
      inputId,
      labelId,
      itemToString: (item) => item?.address ?? "",
      onInputValueChange: ({ inputValue, type }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) onChange(inputValue ?? "");
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (!selectedItem) return;
        picked.current = selectedItem.address;
        setItems([]);
        onPick(selectedItem);
      },
    });

  const showMenu = isOpen && items.length > 0;

  return (
    <div className="form-field address-combobox">
      <label {...getLabelProps()} htmlFor={inputId}>
        {label}
      </label>
      <div className="form-field__control">
        <input
          {...getInputProps({
            name,
            autoComplete: "street-address",
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? errorId : undefined,
          })}
        />
        <ul {...getMenuProps()} className="combobox__menu" hidden={!showMenu}>
          {showMenu
            ? items.map((item, index) => (
                <li
                  key={`${item.address} ${item.postalCode}`}
                  {...getItemProps({ item, index })}
                  className={`combobox__option${highlightedIndex === index ? " combobox__option--active" : ""}`}
                >
                  <span>{item.address}</span>
                  <span className="combobox__option-meta">
                    {item.postalCode} {item.city}
                  </span>
                </li>
              ))
            : null}
        </ul>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {showMenu ? `${items.length} adresseforslag. Bruk piltastene for å velge, Enter for å fylle inn.` : ""}
      </p>
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
