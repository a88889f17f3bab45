// Reading a reservation's code with the camera (issue 29), for the browsers that have the Barcode
// Detection API (Chrome on Android, Safari on iOS 17+ behind no flag on some, not desktop Linux): the
// rear camera in a dialog, each frame asked for a QR code or a Code 128 barcode until one is read.
// The counter search shows the button only where the API exists; typing and scanners work everywhere.
import { useEffect, useId, useRef, useState } from "react";

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options?: { formats?: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}

/** The two pictures of a reservation's code (domain/counter-code.ts). */
const FORMATS = ["qr_code", "code_128"];

const detectorClass = (): BarcodeDetectorClass | undefined =>
  (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

export function hasBarcodeDetector(): boolean {
  return typeof window !== "undefined" && detectorClass() !== undefined && !!navigator.mediaDevices?.getUserMedia;
}

export const CAMERA_REFUSED = "Fikk ikke brukt kameraet. Tillat kamera for siden, eller skriv nummeret i feltet.";

export function CameraScan({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
    let stopped = false;
    let stream: MediaStream | null = null;
    let frame = 0;
    const stop = () => {
      stopped = true;
      cancelAnimationFrame(frame);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    (async () => {
      const Detector = detectorClass();
      const view = video.current;
      if (!Detector || !view) return;
      const supported = (await Detector.getSupportedFormats?.().catch(() => FORMATS)) ?? FORMATS;
      const formats = FORMATS.filter((f) => supported.includes(f));
      const detector = new Detector({ formats: formats.length > 0 ? formats : FORMATS });
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      if (stopped) return stop();
      view.srcObject = stream;
      await view.play();
      const look = async () => {
        if (stopped) return;
        if (view.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          const codes = await detector.detect(view).catch(() => []);
          const code = codes.map((c) => c.rawValue.trim()).find((c) => c !== "");
          if (code && !stopped) {
            stop();
            found.current(code);
            return;
          }
        }
        frame = requestAnimationFrame(() => void look());
      };
      await look();
    })().catch(() => {
      stop();
      setProblem(CAMERA_REFUSED);
    });
    return stop;
  }, []);

  return (
    <dialog ref={dialog} className="confirm-dialog camera-scan" aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`}>Skann koden</h2>
      <p>Hold QR-koden eller strekkoden på kundens kvittering foran kameraet.</p>
      {/* The camera's picture, nothing to hear: no captions to give. */}
      <video ref={video} className="camera-scan__video" muted playsInline aria-label="Kameraets bilde" />
      {problem ? (
        <p className="form-message form-message--error" role="alert">
          {problem}
        </p>
      ) : null}
      <form method="dialog" className="backoffice-actions">
        <button type="submit" className="button">
          Lukk
        </button>
      </form>
    </dialog>
  );
}
