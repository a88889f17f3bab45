// Colour and size choice (spec section 1: variants by size and colour). A GET form of radio groups,
// so the choice is in the URL and works without JavaScript; with it, a change navigates at once.
// Variants out of stock on the web stay choosable (the stock table then shows the shops that hold
// them) and are marked up front: struck through, with 'utsolgt på nett' in text (decision 035).
import { useNavigate } from "react-router";
import type { ColourChoice, SizeChoice } from "../product-view.ts";

interface VariantPickerProps {
  colours: ColourChoice[];
  sizes: SizeChoice[];
  colourId: number | null;
  sizeId: number | null;
}

export function VariantPicker({ colours, sizes, colourId, sizeId }: VariantPickerProps) {
  const navigate = useNavigate();
  return (
    <form
      method="get"
      className="variant-picker"
      onChange={(event) => {
        // A new colour keeps the size when that colour has it; the loader decides (chooseVariant).
        const params = new URLSearchParams();
        for (const [key, value] of new FormData(event.currentTarget)) params.set(key, String(value));
        navigate(`?${params}`, { preventScrollReset: true, replace: true });
      }}
    >
      <ChoiceGroup legend="Farge" name="farge" choices={colours} chosenId={colourId} />
      <ChoiceGroup legend="Størrelse" name="storrelse" choices={sizes} chosenId={sizeId} />
      <noscript>
        <button type="submit" className="button">
          Velg
        </button>
      </noscript>
    </form>
  );
}

interface ChoiceGroupProps {
  legend: string;
  /** The URL parameter. */
  name: string;
  choices: { id: number; name: string; available: boolean; hex?: string | null }[];
  chosenId: number | null;
}

/** One radio group (colours or sizes); a colour shows its swatch. */
function ChoiceGroup({ legend, name, choices, chosenId }: ChoiceGroupProps) {
  return (
    <fieldset className="variant-picker__group">
      <legend>{legend}</legend>
      <div className="variant-picker__options">
        {choices.map((choice) => (
          <label key={choice.id} className="choice">
            {/* Keyed by the chosen id too, so a navigation resets defaultChecked. */}
            <input
              type="radio"
              name={name}
              value={choice.id}
              defaultChecked={choice.id === chosenId}
              key={`${choice.id}:${chosenId}`}
            />
            <span className={choice.available ? "choice__label" : "choice__label choice__label--none"}>
              {choice.hex ? (
                <span className="swatch" style={{ backgroundColor: choice.hex }} aria-hidden="true" />
              ) : null}
              <span className="choice__name">{choice.name}</span>
              {choice.available ? null : <span className="visually-hidden">, utsolgt på nett</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
