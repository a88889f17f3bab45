// List header (spec section 2): optional title and share, sort select (Bestselger, Pris, Navn),
// reverse toggle and the filter button ('Filter' or 'Filter(n)'). It renders inside ListControls'
// form, so the select and the toggle are plain form fields that also work without JavaScript.
import type { ReactNode } from "react";
import { productCountText } from "../params.ts";
import { type ListState, PARAM, SORT_OPTIONS } from "./list-state.ts";

interface ListHeaderProps {
  title?: string;
  /** Number of articles after filtering. */
  total: number;
  state: ListState;
  /** The share menu, when the page offers one. */
  share?: ReactNode;
}

export function ListHeader({ title, total, state, share }: ListHeaderProps) {
  return (
    <div className="list-header">
      <div className="list-header__top">
        {title ? <h1 className="list-header__title">{title}</h1> : null}
        <p className="list-header__count" role="status">
          {productCountText(total)}
        </p>
        {share}
      </div>
      <div className="list-header__controls">
        <label className="list-header__sort">
          Sorter etter
          <select className="input input--medium" name={PARAM.sort} defaultValue={state.sort} key={state.sort}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className="list-header__reverse">
          <input
            type="checkbox"
            name={PARAM.reverse}
            value="1"
            defaultChecked={state.reverse}
            key={String(state.reverse)}
          />
          Omvendt rekkefølge
        </label>
        <noscript>
          <button type="submit" className="button">
            Sorter
          </button>
        </noscript>
      </div>
    </div>
  );
}
