// Share (spec section 2, list header): Facebook, Twitter, mail and copy link ('Link Kopiert!' for
// 3 s). On a phone with the Web Share API it opens the native share sheet instead of the popup.
// The popup is a <details> disclosure, so the three links work without JavaScript.
import { type SyntheticEvent, useEffect, useRef, useState } from "react";
import { isMobileWidth } from "../lib/viewport.ts";

/** Spec section 9: the copied notice shows for 3 s. */
export const COPIED_NOTICE_MS = 3000;
export const COPIED_TEXT = "Link Kopiert!";

export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    mail: `mailto:?subject=${t}&body=${u}`,
  };
}

interface ShareMenuProps {
  /** Absolute address to share. */
  url: string;
  title: string;
}

export function ShareMenu({ url, title }: ShareMenuProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const links = shareLinks(url, title);

  // The toggle follows the shopper's click, which still counts as the user activation share needs.
  const openNative = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    if (!details.open || !isMobileWidth() || typeof navigator.share !== "function") return;
    details.open = false;
    // A dismissed share sheet rejects; that is not an error to show.
    navigator.share({ url, title }).catch(() => undefined);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
  };

  return (
    <details className="share" onToggle={openNative}>
      <summary className="button share__button">Del</summary>
      <ul className="share__list">
        <li>
          <a href={links.facebook} target="_blank" rel="noopener noreferrer">
            Facebook<span className="visually-hidden"> (åpnes i nytt vindu)</span>
          </a>
        </li>
        <li>
          <a href={links.twitter} target="_blank" rel="noopener noreferrer">
            Twitter<span className="visually-hidden"> (åpnes i nytt vindu)</span>
          </a>
        </li>
        <li>
          <a href={links.mail}>E-post</a>
        </li>
        <li>
          <button type="button" className="share__copy" onClick={copy}>
            Kopier lenke
          </button>
        </li>
      </ul>
      <p className="share__notice" role="status">
        {copied ? COPIED_TEXT : ""}
      </p>
    </details>
  );
}
