// Back office: write a new blog post (/admin/blogg/ny) or change one (/admin/blogg/{id}), for editors
// and administrators (decision 049).
import { Link } from "react-router";
import { osloDateTime } from "../../domain/opening-hours.ts";
import { PUBLISH_STATUS_NAMES } from "../../domain/publish-status.ts";
import { parseRecordId } from "../../domain/record-id.ts";
import { BlogPostForm, EMPTY_BLOG_POST } from "../features/backoffice/blog-post-form.tsx";
import { isNotFoundError, notFound } from "../lib/http-errors.ts";
import type { Route } from "./+types/admin-blog-post";
import { loadFor } from "./admin.server.ts";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.post ? `Blogginnlegg: ${data.post.title}` : "Nytt blogginnlegg" },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = params.id === "ny" ? null : parseRecordId(params.id);
  return loadFor(context, `/admin/blogg/${params.id}`, "content.edit", async (staff) => {
    if (id === null && params.id !== "ny") notFound();
    const { blogAdmin, tenants, clock } = context.services;
    const post =
      id === null
        ? null
        : await blogAdmin
            .post(id)
            .catch((error: unknown) => (isNotFoundError(error) ? notFound() : Promise.reject(error)));
    const [categories, brands] = await Promise.all([blogAdmin.categories(), tenants.admin.list()]);
    return {
      role: staff.role,
      post,
      justSaved: new URL(request.url).searchParams.has("lagret"),
      categories: categories.map(({ id, name }) => ({ id, name })),
      brands: brands.map(({ id, name }) => ({ id, name })),
      nowLocal: osloDateTime(clock()),
    };
  });
}

export default function AdminBlogPost({ loaderData }: Route.ComponentProps) {
  const { post, justSaved, categories, brands, nowLocal } = loaderData;
  return (
    <div className="page admin-page">
      <p>
        <Link to="/admin/blogg">Alle blogginnlegg</Link>
      </p>
      <h1>{post ? post.title : "Nytt blogginnlegg"}</h1>
      {post ? <p>Status: {PUBLISH_STATUS_NAMES[post.status]}</p> : null}
      {justSaved ? <p role="status">Innlegget er opprettet.</p> : null}
      <BlogPostForm
        key={post?.id ?? "ny"}
        initial={post ?? EMPTY_BLOG_POST}
        brands={brands}
        categories={categories}
        nowLocal={nowLocal}
      />
    </div>
  );
}
