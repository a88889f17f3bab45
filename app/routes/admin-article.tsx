// Back office: one article (issue 15, decision 045). Administrators edit its texts, visibility, purchase
// limit and price; staff and administrators see its stock per variant and shop and adjust it.
import { can } from "../../domain/back-office-roles.ts";
import { formatPrice, oreToKroner } from "../../domain/money.ts";
import { parseRecordId } from "../../domain/record-id.ts";
import { NoAccessPage } from "../components/no-access-page.tsx";
import { AdminNav } from "../features/backoffice/admin-nav.tsx";
import { ArticleForm } from "../features/backoffice/article-form.tsx";
import { ArticlePhotos } from "../features/backoffice/article-photos.tsx";
import { StockAdjust } from "../features/backoffice/stock-adjust.tsx";
import { isNotFoundError, notFound } from "../lib/http-errors.ts";
import accountCss from "../styles/account.css?url";
import adminCss from "../styles/admin-settings.css?url";
import type { Route } from "./+types/admin-article";
import { loadFor } from "./admin.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountCss },
  { rel: "stylesheet", href: adminCss },
];
export const meta: Route.MetaFunction = ({ data }) => [
  { title: data && !data.forbidden ? `Vare: ${data.article.name}` : "Vare" },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  return loadFor(context, `/admin/varer/${params.id}`, "stock.adjust", async (staff) => {
    if (id === null) notFound();
    try {
      return { role: staff.role, article: await context.services.backoffice.article(staff, id) };
    } catch (error) {
      if (isNotFoundError(error)) notFound();
      throw error;
    }
  });
}

/** The colours the article comes in, each once, by name. */
function coloursOf(variants: { colorId: number; color: string }[]) {
  return [...new Map(variants.map((v) => [v.colorId, { id: v.colorId, name: v.color }])).values()];
}

export default function AdminArticle({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden) return <NoAccessPage />;
  const { role, article } = loaderData;
  return (
    <div className="page admin-page">
      <AdminNav role={role} />
      <h1>{article.name}</h1>
      <p>
        Varenr. {article.articleNo} · Veiledende pris {formatPrice(oreToKroner(article.priceOre))} ·{" "}
        {article.visibleWeb ? "Synlig på nett" : "Ikke synlig på nett"}
      </p>
      {can(role, "catalog.edit") ? <ArticleForm key={article.id} article={article} /> : null}
      {can(role, "catalog.edit") ? (
        <ArticlePhotos articleId={article.id} photos={article.photos} colours={coloursOf(article.variants)} />
      ) : null}
      <h2>Lager</h2>
      <StockAdjust stock={article.stock} />
    </div>
  );
}
