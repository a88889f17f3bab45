// Pick a picture (decision 066): the back office's one way to choose an image for a home slot, a
// campaign or a blog post. The chosen picture is shown; 'Velg fra bildebiblioteket' opens the uploaded
// pictures (newest first, as radio buttons with a thumbnail each, so arrows and space choose), a new
// picture can be uploaded there and is chosen at once, and 'Fjern bildet' leaves the field empty.
// Nobody types a file's address.
import { useId, useState } from "react";
import type { z } from "zod";
import { formatDateTime } from "../../domain/dates.ts";
import { isLocalPath } from "../../domain/home-slots.ts";
import { imageUrl, widthsFor } from "../../domain/image-sizes.ts";
import type { libraryPage } from "../../server/modules/media/admin-routes.ts";
import { ApiError, api } from "../lib/api-client.ts";
import { ImageUpload } from "./image-upload.tsx";

/** A page of the library (GET /backoffice/images), as the route's schema gives it. */
type LibraryPage = z.infer<typeof libraryPage>;
/** A picture of the library. */
export type LibraryImage = LibraryPage["data"][number];

/** The smallest stored size, for a thumbnail. */
const thumbnailOf = (image: { key: string; width: number }) => imageUrl(image.key, widthsFor(image.width)[0], "webp");

/** What a screen reader and the eye read for a picture: its file name, or when it came. */
const describe = (image: LibraryImage) =>
  `${image.name ?? "Bilde uten filnavn"}, ${image.width} × ${image.height}, lastet opp ${formatDateTime(image.uploadedAt)}`;

/** The last part of an address, for a picture chosen before the library (a drawing, /img/p/…). */
const pathName = (src: string) => src.split("/").filter(Boolean).slice(-2).join("/");

export function ImagePicker({
  label,
  value,
  onChange,
  error,
  hint,
  alsoOffer = [],
}: {
  /** The field's name, the fieldset's legend: 'Bilde', 'Bilde på mobil'. */
  label: string;
  /** The chosen picture's address ('' when none). */
  value: string;
  onChange: (src: string) => void;
  error?: string;
  hint?: string;
  /** Pictures in use that are not uploads (the demo's drawings), offered beside the library. */
  alsoOffer?: readonly string[];
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [images, setImages] = useState<LibraryImage[]>([]);
  const [page, setPage] = useState<LibraryPage["meta"] | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [chosenText, setChosenText] = useState<string | null>(null);

  async function load(next: number) {
    setLoading(true);
    setLoadError(null);
    try {
      const answer = await api<LibraryPage>("GET", `/backoffice/images?side=${next}`);
      setImages((before) => (next === 1 ? answer.data : [...before, ...answer.data]));
      setPage(answer.meta);
    } catch (e) {
      setLoadError(
        e instanceof ApiError ? (e.body.message ?? "Bildene kunne ikke hentes") : "Bildene kunne ikke hentes",
      );
    } finally {
      setLoading(false);
    }
  }

  function choose(src: string, text: string) {
    onChange(src);
    setChosenText(text);
  }

  const fromLibrary = images.find((i) => i.src === value);
  const others = [...new Set([...alsoOffer, ...(value && !fromLibrary ? [value] : [])])].filter(
    (src) => isLocalPath(src) && !images.some((i) => i.src === src),
  );
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const panelId = `${id}-panel`;
  const radioName = `${id}-choice`;
  const described = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;

  return (
    <fieldset className="image-picker" aria-describedby={described}>
      <legend>{label}</legend>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="image-picker__current">
        {value && isLocalPath(value) ? (
          <img
            className="image-picker__preview"
            src={fromLibrary ? thumbnailOf(fromLibrary) : value}
            alt=""
            width={96}
            height={96}
          />
        ) : (
          <span className="image-picker__empty" aria-hidden="true" />
        )}
        <p>
          {value ? (
            <>
              Valgt: <span className="image-picker__name">{fromLibrary ? describe(fromLibrary) : pathName(value)}</span>
            </>
          ) : (
            "Ingen bilde valgt."
          )}
        </p>
      </div>
      <div className="admin-actions">
        <button
          type="button"
          className="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            setOpen(!open);
            if (!open && !page && !loading) void load(1);
          }}
        >
          {open ? "Lukk bildebiblioteket" : "Velg fra bildebiblioteket"}
        </button>
        {value ? (
          <button type="button" className="button" onClick={() => choose("", "Bildet er fjernet.")}>
            Fjern bildet
          </button>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {chosenText}
      </p>
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
      <div id={panelId} className="image-picker__panel" hidden={!open}>
        {open ? (
          <>
            <ImageUpload
              label="Last opp et nytt bilde"
              onUploaded={(image, fileName) => {
                const added: LibraryImage = { ...image, name: fileName, uploadedAt: new Date().toISOString() };
                setImages((before) => [added, ...before.filter((i) => i.key !== image.key)]);
                choose(image.src, "Det nye bildet er valgt.");
              }}
            />
            <fieldset className="image-picker__library">
              <legend>Bildebiblioteket{page ? ` (${page.total} ${page.total === 1 ? "bilde" : "bilder"})` : ""}</legend>
              {loading && images.length === 0 ? <p role="status">Henter bildene …</p> : null}
              {loadError ? (
                <p className="form-field__error" role="alert">
                  {loadError}
                </p>
              ) : null}
              {page && images.length === 0 && others.length === 0 ? (
                <p>Ingen bilder er lastet opp ennå. Last opp et bilde over.</p>
              ) : null}
              <ul className="image-picker__grid">
                {images.map((image) => (
                  <li key={image.key}>
                    <label className="image-picker__option">
                      <input
                        type="radio"
                        name={radioName}
                        value={image.src}
                        checked={value === image.src}
                        onChange={() => choose(image.src, `Valgt: ${image.name ?? "bildet"}.`)}
                      />
                      <img src={thumbnailOf(image)} alt="" width={120} height={120} loading="lazy" />
                      <span className="image-picker__caption">{describe(image)}</span>
                    </label>
                  </li>
                ))}
                {others.map((src) => (
                  <li key={src}>
                    <label className="image-picker__option">
                      <input
                        type="radio"
                        name={radioName}
                        value={src}
                        checked={value === src}
                        onChange={() => choose(src, `Valgt: ${pathName(src)}.`)}
                      />
                      <img src={src} alt="" width={120} height={120} loading="lazy" />
                      <span className="image-picker__caption">I bruk: {pathName(src)}</span>
                    </label>
                  </li>
                ))}
              </ul>
              {page && page.current_page < page.last_page ? (
                <button type="button" className="button" disabled={loading} onClick={() => load(page.current_page + 1)}>
                  {loading ? "Henter …" : "Vis flere bilder"}
                </button>
              ) : null}
            </fieldset>
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
