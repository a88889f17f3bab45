// "Tilbake til …": the breadcrumb back target (the previous page of the trail, else Forside), which
// restores the shopper's scroll position there.
import { Link } from "react-router";
import { useBackTarget } from "../features/navigation/breadcrumbs.ts";

export function BackLink() {
  const target = useBackTarget();
  return (
    <p className="back-link">
      <Link to={target.path} state={{ scrollPosition: target.scrollPosition }}>
        <span aria-hidden="true">← </span>Tilbake til {target.title}
      </Link>
    </p>
  );
}
