// The back office's one way to ask for a shop: a list of the shops by name and number, "Oslo City
// (nr. 1001)", so nobody has to know a shop's number by heart (the tills and the import files use it).
import type { ReactNode } from "react";

export interface ShopChoice {
  id: number;
  name: string;
  /** The shop's number ('1001'). */
  no: string;
}

/** "Oslo City (nr. 1001)". */
export const shopLabel = (shop: { name: string; no: string }) =>
  shop.no ? `${shop.name} (nr. ${shop.no})` : shop.name;

export function ShopSelect({
  id,
  label = "Butikk",
  shops,
  name,
  value,
  defaultValue,
  onChange,
  describedBy,
  first,
}: {
  id: string;
  label?: string;
  shops: readonly ShopChoice[];
  /** The form field's name (a GET form), if any. */
  name?: string;
  value?: number | string;
  defaultValue?: number | string;
  onChange?: (value: string) => void;
  describedBy?: string;
  /** An option before the shops ('Butikken står i filen'). */
  first?: ReactNode;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        defaultValue={defaultValue}
        aria-describedby={describedBy}
        onChange={onChange ? (e) => onChange(e.target.value) : undefined}
      >
        {first}
        {[...shops]
          .sort((a, b) => a.name.localeCompare(b.name, "nb"))
          .map((s) => (
            <option key={s.id} value={s.id}>
              {shopLabel(s)}
            </option>
          ))}
      </select>
    </div>
  );
}
