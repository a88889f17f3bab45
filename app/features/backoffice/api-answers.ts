// What the back office's API answers, typed from the routes' own response schemas (issue 29): the
// generic of each `api<…>()` call, so a changed answer breaks the build, not the page. Type-only
// imports: no server code reaches the browser's bundle (DESIGN.md §4).
import type { z } from "zod";
import type {
  blogCategoryRecord,
  blogPostRecord,
  pollRecord,
} from "../../../server/modules/backoffice/blog-poll-schemas.ts";
import type { campaignRecord } from "../../../server/modules/backoffice/campaign-schemas.ts";
import type {
  draftView,
  menuSaved,
  pageOne,
  publishedView,
} from "../../../server/modules/backoffice/content-schemas.ts";
import type { moderationChange } from "../../../server/modules/backoffice/review-routes.ts";
import type { stockAdjusted } from "../../../server/modules/backoffice/routes.ts";
import type {
  articlePage,
  articlePhoto,
  articleRecord,
  brandRecord,
  promoCodeRecord,
  shopRecord,
  variantRecord,
} from "../../../server/modules/backoffice/schemas.ts";
import type { countSaved, importPlan, importProgress } from "../../../server/modules/backoffice/stock-routes.ts";
import type { reservationData } from "../../../server/modules/reservations/schemas.ts";

type One<T extends z.ZodType> = { data: z.infer<T> };

export type ArticleAnswer = One<typeof articleRecord>;
export type ArticlePage = z.infer<typeof articlePage>;
/** The article's pictures after a change, in their order. */
export type ArticlePhotosAnswer = { data: z.infer<typeof articlePhoto>[] };
export type VariantAnswer = One<typeof variantRecord>;
export type StockAdjusted = z.infer<typeof stockAdjusted>;
export type CountSaved = z.infer<typeof countSaved>;
export type ImportPlan = z.infer<typeof importPlan>;
export type ImportProgress = z.infer<typeof importProgress>;
export type ShopAnswer = One<typeof shopRecord>;
export type BrandAnswer = One<typeof brandRecord>;
export type PromoCodeAnswer = One<typeof promoCodeRecord>;
export type CampaignAnswer = One<typeof campaignRecord>;
export type BlogPostAnswer = One<typeof blogPostRecord>;
export type BlogCategoryAnswer = One<typeof blogCategoryRecord>;
/** A deleted post or category: the server's sentence. */
export type Deleted = { message: string };
export type PollAnswer = One<typeof pollRecord>;
export type ModerationChange = z.infer<typeof moderationChange>;
export type ReservationAnswer = z.infer<typeof reservationData>;
export type DraftAnswer = z.infer<typeof draftView>;
export type PublishedAnswer = z.infer<typeof publishedView>;
export type PageAnswer = z.infer<typeof pageOne>;
export type MenuAnswer = z.infer<typeof menuSaved>;
