// "Tilbake til …": the breadcrumb back target (the previous page of the trail, else Forside), which
// restores the shopper's scroll position there.
import { Link } from "react-router";
import { backPath } from "../../domain/back-path.ts";
import { useBackTarget } from "../features/navigation/breadcrumbs.ts";

export function BackLink() {
  const target = useBackTarget();
  // The trail lives in session storage, where any script of this origin may have written: input too.
  // On the server the target is always home (the trail is read in the browser only).
  const to = typeof window === "undefined" ? target.path : backPath(target.path, window.location.origin);
  return (
    <p className="back-link">
      <Link to={to} state={{ scrollPosition: target.scrollPosition }}>
        <span aria-hidden="true">← </span>Tilbake til {target.title}
      </Link>
    </p>
  );
}
