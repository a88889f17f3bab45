// Two-thumb price slider with two number inputs (spec sections 4 and 5). Native range inputs give
// keyboard and screen-reader support for free; the rules live in price-range.ts. Dragging only
// updates the numbers; the filter is emitted on release. The number inputs carry the form names,
// so without JavaScript the shopper types a range and submits the form.
import { type CSSProperties, type KeyboardEvent, useEffect, useId, useState } from "react";
import { formatPrice } from "../../../lib/format.ts";
import { PARAM } from "./list-state.ts";
import { enterMax, enterMin, moveLowerThumb, moveUpperThumb, PRICE_STEP, type PriceRange } from "./price-range.ts";

interface PriceSliderProps {
  /** Slider bounds (see sliderBounds). */
  bounds: PriceRange;
  /** The chosen range, or null for the whole range. */
  value: PriceRange | null;
  /** Called on release of a thumb, or when a number is entered. */
  onCommit: (range: PriceRange) => void;
}

export function PriceSlider({ bounds, value, onCommit }: PriceSliderProps) {
  const id = useId();
  const initial = value ?? bounds;
  const [range, setRange] = useState<PriceRange>(initial);
  const [drafts, setDrafts] = useState({ min: String(initial.min), max: String(initial.max) });

  // A new address (another list, a reset) brings a new value; compared by amount, not identity.
  const from = value?.min ?? bounds.min;
  const to = value?.max ?? bounds.max;
  useEffect(() => {
    setRange({ min: from, max: to });
    setDrafts({ min: String(from), max: String(to) });
  }, [from, to]);

  const show = (next: PriceRange) => {
    setRange(next);
    setDrafts({ min: String(next.min), max: String(next.max) });
  };

  const commitNumber = (which: "min" | "max") => {
    const entered = Number(drafts[which]);
    const next = which === "min" ? enterMin(entered, range, bounds) : enterMax(entered, range, bounds);
    show(next);
    if (next.min !== range.min || next.max !== range.max || String(next[which]) !== drafts[which]) onCommit(next);
  };

  const onNumberKey = (which: "min" | "max") => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // The form's own submit would send the unchecked text.
    event.preventDefault();
    commitNumber(which);
  };

  const release = () => onCommit(range);
  const onThumbKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key.startsWith("Arrow") || ["Home", "End", "PageUp", "PageDown"].includes(event.key)) release();
  };

  const span = bounds.max - bounds.min;
  const left = ((range.min - bounds.min) / span) * 100;
  const right = ((bounds.max - range.max) / span) * 100;

  return (
    <fieldset className="price-slider">
      <legend className="filter-panel__legend">Pris</legend>
      <div className="price-slider__track" style={{ "--from": `${left}%`, "--to": `${right}%` } as CSSProperties}>
        <input
          type="range"
          className="price-slider__thumb"
          aria-label="Laveste pris"
          aria-valuetext={formatPrice(range.min)}
          min={bounds.min}
          max={bounds.max}
          step={PRICE_STEP}
          value={range.min}
          onChange={(e) => show(moveLowerThumb(Number(e.currentTarget.value), range, bounds))}
          onPointerUp={release}
          onKeyUp={onThumbKey}
        />
        <input
          type="range"
          className="price-slider__thumb"
          aria-label="Høyeste pris"
          aria-valuetext={formatPrice(range.max)}
          min={bounds.min}
          max={bounds.max}
          step={PRICE_STEP}
          value={range.max}
          onChange={(e) => show(moveUpperThumb(Number(e.currentTarget.value), range, bounds))}
          onPointerUp={release}
          onKeyUp={onThumbKey}
        />
      </div>
      <div className="price-slider__numbers">
        <label htmlFor={`${id}-min`}>
          Fra (kr)
          <input
            id={`${id}-min`}
            className="input input--small"
            type="number"
            inputMode="numeric"
            name={PARAM.minPrice}
            min={bounds.min}
            max={bounds.max}
            value={drafts.min}
            onChange={(e) => setDrafts({ ...drafts, min: e.currentTarget.value })}
            onBlur={() => commitNumber("min")}
            onKeyDown={onNumberKey("min")}
          />
        </label>
        <label htmlFor={`${id}-max`}>
          Til (kr)
          <input
            id={`${id}-max`}
            className="input input--small"
            type="number"
            inputMode="numeric"
            name={PARAM.maxPrice}
            min={bounds.min}
            max={bounds.max}
            value={drafts.max}
            onChange={(e) => setDrafts({ ...drafts, max: e.currentTarget.value })}
            onBlur={() => commitNumber("max")}
            onKeyDown={onNumberKey("max")}
          />
        </label>
      </div>
    </fieldset>
  );
}
