// Where the review form goes on the product page. A guest gets the login link that comes back here;
// only a logged-in customer, who can write one, loads the form and the schemas it checks with
// (decision 053: a first visit's JavaScript carries no form library).
import { lazy, Suspense } from "react";
import { useLocation, useRouteLoaderData } from "react-router";

const ReviewForm = lazy(() => import("./review-form.tsx").then((m) => ({ default: m.ReviewForm })));

export function ReviewFormSlot({ articleId, boughtChoices }: { articleId: number; boughtChoices: string[] }) {
  const loggedIn = Boolean(useRouteLoaderData<{ user: { id: number } | null }>("root")?.user);
  const location = useLocation();
  if (!loggedIn) {
    const returnPath = `${location.pathname}${location.search}#reviews-title`;
    return (
      <p className="review-form__login">
        <a href={`/logg-inn?tilbake=${encodeURIComponent(returnPath)}`}>Logg inn for å skrive en anmeldelse</a>
      </p>
    );
  }
  return (
    <Suspense fallback={null}>
      <ReviewForm articleId={articleId} boughtChoices={boughtChoices} />
    </Suspense>
  );
}
