// Colour and size choice (spec section 1: variants by size and colour). A GET form of radio groups,
// so the choice is in the URL and works without JavaScript; with it, a change navigates at once.
// Variants out of stock stay choosable (their stock per shop is then empty) and are marked.
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
      <fieldset className="variant-picker__group">
        <legend>Farge</legend>
        <div className="variant-picker__options">
          {colours.map((colour) => (
            <label key={colour.id} className="choice">
              <input
                type="radio"
                name="farge"
                value={colour.id}
                defaultChecked={colour.id === colourId}
                key={`${colour.id}:${colourId}`}
              />
              <span className="choice__label">
                {colour.hex ? (
                  <span className="swatch" style={{ backgroundColor: colour.hex }} aria-hidden="true" />
                ) : null}
                {colour.name}
                {colour.available ? null : <span className="choice__none"> (ikke på lager)</span>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="variant-picker__group">
        <legend>Størrelse</legend>
        <div className="variant-picker__options">
          {sizes.map((size) => (
            <label key={size.id} className="choice">
              <input
                type="radio"
                name="storrelse"
                value={size.id}
                defaultChecked={size.id === sizeId}
                key={`${size.id}:${sizeId}`}
              />
              <span className="choice__label">
                {size.name}
                {size.available ? null : <span className="choice__none"> (ikke på lager)</span>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <noscript>
        <button type="submit" className="button">
          Velg
        </button>
      </noscript>
    </form>
  );
}
