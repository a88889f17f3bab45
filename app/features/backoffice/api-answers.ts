// What the back office's API answers, typed from the routes' own response schemas (issue 29): the
// generic of each `api<…>()` call, so a changed answer breaks the build, not the page. Type-only
// imports: no server code reaches the browser's bundle (DESIGN.md §4).
import type { z } from "zod";
import type { stockAdjusted } from "../../../server/modules/catalog/article-admin-routes.ts";
import type {
  articlePage,
  articlePhoto,
  articleRecord,
  variantRecord,
} from "../../../server/modules/catalog/article-admin-schemas.ts";
import type { campaignRecord } from "../../../server/modules/catalog/campaigns/admin-schemas.ts";
import type { importPlan, importProgress } from "../../../server/modules/catalog/csv-import-routes.ts";
import type { countSaved } from "../../../server/modules/catalog/stock-count-routes.ts";
import type { blogCategoryRecord, blogPostRecord, pollRecord } from "../../../server/modules/content/admin-schemas.ts";
import type { personInvited, personOne } from "../../../server/modules/customers/people-admin-schemas.ts";
import type { promoCodeRecord } from "../../../server/modules/promocodes/admin-schemas.ts";
import type { reservationData } from "../../../server/modules/reservations/schemas.ts";
import type { moderationChange } from "../../../server/modules/reviews/moderation-routes.ts";
import type { shippingMethodRecord } from "../../../server/modules/shipping/admin-schemas.ts";
import type { shopLocated, shopRecord } from "../../../server/modules/shops/admin-schemas.ts";
import type {
  brandRecord,
  draftView,
  menuSaved,
  pageOne,
  publishedView,
} from "../../../server/modules/tenants/admin-schemas.ts";

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
/** A new shop, and where its coordinates came from. */
export type NewShopAnswer = ShopAnswer & { meta: { coordinates: "address" | "postcode" | "manual" } };
export type ShopLocatedAnswer = One<typeof shopLocated>;
export type ShippingMethodAnswer = One<typeof shippingMethodRecord>;
export type BrandAnswer = One<typeof brandRecord>;
export type PromoCodeAnswer = One<typeof promoCodeRecord>;
/** A changed person with the server's sentence ('Kari Berg er lagret.'). */
export type PersonAnswer = z.infer<typeof personOne>;
export type PersonInvited = z.infer<typeof personInvited>;
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
