import { Link } from "react-router";

export function NotFoundPage() {
  return (
    <div className="page page--narrow">
      <h1>Siden finnes ikke</h1>
      <p>Vi fant ikke siden du lette etter. Den kan ha blitt flyttet eller slettet.</p>
      <p>
        <Link to="/">Gå til forsiden</Link>
      </p>
    </div>
  );
}
