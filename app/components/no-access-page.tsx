// What a person sees on a page their role may not open (HTTP 403): what happened and where to go.
import { Link } from "react-router";

export function NoAccessPage() {
  return (
    <div className="page page--narrow">
      <h1>Ingen tilgang</h1>
      <p>Du har ikke tilgang til denne siden. Spør en administrator hvis du trenger den i arbeidet ditt.</p>
      <p>
        <Link to="/admin">Til oversikten</Link> · <Link to="/">Til nettbutikken</Link>
      </p>
    </div>
  );
}
