// Choose a picture and upload it (decision 047): the back office's one upload field, for articles,
// campaigns and blog posts. It says how far the upload has come, shows the stored picture, and gives the
// server's Norwegian message when the file is refused (wrong format, too large).
import { type ChangeEvent, useId, useState } from "react";
import { IMAGE_TOO_LARGE, MAX_UPLOAD_BYTES } from "../../domain/image-sizes.ts";
import { ApiError, uploadFile } from "../lib/api-client.ts";
import { FileChooser } from "./file-chooser.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

/** What the server answers for a stored picture (POST /backoffice/images). */
export interface UploadedImage {
  key: string;
  width: number;
  height: number;
  src: string;
}

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

export function ImageUpload({
  label,
  onUploaded,
  hint = "JPEG, PNG, WebP eller AVIF, høyst 15 MB",
}: {
  label: string;
  /** The stored picture, and the chosen file's name. */
  onUploaded: (image: UploadedImage, fileName: string) => void;
  hint?: string;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<UploadedImage | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setError(null);
    setPreview(null);
    setFileName(file?.name ?? null);
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      setError(IMAGE_TOO_LARGE);
      setFileName(null);
      input.value = "";
      return;
    }
    setProgress(0);
    try {
      const { data } = await uploadFile<{ data: UploadedImage }>("/backoffice/images", file, setProgress);
      setPreview(data);
      onUploaded(data, file.name);
    } catch (e) {
      setError(e instanceof ApiError ? (e.body.message ?? "Noe gikk galt") : "Noe gikk galt. Prøv igjen.");
      setFileName(null);
      input.value = "";
    } finally {
      setProgress(null);
    }
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="form-field image-upload">
      <label htmlFor={id}>{label}</label>
      <FileChooser
        id={id}
        accept={ACCEPT}
        fileName={fileName}
        onChange={choose}
        disabled={progress !== null}
        invalid={Boolean(error)}
        describedBy={error ? `${hintId} ${errorId}` : hintId}
        buttonText="Velg bilde"
      />
      <p id={hintId} className="form-field__hint">
        {hint}
      </p>
      <p className="image-upload__status" role="status">
        {progress !== null ? `Laster opp … ${Math.round(progress * 100)} %` : preview ? "Bildet er lastet opp." : ""}
      </p>
      {progress !== null ? (
        <progress className="image-upload__progress" max={1} value={progress} aria-labelledby={id} />
      ) : null}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
      {preview ? <ResponsiveImage className="image-upload__preview" picture={preview} alt="" sizes="12rem" /> : null}
    </div>
  );
}
