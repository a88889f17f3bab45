// The blog in the back office (issue 15, decision 049): the content module owns the posts and
// categories; each change is written with its audit row in one transaction, then the page cache is
// dropped so the storefront shows the change at once.

import type { Staff } from "../../../domain/back-office-roles.ts";
import { slugFromTitle } from "../../../domain/blog-slug.ts";
import { osloDateTime, osloInstant } from "../../../domain/opening-hours.ts";
import { publishStatus } from "../../../domain/publish-status.ts";
import type { Database, Executor } from "../../db/client.ts";
import { InvalidInput } from "../../lib/errors.ts";
import type { Audited, AuditService } from "../audit/service.ts";
import type { BlogCategoryBody, BlogPostBody } from "./admin-schemas.ts";
import { type BlogPostFields, type BlogPostRecord, createBlogAdmin } from "./blog-admin-repo.ts";

export const SLUG_NEEDED = "Skriv en adresse med bokstaver eller tall";
export const UNKNOWN_BRAND = "Merket finnes ikke";

export interface BlogAdminDeps {
  database: Database;
  audit: AuditService;
  brandIds: () => Promise<number[]>;
  /** Drops the storefront's cached pages (the catalogue's version keys the page cache). */
  pages: { invalidate: () => Promise<void> };
  clock: () => Date;
}

/** "2026-11-23T09:00" (Oslo) → the instant. */
export const fromLocal = (value: string) => osloInstant(value.slice(0, 10), value.slice(11, 16));

export type BlogAdminService = ReturnType<typeof createBlogAdminService>;

export function createBlogAdminService({ database, audit, brandIds, pages, clock }: BlogAdminDeps) {
  const admin = createBlogAdmin(database);
  const view = (row: BlogPostRecord) => ({
    ...row,
    publishedAt: row.publishedAt ? osloDateTime(row.publishedAt) : null,
    status: publishStatus(row.publishedAt, clock()),
  });
  const audited = ({ status: _s, ...fields }: ReturnType<typeof view>) => fields;

  const slugOf = (typed: string, from: string) => {
    const slug = typed || slugFromTitle(from);
    if (!slug) throw new InvalidInput(SLUG_NEEDED, { slug: [SLUG_NEEDED] });
    return slug;
  };

  async function fields(body: BlogPostBody): Promise<BlogPostFields> {
    if (body.brandId !== null && !(await brandIds()).includes(body.brandId)) {
      throw new InvalidInput(UNKNOWN_BRAND, { brandId: [UNKNOWN_BRAND] });
    }
    return {
      brandId: body.brandId,
      title: body.title,
      slug: slugOf(body.slug, body.title),
      summary: body.summary,
      body: body.body,
      featuredImage: body.featuredImage || null,
      publishedAt: body.publishedAt === null ? null : fromLocal(body.publishedAt),
      categoryIds: body.categoryIds,
    };
  }

  /** Runs `write` with its audit row in one transaction, then drops the cached pages. */
  const change = <T>(staff: Staff, write: (tx: Executor) => Promise<Audited<T>>) =>
    audit.change(staff, write, () => pages.invalidate());

  return {
    async posts(q: string, page: number) {
      const found = await admin.posts(q, page);
      return { ...found, data: found.data.map(view) };
    },
    post: async (id: number) => view(await admin.find(database.db, id)),
    async createPost(staff: Staff, body: BlogPostBody) {
      const input = await fields(body);
      return change(staff, async (tx) => {
        const created = view(await admin.create(tx, input));
        return {
          result: created,
          audit: {
            action: "blogpost.create",
            entityType: "blogpost",
            entityId: created.id,
            before: {},
            after: audited(created),
          },
        };
      });
    },
    async updatePost(staff: Staff, id: number, body: BlogPostBody) {
      const input = await fields(body);
      return change(staff, async (tx) => {
        const { before, after } = await admin.update(tx, id, input);
        return {
          result: view(after),
          audit: {
            action: "blogpost.update",
            entityType: "blogpost",
            entityId: id,
            before: audited(view(before)),
            after: audited(view(after)),
          },
        };
      });
    },
    async deletePost(staff: Staff, id: number) {
      await change(staff, async (tx) => {
        const before = view(await admin.remove(tx, id));
        return {
          result: undefined,
          audit: {
            action: "blogpost.delete",
            entityType: "blogpost",
            entityId: id,
            before: audited(before),
            after: {},
          },
        };
      });
    },

    categories: () => admin.categories(),
    /** Posts' titles by id (the audit log names what it tells of). */
    titles: (ids: readonly number[]) => admin.titles(ids),
    async createCategory(staff: Staff, body: BlogCategoryBody) {
      const input = { name: body.name, slug: slugOf(body.slug, body.name) };
      return change(staff, async (tx) => {
        const created = await admin.createCategory(tx, input);
        return {
          result: created,
          audit: {
            action: "blogcategory.create",
            entityType: "blogcategory",
            entityId: created.id,
            before: {},
            after: { name: created.name, slug: created.slug },
          },
        };
      });
    },
    async updateCategory(staff: Staff, id: number, body: BlogCategoryBody) {
      const input = { name: body.name, slug: slugOf(body.slug, body.name) };
      return change(staff, async (tx) => {
        const { before, after } = await admin.updateCategory(tx, id, input);
        return {
          result: after,
          audit: {
            action: "blogcategory.update",
            entityType: "blogcategory",
            entityId: id,
            before: { name: before.name, slug: before.slug },
            after: { name: after.name, slug: after.slug },
          },
        };
      });
    },
    async deleteCategory(staff: Staff, id: number) {
      await change(staff, async (tx) => {
        const before = await admin.removeCategory(tx, id);
        return {
          result: undefined,
          audit: {
            action: "blogcategory.delete",
            entityType: "blogcategory",
            entityId: id,
            before: { name: before.name, slug: before.slug },
            after: {},
          },
        };
      });
    },
  };
}
