/** First focusable element of every page; jumps past the header to <main id="innhold">. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#innhold">
      Gå til innhold
    </a>
  );
}
