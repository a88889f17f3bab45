// Two-thumb price slider with two number inputs (spec sections 4 and 5). Native range inputs give
// keyboard and screen-reader support for free; the rules live in price-range.ts. Dragging only
// updates the numbers; the filter is emitted on release. The number inputs carry the form names,
// so without JavaScript the shopper types a range and submits the form.
import { type CSSProperties, type KeyboardEvent, useEffect, useId, useState } from "react";
import { formatPrice } from "../../../../domain/money.ts";
import { PARAM } from "./list-state.ts";
import { enterMax, enterMin, moveLowerThumb, moveUpperThumb, PRICE_STEP, type PriceRange } from "./price-range.ts";

/** The two ends of the range: each has a thumb on the track and a number input. */
const ENDS = [
  {
    end: "min",
    thumb: "Laveste pris",
    number: "Fra (kr)",
    param: PARAM.minPrice,
    move: moveLowerThumb,
  },
  {
    end: "max",
    thumb: "Høyeste pris",
    number: "Til (kr)",
    param: PARAM.maxPrice,
    move: moveUpperThumb,
  },
] as const;

type End = (typeof ENDS)[number]["end"];

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

  const commitNumber = (which: End) => {
    const entered = Number(drafts[which]);
    const next = (which === "min" ? enterMin : enterMax)(entered, range, bounds);
    show(next);
    if (next.min !== range.min || next.max !== range.max || String(next[which]) !== drafts[which]) onCommit(next);
  };

  const onNumberKey = (which: End) => (event: KeyboardEvent<HTMLInputElement>) => {
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
        {ENDS.map(({ end, thumb, move }) => (
          <input
            key={end}
            type="range"
            className="price-slider__thumb"
            aria-label={thumb}
            aria-valuetext={formatPrice(range[end])}
            min={bounds.min}
            max={bounds.max}
            step={PRICE_STEP}
            value={range[end]}
            onChange={(e) => show(move(Number(e.currentTarget.value), range, bounds))}
            onPointerUp={release}
            onKeyUp={onThumbKey}
          />
        ))}
      </div>
      <div className="price-slider__numbers">
        {ENDS.map(({ end, number, param }) => (
          <label key={end} htmlFor={`${id}-${end}`}>
            {number}
            <input
              id={`${id}-${end}`}
              className="input input--small"
              type="number"
              inputMode="numeric"
              name={param}
              min={bounds.min}
              max={bounds.max}
              value={drafts[end]}
              onChange={(e) => setDrafts({ ...drafts, [end]: e.currentTarget.value })}
              onBlur={() => commitNumber(end)}
              onKeyDown={onNumberKey(end)}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
