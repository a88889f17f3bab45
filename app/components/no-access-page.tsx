/** What a signed-in customer sees on a staff page. */
export function NoAccessPage() {
  return (
    <div className="page page--narrow">
      <h1>Ingen tilgang</h1>
      <p>Du har ikke tilgang til dette.</p>
    </div>
  );
}
