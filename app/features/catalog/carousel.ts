// The campaign carousel's rules (spec section 9: "Carousel defaults: speed 400 ms, interval 5000 ms").
// Pure, so the browser component and the unit tests share them.

/** How long one slide takes to move in. */
export const CAROUSEL_SPEED_MS = 400;
/** How long a slide stays before the next one comes. */
export const CAROUSEL_INTERVAL_MS = 5000;

/** Why the carousel may be standing still; any one of them stops the rotation. */
export interface CarouselHold {
  /** The shopper pressed 'Pause'. */
  paused: boolean;
  hovered: boolean;
  /** Focus is somewhere inside the carousel (a slide link or a button). */
  focused: boolean;
  /** prefers-reduced-motion: reduce. */
  reducedMotion: boolean;
}

/** The slide after `index`, back to the first after the last. */
export const nextSlide = (index: number, count: number): number => (count > 0 ? (index + 1) % count : 0);

/** The slide before `index`, round to the last from the first. */
export const previousSlide = (index: number, count: number): number => (count > 0 ? (index - 1 + count) % count : 0);

/** Rotates on its own only with more than one slide and nothing holding it. */
export const rotates = (hold: CarouselHold, count: number): boolean =>
  count > 1 && !hold.paused && !hold.hovered && !hold.focused && !hold.reducedMotion;

/** The transition's length: none for a shopper who asked for reduced motion. */
export const transitionMs = (reducedMotion: boolean): number => (reducedMotion ? 0 : CAROUSEL_SPEED_MS);

/** A slide's accessible name, "1 av 4". */
export const slideLabel = (index: number, count: number): string => `${index + 1} av ${count}`;

/** The play/pause button's text: what pressing it does. */
export const pauseButtonText = (paused: boolean): string => (paused ? "Spill av" : "Pause");
