// The back office's forms validate the very schema their route validates the body with (DESIGN.md §4,
// issue 29): the route modules re-export the body schemas of domain/schemas, so a rule changed in one
// place is changed for both, and the browser shows the server's own words.
import { describe, expect, it } from "vitest";
import * as articles from "../../domain/schemas/article-admin.ts";
import * as blogPolls from "../../domain/schemas/blog-poll-admin.ts";
import * as brands from "../../domain/schemas/brand-admin.ts";
import * as campaigns from "../../domain/schemas/campaign-admin.ts";
import * as promoCodes from "../../domain/schemas/promo-code-admin.ts";
import * as reservations from "../../domain/schemas/reservation-admin.ts";
import * as reviews from "../../domain/schemas/review-admin.ts";
import * as shops from "../../domain/schemas/shop-admin.ts";
import * as stock from "../../domain/schemas/stock-admin.ts";
import * as reservationRoutes from "../../server/modules/backoffice/schemas.ts";
import * as articleAdmin from "../../server/modules/catalog/article-admin-schemas.ts";
import * as campaignRoutes from "../../server/modules/catalog/campaigns/admin-schemas.ts";
import * as stockCount from "../../server/modules/catalog/stock-count-service.ts";
import * as blogPollRoutes from "../../server/modules/content/admin-schemas.ts";
import * as promoCodeAdmin from "../../server/modules/promocodes/admin-schemas.ts";
import * as reviewRoutes from "../../server/modules/reviews/moderation-routes.ts";
import * as shopAdmin from "../../server/modules/shops/admin-schemas.ts";
import * as brandAdmin from "../../server/modules/tenants/admin-schemas.ts";

describe("a back-office route validates with the form's own schema", () => {
  it.each([
    ["articleBody", articleAdmin.articleBody, articles.articleBody],
    ["articlePhotoBody", articleAdmin.articlePhotoBody, articles.articlePhotoBody],
    ["photoOrderBody", articleAdmin.photoOrderBody, articles.photoOrderBody],
    ["variantBody", articleAdmin.variantBody, articles.variantBody],
    ["variantVisibilityBody", articleAdmin.variantVisibilityBody, articles.variantVisibilityBody],
    ["stockAdjustBody", articleAdmin.stockAdjustBody, stock.stockAdjustBody],
    ["shopBody", shopAdmin.shopBody, shops.shopBody],
    ["shopHoursBody", shopAdmin.shopHoursBody, shops.shopHoursBody],
    ["brandBody", brandAdmin.brandBody, brands.brandBody],
    ["promoCodeBody", promoCodeAdmin.promoCodeBody, promoCodes.promoCodeBody],
    ["campaignBody", campaignRoutes.campaignBody, campaigns.campaignBody],
    ["lineBody", campaignRoutes.lineBody, campaigns.lineBody],
    ["lineChangeBody", campaignRoutes.lineChangeBody, campaigns.lineChangeBody],
    ["blogPostBody", blogPollRoutes.blogPostBody, blogPolls.blogPostBody],
    ["blogCategoryBody", blogPollRoutes.blogCategoryBody, blogPolls.blogCategoryBody],
    ["pollBody", blogPollRoutes.pollBody, blogPolls.pollBody],
  ])("%s", (_name, route, form) => {
    expect(route).toBe(form);
  });

  it("with the same Norwegian messages", () => {
    expect(promoCodeAdmin.PROMO_PERCENT).toBe(promoCodes.PROMO_PERCENT);
    expect(reservationRoutes.BAD_TRACKING_URL).toBe(reservations.BAD_TRACKING_URL);
    expect(reviewRoutes.REPLY_TOO_LONG).toBe(reviews.REPLY_TOO_LONG);
    expect(campaignRoutes.CAMPAIGN_FORM_REFUSED).toBe(campaigns.CAMPAIGN_FORM_REFUSED);
    expect(stockCount.COUNT_INVALID).toBe(stock.COUNT_INVALID);
  });
});
