// Back office: one article (issue 15, decisions 045 and 047). Administrators edit its texts, visibility,
// purchase limit, price, care labels, season, product line and group, its pictures and its variants;
// staff and administrators see its stock per variant and shop and adjust it.
import { can } from "../../domain/back-office-roles.ts";
import { formatPrice, oreToKroner } from "../../domain/money.ts";
import { parseRecordId } from "../../domain/record-id.ts";
import { ArticleForm } from "../features/backoffice/article-form.tsx";
import { ArticlePhotos } from "../features/backoffice/article-photos.tsx";
import { ArticleVariants } from "../features/backoffice/article-variants.tsx";
import { StockAdjust } from "../features/backoffice/stock-adjust.tsx";
import { isNotFoundError, notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/admin-article";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Vare: ${data.article.name}` : "Vare" },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  return loadFor(context, `/admin/varer/${params.id}`, "stock.adjust", async (staff) => {
    if (id === null) notFound();
    try {
      const articles = context.services.articleAdmin;
      const [article, choices] = await Promise.all([
        articles.one(staff, id),
        can(staff.role, "catalog.edit") ? articles.choices() : null,
      ]);
      return { role: staff.role, article, choices };
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
  const { article, choices } = loaderData;
  return (
    <div className="page admin-page">
      <h1>{article.name}</h1>
      <p>
        Varenr. {article.articleNo} · Veiledende pris {formatPrice(oreToKroner(article.priceOre))} ·{" "}
        {article.visibleWeb ? "Synlig på nett" : "Ikke synlig på nett"}
      </p>
      {choices ? (
        <>
          <ArticleForm key={article.id} article={article} choices={choices} />
          <ArticlePhotos articleId={article.id} photos={article.photos} colours={coloursOf(article.variants)} />
          <ArticleVariants
            articleId={article.id}
            variants={article.variants}
            colours={choices.colors}
            sizes={choices.sizes}
          />
        </>
      ) : null}
      <h2>Lager</h2>
      <StockAdjust stock={article.stock} />
    </div>
  );
}
