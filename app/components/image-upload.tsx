// Choose a picture and upload it (decision 047): the back office's one upload field, for articles,
// campaigns and blog posts. It says how far the upload has come, shows the stored picture, and gives the
// server's Norwegian message when the file is refused (wrong format, too large): the upload is a call
// of the one API action (use-api-action.ts).
import { type ChangeEvent, useId, useState } from "react";
import type { z } from "zod";
import { IMAGE_TOO_LARGE, MAX_UPLOAD_BYTES } from "../../domain/image-sizes.ts";
import type { storedImage } from "../../server/modules/media/admin-routes.ts";
import { uploadFile } from "../lib/api-client.ts";
import { FileChooser } from "./file-chooser.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";
import { useApiAction } from "./use-api-action.ts";

/** What the server answers for a stored picture (POST /backoffice/images). */
export type UploadedImage = z.infer<typeof storedImage>;

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
  const [preview, setPreview] = useState<UploadedImage | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const upload = useApiAction();
  const { error } = upload;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    upload.reset();
    setPreview(null);
    setFileName(file?.name ?? null);
    if (!file) return;
    // A refused file is forgotten, so the same file can be chosen again once it is put right.
    const forget = () => {
      setFileName(null);
      input.value = "";
    };
    if (file.size > MAX_UPLOAD_BYTES) {
      upload.refuse(IMAGE_TOO_LARGE);
      forget();
      return;
    }
    setProgress(0);
    const uploaded = await upload.run(async () => {
      try {
        const { data } = await uploadFile<{ data: UploadedImage }>("/backoffice/images", file, setProgress);
        setPreview(data);
        onUploaded(data, file.name);
      } finally {
        setProgress(null);
      }
    });
    if (!uploaded) forget();
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
