// The filter panel behind the list header's filter button: colour group, size, gender, brand, shop
// availability, article group and price (spec sections 1 and 5). It lists only values the list has
// (the facets), each with its count, and renders inside ListControls' form: each checkbox is a plain
// form field. On a desktop it is open beside the list; on a phone (below 1020 px) the button opens it
// as a modal drawer (native <dialog>: the browser traps focus and closes it on Escape). Decision 035.
import { useEffect, useId, useRef, useState } from "react";
import {
  type FacetOption,
  FILTER_PARAMS,
  filterButtonLabel,
  type IdFilterKey,
  type ListFacets,
  type ListState,
} from "./list-state.ts";
import type { PriceRange } from "./price-range.ts";
import { sliderBounds } from "./price-range.ts";
import { PriceSlider } from "./price-slider.tsx";

export const LEGENDS: Record<IdFilterKey, string> = {
  colors: "Farge",
  sizes: "Størrelse",
  genders: "Kjønn",
  brands: "Merke",
  shops: "Tilgjengelig i butikk",
  groups: "Produktgruppe",
};

/** Options shown before 'Vis alle (n)'; the rest sit behind it, every one reachable. */
export const FIRST_OPTIONS = 6;
const PHONE = "(max-width: 1019.98px)";
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

interface FilterPanelProps {
  facets: ListFacets;
  state: ListState;
  /** Address of the list without any filter (keeps the sort). */
  resetHref: string;
  onPriceCommit: (range: PriceRange) => void;
}

function Option({ filter, option, chosen }: { filter: IdFilterKey; option: FacetOption; chosen: boolean }) {
  return (
    <li>
      <label className="filter-panel__option">
        <input
          type="checkbox"
          name={FILTER_PARAMS[filter]}
          value={option.id}
          defaultChecked={chosen}
          key={`${option.id}:${chosen}`}
        />
        {option.hex && HEX_COLOR.test(option.hex) ? (
          <span className="swatch" style={{ backgroundColor: option.hex }} aria-hidden="true" />
        ) : null}
        {option.name}
        <span className="filter-panel__count">({option.count})</span>
      </label>
    </li>
  );
}

function OptionGroup({ filter, options, chosen }: { filter: IdFilterKey; options: FacetOption[]; chosen: number[] }) {
  // A filter with one value or none cannot narrow anything, unless it is already chosen.
  if (options.length < 2 && chosen.length === 0) return null;
  const first = options.slice(0, FIRST_OPTIONS);
  const rest = options.slice(FIRST_OPTIONS);
  return (
    <fieldset className="filter-panel__group">
      <legend className="filter-panel__legend">{LEGENDS[filter]}</legend>
      <ul className="filter-panel__options">
        {first.map((option) => (
          <Option key={option.id} filter={filter} option={option} chosen={chosen.includes(option.id)} />
        ))}
      </ul>
      {rest.length > 0 ? (
        // Open when a chosen value is behind it, so no chosen box is ever hidden.
        <details className="filter-panel__more" open={rest.some((o) => chosen.includes(o.id)) || undefined}>
          <summary className="filter-panel__more-button">Vis alle ({options.length})</summary>
          <ul className="filter-panel__options">
            {rest.map((option) => (
              <Option key={option.id} filter={filter} option={option} chosen={chosen.includes(option.id)} />
            ))}
          </ul>
        </details>
      ) : null}
    </fieldset>
  );
}

export function FilterPanel({ facets, state, resetHref, onPriceCommit }: FilterPanelProps) {
  const { filters } = state;
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Server-rendered open in place (desktop); on a phone CSS hides it until it opens as a modal.
  const [shown, setShown] = useState<"inline" | "modal" | "closed">("inline");
  const [phone, setPhone] = useState(false);

  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const update = () => setPhone(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  const toggle = () => {
    const d = dialog.current;
    if (!d) return;
    if (window.matchMedia(PHONE).matches) {
      // A dialog open in place must be closed before it can open as a modal.
      if (d.open) d.close();
      d.showModal();
      setShown("modal");
      return;
    }
    if (d.open) d.close();
    else d.show();
    setShown(d.open ? "inline" : "closed");
  };

  const closeDrawer = () => {
    const d = dialog.current;
    if (d?.matches(":modal")) d.close();
  };

  const onClose = () => {
    // Closing the in-place dialog to reopen it as a modal queues this event after showModal().
    if (dialog.current?.open) return;
    setShown("closed");
    button.current?.focus();
  };

  return (
    <div className="filter-panel">
      {/* Without JavaScript a phone cannot open the drawer, so the panel stays in place. */}
      <noscript>
        <style>{".filter-panel__dialog.filter-panel__dialog:not(:modal) { display: block; }"}</style>
      </noscript>
      <button
        ref={button}
        type="button"
        className="button filter-panel__button"
        aria-controls={`${id}-dialog`}
        aria-expanded={phone ? shown === "modal" : shown !== "closed"}
        aria-haspopup={phone ? "dialog" : undefined}
        onClick={toggle}
      >
        {filterButtonLabel(filters)}
      </button>
      <dialog
        ref={dialog}
        id={`${id}-dialog`}
        className="filter-panel__dialog"
        aria-labelledby={`${id}-title`}
        open
        onClose={onClose}
      >
        <div className="filter-panel__head">
          <h2 id={`${id}-title`} className="filter-panel__title">
            Filter
          </h2>
          <button type="button" className="button button--plain" onClick={closeDrawer} aria-label="Lukk filter">
            ✕
          </button>
        </div>
        <div className="filter-panel__body">
          {(Object.keys(LEGENDS) as IdFilterKey[]).map((filter) => (
            <OptionGroup key={filter} filter={filter} options={facets[filter]} chosen={filters[filter]} />
          ))}
          {facets.price ? (
            <PriceSlider bounds={sliderBounds(facets.price)} value={filters.price} onCommit={onPriceCommit} />
          ) : null}
          <div className="filter-panel__actions">
            <button type="submit" className="button button--primary" onClick={closeDrawer}>
              Vis produkter
            </button>
            <a className="filter-panel__reset" href={resetHref}>
              Nullstill filter
            </a>
          </div>
        </div>
      </dialog>
    </div>
  );
}
