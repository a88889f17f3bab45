// The home page's campaign carousel (issue 14): running campaigns with banners, one at a time.
// Server-rendered with the first slide in view, so it reads without JavaScript; once hydrated it
// rotates every CAROUSEL_INTERVAL_MS unless paused, hovered, focused or the shopper asked for
// reduced motion (WAI-ARIA carousel pattern; rotation stops while focus is inside so a keyboard
// user is never moved away from what they are reading).
import { type FocusEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import { CampaignBanner } from "./campaign-banner.tsx";
import {
  CAROUSEL_INTERVAL_MS,
  nextSlide,
  pauseButtonText,
  previousSlide,
  rotates,
  slideLabel,
  transitionMs,
} from "./carousel.ts";

export interface CarouselSlide {
  id: number;
  href: string;
  name: string;
  shortDescription: string;
  image: string | null;
  imageMobile: string | null;
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** null until the browser has said, so the server's render and the first paint never rotate. */
function useReducedMotion(): boolean | null {
  const [reduced, setReduced] = useState<boolean | null>(null);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    setReduced(query.matches);
    const changed = () => setReduced(query.matches);
    query.addEventListener("change", changed);
    return () => query.removeEventListener("change", changed);
  }, []);
  return reduced;
}

export function CampaignCarousel({ slides }: { slides: CarouselSlide[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useReducedMotion();
  const count = slides.length;
  const running = rotates({ paused, hovered, focused, reducedMotion: reduced !== false }, count);

  // A new timer after every change of slide, so a slide chosen by hand gets its whole interval.
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex(nextSlide(index, count)), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, count]);

  if (count === 0) return null;
  const leaving = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className="carousel"
      aria-roledescription="karusell"
      aria-label="Kampanjer"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leaving}
    >
      {count > 1 ? (
        <div className="carousel__controls">
          <button type="button" className="carousel__button" onClick={() => setIndex((i) => previousSlide(i, count))}>
            Forrige
          </button>
          {/* With reduced motion nothing moves on its own, so there is nothing to pause. */}
          {reduced ? null : (
            <button type="button" className="carousel__button" onClick={() => setPaused((p) => !p)}>
              {pauseButtonText(paused)}
            </button>
          )}
          <button type="button" className="carousel__button" onClick={() => setIndex((i) => nextSlide(i, count))}>
            Neste
          </button>
        </div>
      ) : null}
      <div className="carousel__viewport" aria-live={running ? "off" : "polite"}>
        <div
          className="carousel__track"
          style={{
            transform: `translateX(-${index * 100}%)`,
            transitionDuration: `${transitionMs(reduced !== false)}ms`,
          }}
        >
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group; a fieldset is for form controls.
            <div
              key={slide.id}
              className="carousel__slide"
              role="group"
              aria-roledescription="lysbilde"
              aria-label={slideLabel(i, count)}
              aria-current={i === index ? "true" : undefined}
              inert={i !== index}
            >
              <Link className="carousel__link" to={slide.href}>
                <CampaignBanner image={slide.image} imageMobile={slide.imageMobile} eager={i === 0} />
                <span className="carousel__text">
                  <span className="carousel__eyebrow">{slide.shortDescription}</span>
                  <span className="carousel__title">{slide.name}</span>
                </span>
              </Link>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
