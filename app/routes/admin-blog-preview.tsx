// Back office: a blog post exactly as the storefront would show it, published or not, for editors
// (decision 049). Marked as a preview and never indexed.
import { Link } from "react-router";
import { parseRecordId } from "../../domain/record-id.ts";
import { isNotFoundError, notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/admin-blog-preview";
import { loadFor } from "./admin.server.ts";
import { blogPostShown } from "./blog-post.server.ts";
import { BlogPostArticle } from "./blog-post.tsx";

export const PREVIEW_MARK = "Forhåndsvisning – ikke publisert";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `${PREVIEW_MARK}: ${data.post.title}` : PREVIEW_MARK },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  return loadFor(context, `/admin/blogg/${params.id}/forhandsvisning`, "content.edit", async () => {
    if (id === null) notFound();
    const { blog, clock } = context.services;
    const post = await blog
      .preview(id)
      .catch((error: unknown) => (isNotFoundError(error) ? notFound() : Promise.reject(error)));
    return { id, ...blogPostShown(post, clock()) };
  });
}

export default function AdminBlogPreview({ loaderData }: Route.ComponentProps) {
  const { id, ...shown } = loaderData;
  return (
    <>
      <div className="admin-preview-mark" role="note">
        <p>
          <strong>{PREVIEW_MARK}</strong>
        </p>
        <Link to={`/admin/blogg/${id}`}>Tilbake til redigering</Link>
      </div>
      <BlogPostArticle {...shown} />
    </>
  );
}
