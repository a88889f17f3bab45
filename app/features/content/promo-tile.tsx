import { Link } from "react-router";
import type { HomeSlot } from "./home-grid.ts";

/** Size the generated square images are shown at in a tile. */
const TILE_IMAGE_SIZE = 96;

/** A home grid slot: picture, title and text, the whole tile one link. */
export function PromoTile({ slot }: { slot: HomeSlot }) {
  return (
    <article className="tile">
      {slot.image ? (
        // Decorative: the title says what the tile is.
        <img
          className="tile__image"
          src={slot.image}
          alt=""
          width={TILE_IMAGE_SIZE}
          height={TILE_IMAGE_SIZE}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="tile__body">
        <h3 className="tile__title">
          <Link to={slot.link} className="tile__link">
            {slot.title}
          </Link>
        </h3>
        {slot.text ? <p className="tile__text">{slot.text}</p> : null}
      </div>
    </article>
  );
}
