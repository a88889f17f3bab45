// The filter panel behind the list header's filter button: colour group, gender, brand, shop
// availability, article group and price (spec sections 1 and 5). It lists only values the list has
// (the facets) and renders inside ListControls' form: each checkbox is a plain form field.
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

const LEGENDS: Record<IdFilterKey, string> = {
  colors: "Farge",
  sizes: "Størrelse",
  genders: "Kjønn",
  brands: "Merke",
  shops: "Tilgjengelig i butikk",
  groups: "Produktgruppe",
};

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

interface FilterPanelProps {
  facets: ListFacets;
  state: ListState;
  /** Address of the list without any filter (keeps the sort). */
  resetHref: string;
  onPriceCommit: (range: PriceRange) => void;
}

function OptionGroup({ filter, options, chosen }: { filter: IdFilterKey; options: FacetOption[]; chosen: number[] }) {
  // A filter with one value or none cannot narrow anything, unless it is already chosen.
  if (options.length < 2 && chosen.length === 0) return null;
  return (
    <fieldset className="filter-panel__group">
      <legend className="filter-panel__legend">{LEGENDS[filter]}</legend>
      <ul className="filter-panel__options">
        {options.map((option) => (
          <li key={option.id}>
            <label className="filter-panel__option">
              <input
                type="checkbox"
                name={FILTER_PARAMS[filter]}
                value={option.id}
                defaultChecked={chosen.includes(option.id)}
                key={`${option.id}:${chosen.includes(option.id)}`}
              />
              {option.hex && HEX_COLOR.test(option.hex) ? (
                <span className="swatch" style={{ backgroundColor: option.hex }} aria-hidden="true" />
              ) : null}
              {option.name}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function FilterPanel({ facets, state, resetHref, onPriceCommit }: FilterPanelProps) {
  const { filters } = state;
  return (
    <details className="filter-panel">
      <summary className="button filter-panel__button">{filterButtonLabel(filters)}</summary>
      <div className="filter-panel__body">
        {(Object.keys(LEGENDS) as IdFilterKey[]).map((filter) => (
          <OptionGroup key={filter} filter={filter} options={facets[filter]} chosen={filters[filter]} />
        ))}
        {facets.price ? (
          <PriceSlider bounds={sliderBounds(facets.price)} value={filters.price} onCommit={onPriceCommit} />
        ) : null}
        <div className="filter-panel__actions">
          <button type="submit" className="button button--primary">
            Vis produkter
          </button>
          <a className="filter-panel__reset" href={resetHref}>
            Nullstill filter
          </a>
        </div>
      </div>
    </details>
  );
}
