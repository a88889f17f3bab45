// One request per back office route, for backoffice/roles.test.ts: the keys are exactly the guard's
// route table (BACKOFFICE_PERMISSIONS), so a new route does not compile without its sample. Each asks
// for something harmless: an unknown reservation (404 for anyone allowed), or a shop's or brand's
// values as they are (`known`, read when the test starts).
import type { BackofficeRoute } from "../../server/modules/backoffice/guard.ts";

const SHOP = 55;

export interface Sample {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  body?: () => unknown;
  /** The status an allowed role gets (an unknown reservation is a 404 for anyone). */
  ok: number;
}

/** What the samples send back unchanged, read from the database once the test app is open. */
export interface Known {
  shop: { opening_hours: string; preparation_minutes: number };
  brandName: string;
}

/** One request per route; the keys must be exactly the route table's. */
export function backofficeSamples(known: Known): Record<BackofficeRoute, Sample> {
  return {
    "GET /backoffice/reservations": { method: "GET", url: "/api/v1/backoffice/reservations", ok: 200 },
    "GET /backoffice/reservations/search": {
      method: "GET",
      url: "/api/v1/backoffice/reservations/search?q=R99999999",
      ok: 200,
    },
    "GET /backoffice/reservations/:id": { method: "GET", url: "/api/v1/backoffice/reservations/99999999", ok: 404 },
    "POST /backoffice/reservations/:id/ready": {
      method: "POST",
      url: "/api/v1/backoffice/reservations/99999999/ready",
      ok: 404,
    },
    "POST /backoffice/reservations/:id/collect": {
      method: "POST",
      url: "/api/v1/backoffice/reservations/99999999/collect",
      ok: 404,
    },
    "GET /backoffice/pick-list": { method: "GET", url: "/api/v1/backoffice/pick-list", ok: 200 },
    "POST /backoffice/reservations/:id/collect-part": {
      method: "POST",
      url: "/api/v1/backoffice/reservations/99999999/collect-part",
      body: () => ({ lines: [{ EanNo: "12345678", Count: 1 }] }),
      ok: 404,
    },
    "POST /backoffice/reservations/:id/pack": {
      method: "POST",
      url: "/api/v1/backoffice/reservations/99999999/pack",
      ok: 404,
    },
    "POST /backoffice/reservations/:id/ship": {
      method: "POST",
      url: "/api/v1/backoffice/reservations/99999999/ship",
      body: () => ({ trackingUrl: "https://sporing.example.no/123" }),
      ok: 404,
    },
    "POST /backoffice/reservations/:id/return": {
      method: "POST",
      url: "/api/v1/backoffice/reservations/99999999/return",
      body: () => ({ lines: [{ EanNo: "12345678", Count: 1 }] }),
      ok: 404,
    },
    "POST /backoffice/reservations/:id/cancel": {
      method: "POST",
      url: "/api/v1/backoffice/reservations/99999999/cancel",
      ok: 404,
    },
    "GET /backoffice/shops": { method: "GET", url: "/api/v1/backoffice/shops", ok: 200 },
    "GET /backoffice/shops/:id": { method: "GET", url: `/api/v1/backoffice/shops/${SHOP}`, ok: 200 },
    "PUT /backoffice/shops/:id/hours": {
      method: "PUT",
      url: `/api/v1/backoffice/shops/${SHOP}/hours`,
      body: () => ({ openingHours: known.shop.opening_hours, specialHours: [] }),
      ok: 200,
    },
    "PATCH /backoffice/shops/:id": {
      method: "PATCH",
      url: `/api/v1/backoffice/shops/${SHOP}`,
      body: () => ({ preparationMinutes: known.shop.preparation_minutes }),
      ok: 200,
    },
    // A new shop without its fields: refused by the schema, so nothing is created.
    "POST /backoffice/shops": { method: "POST", url: "/api/v1/backoffice/shops", body: () => ({}), ok: 422 },
    "GET /backoffice/shops/locate": {
      method: "GET",
      url: "/api/v1/backoffice/shops/locate?address=Stenersgata%201&postNo=0050",
      ok: 200,
    },
    "POST /backoffice/shops/:id/close": { method: "POST", url: "/api/v1/backoffice/shops/99999999/close", ok: 404 },
    "POST /backoffice/shops/:id/reopen": { method: "POST", url: "/api/v1/backoffice/shops/99999999/reopen", ok: 404 },
    "GET /backoffice/shipping-methods": { method: "GET", url: "/api/v1/backoffice/shipping-methods", ok: 200 },
    "GET /backoffice/shipping-methods/:id": {
      method: "GET",
      url: "/api/v1/backoffice/shipping-methods/99999999",
      ok: 404,
    },
    "POST /backoffice/shipping-methods": {
      method: "POST",
      url: "/api/v1/backoffice/shipping-methods",
      body: () => ({}),
      ok: 422,
    },
    "PATCH /backoffice/shipping-methods/:id": {
      method: "PATCH",
      url: "/api/v1/backoffice/shipping-methods/99999999",
      body: () => ({ name: "Hent i butikk", type: "pickup", price: "0" }),
      ok: 404,
    },
    "GET /backoffice/brands": { method: "GET", url: "/api/v1/backoffice/brands", ok: 200 },
    "GET /backoffice/brands/:id": { method: "GET", url: "/api/v1/backoffice/brands/1", ok: 200 },
    // An empty form: refused (422) for the allowed, without leaving a brand behind in the shared database.
    "POST /backoffice/brands": { method: "POST", url: "/api/v1/backoffice/brands", ok: 422 },
    "PATCH /backoffice/brands/:id": {
      method: "PATCH",
      url: "/api/v1/backoffice/brands/1",
      body: () => ({ name: known.brandName }),
      ok: 200,
    },
    // A new brand without a name: refused by the schema, so nothing is created.
    "GET /backoffice/audit": { method: "GET", url: "/api/v1/backoffice/audit", ok: 200 },
    "GET /backoffice/reviews": { method: "GET", url: "/api/v1/backoffice/reviews", ok: 200 },
    "POST /backoffice/reviews/:id/approve": {
      method: "POST",
      url: "/api/v1/backoffice/reviews/99999999/approve",
      ok: 404,
    },
    "POST /backoffice/reviews/:id/reject": {
      method: "POST",
      url: "/api/v1/backoffice/reviews/99999999/reject",
      ok: 404,
    },
    "PUT /backoffice/reviews/:id/reply": {
      method: "PUT",
      url: "/api/v1/backoffice/reviews/99999999/reply",
      body: () => ({ reply: "Takk!" }),
      ok: 404,
    },
    "GET /backoffice/promocodes": { method: "GET", url: "/api/v1/backoffice/promocodes", ok: 200 },
    "GET /backoffice/promocodes/:id": { method: "GET", url: "/api/v1/backoffice/promocodes/99999999", ok: 404 },
    // An empty form: refused (422) for the allowed, without leaving a code behind in the shared database.
    "POST /backoffice/promocodes": { method: "POST", url: "/api/v1/backoffice/promocodes", ok: 422 },
    "PATCH /backoffice/promocodes/:id": {
      method: "PATCH",
      url: "/api/v1/backoffice/promocodes/99999999",
      body: () => ({
        name: "Ingen",
        code: "INGEN",
        fixed: false,
        amount: "10",
        validFrom: "2026-01-01",
        validTo: "2026-12-31",
      }),
      ok: 404,
    },
    "GET /backoffice/articles": { method: "GET", url: "/api/v1/backoffice/articles?q=a", ok: 200 },
    "GET /backoffice/articles/:id": { method: "GET", url: "/api/v1/backoffice/articles/99999999", ok: 404 },
    "PATCH /backoffice/articles/:id": {
      method: "PATCH",
      url: "/api/v1/backoffice/articles/99999999",
      body: () => ({ name: "Ingen" }),
      ok: 404,
    },
    "POST /backoffice/stock/adjust": {
      method: "POST",
      url: "/api/v1/backoffice/stock/adjust",
      body: () => ({ variantId: 99999999, shopId: SHOP, delta: 1, reason: "Varemottak" }),
      ok: 404,
    },
    "GET /backoffice/campaigns": { method: "GET", url: "/api/v1/backoffice/campaigns", ok: 200 },
    "GET /backoffice/campaigns/articles": { method: "GET", url: "/api/v1/backoffice/campaigns/articles?q=a", ok: 200 },
    "GET /backoffice/campaigns/:id": { method: "GET", url: "/api/v1/backoffice/campaigns/99999999", ok: 404 },
    // An empty form: refused (422) for the allowed, without leaving a campaign behind in the shared database.
    "POST /backoffice/campaigns": { method: "POST", url: "/api/v1/backoffice/campaigns", ok: 422 },
    "PATCH /backoffice/campaigns/:id": {
      method: "PATCH",
      url: "/api/v1/backoffice/campaigns/99999999",
      body: () => ({
        name: "Ingen",
        startDate: "2030-01-01",
        startTime: "00:00",
        endDate: "2030-01-31",
        endTime: "23:59",
      }),
      ok: 404,
    },
    "POST /backoffice/campaigns/:id/end": { method: "POST", url: "/api/v1/backoffice/campaigns/99999999/end", ok: 404 },
    "DELETE /backoffice/campaigns/:id": { method: "DELETE", url: "/api/v1/backoffice/campaigns/99999999", ok: 404 },
    "POST /backoffice/campaigns/:id/lines": {
      method: "POST",
      url: "/api/v1/backoffice/campaigns/99999999/lines",
      body: () => ({ articleId: 1, price: "10", labelType: "percent" }),
      ok: 404,
    },
    "PATCH /backoffice/campaigns/:id/lines/:lineId": {
      method: "PATCH",
      url: "/api/v1/backoffice/campaigns/99999999/lines/1",
      body: () => ({ price: "10", labelType: "percent" }),
      ok: 404,
    },
    "DELETE /backoffice/campaigns/:id/lines/:lineId": {
      method: "DELETE",
      url: "/api/v1/backoffice/campaigns/99999999/lines/1",
      ok: 404,
    },
    // The content routes' writes: refused (422) or not found for the allowed, so nothing is left behind.
    "GET /backoffice/home/:brandId": { method: "GET", url: "/api/v1/backoffice/home/1", ok: 200 },
    "GET /backoffice/home/:brandId/drafts/:name": {
      method: "GET",
      url: "/api/v1/backoffice/home/1/drafts/finnes-ikke",
      ok: 404,
    },
    "PUT /backoffice/home/:brandId/drafts/:name/slots/:slot": {
      method: "PUT",
      url: "/api/v1/backoffice/home/1/drafts/roller/slots/grid1",
      body: () => ({ slot: { type: "text", title: "", link: "/" } }),
      ok: 422,
    },
    "POST /backoffice/home/:brandId/drafts/:name/publish": {
      method: "POST",
      url: "/api/v1/backoffice/home/1/drafts/finnes-ikke/publish",
      ok: 404,
    },
    "DELETE /backoffice/home/:brandId/drafts/:name": {
      method: "DELETE",
      url: "/api/v1/backoffice/home/1/drafts/finnes-ikke",
      ok: 404,
    },
    "GET /backoffice/pages/:brandId": { method: "GET", url: "/api/v1/backoffice/pages/1", ok: 200 },
    "PUT /backoffice/pages/:brandId/:key": {
      method: "PUT",
      url: "/api/v1/backoffice/pages/1/finnes-ikke",
      body: () => ({ title: "Tittel", text: "Tekst" }),
      ok: 404,
    },
    "GET /backoffice/menus/:brandId": { method: "GET", url: "/api/v1/backoffice/menus/1", ok: 200 },
    "PUT /backoffice/menus/:brandId": {
      method: "PUT",
      url: "/api/v1/backoffice/menus/1",
      body: () => ({
        categories: [99999999],
        extras: { collection: false, support: true, maintenance: false, about: true, information: false },
      }),
      ok: 422,
    },
    "GET /backoffice/stock/count-sheet": { method: "GET", url: "/api/v1/backoffice/stock/count-sheet", ok: 200 },
    // An unknown variant: refused (422) for the allowed, with nothing counted.
    "POST /backoffice/stock/count": {
      method: "POST",
      url: "/api/v1/backoffice/stock/count",
      body: () => ({ shopId: SHOP, lines: [{ line: 1, variantId: 99999999, shown: 0, counted: "1" }] }),
      ok: 422,
    },
    // No file: refused (422) for the allowed, with nothing imported.
    "POST /backoffice/import/dry-run": {
      method: "POST",
      url: "/api/v1/backoffice/import/dry-run?kind=stock&file=lager.csv",
      ok: 422,
    },
    "POST /backoffice/import/run": {
      method: "POST",
      url: "/api/v1/backoffice/import/run?kind=stock&file=lager.csv",
      ok: 422,
    },
    "GET /backoffice/blog/posts": { method: "GET", url: "/api/v1/backoffice/blog/posts", ok: 200 },
    "GET /backoffice/blog/posts/:id": { method: "GET", url: "/api/v1/backoffice/blog/posts/99999999", ok: 404 },
    // Empty forms: refused (422) for the allowed, without leaving a post behind in the shared database.
    "POST /backoffice/blog/posts": { method: "POST", url: "/api/v1/backoffice/blog/posts", ok: 422 },
    "PUT /backoffice/blog/posts/:id": {
      method: "PUT",
      url: "/api/v1/backoffice/blog/posts/99999999",
      body: () => ({ title: "Ingen", body: "Ingen", brandId: null, publishedAt: null }),
      ok: 404,
    },
    "DELETE /backoffice/blog/posts/:id": { method: "DELETE", url: "/api/v1/backoffice/blog/posts/99999999", ok: 404 },
    "GET /backoffice/blog/categories": { method: "GET", url: "/api/v1/backoffice/blog/categories", ok: 200 },
    "POST /backoffice/blog/categories": { method: "POST", url: "/api/v1/backoffice/blog/categories", ok: 422 },
    "PUT /backoffice/blog/categories/:id": {
      method: "PUT",
      url: "/api/v1/backoffice/blog/categories/99999999",
      body: () => ({ name: "Ingen" }),
      ok: 404,
    },
    "DELETE /backoffice/blog/categories/:id": {
      method: "DELETE",
      url: "/api/v1/backoffice/blog/categories/99999999",
      ok: 404,
    },
    "GET /backoffice/polls": { method: "GET", url: "/api/v1/backoffice/polls", ok: 200 },
    "GET /backoffice/polls/:id": { method: "GET", url: "/api/v1/backoffice/polls/99999999", ok: 404 },
    "POST /backoffice/polls": { method: "POST", url: "/api/v1/backoffice/polls", ok: 422 },
    "PUT /backoffice/polls/:id": {
      method: "PUT",
      url: "/api/v1/backoffice/polls/99999999",
      body: () => ({
        name: "Ingen",
        brandId: null,
        startsAt: "2026-01-01T00:00",
        endsAt: null,
        questions: [{ text: "Ingen?", options: [{ text: "Ja", correct: true }, { text: "Nei" }] }],
      }),
      ok: 404,
    },
    // The category tree, sizes and colours: reads, empty forms (422) and unknown ids (404), so nothing is left behind.
    "GET /backoffice/categories": { method: "GET", url: "/api/v1/backoffice/categories", ok: 200 },
    "POST /backoffice/categories": { method: "POST", url: "/api/v1/backoffice/categories", ok: 422 },
    "PATCH /backoffice/categories/:id": {
      method: "PATCH",
      url: "/api/v1/backoffice/categories/99999999",
      body: () => ({ name: "Ingen" }),
      ok: 404,
    },
    "DELETE /backoffice/categories/:id": { method: "DELETE", url: "/api/v1/backoffice/categories/99999999", ok: 404 },
    "POST /backoffice/categories/:id/move": {
      method: "POST",
      url: "/api/v1/backoffice/categories/99999999/move",
      body: () => ({ direction: "up" }),
      ok: 404,
    },
    "POST /backoffice/categories/:id/subcategories": {
      method: "POST",
      url: "/api/v1/backoffice/categories/99999999/subcategories",
      body: () => ({ name: "Ingen" }),
      ok: 404,
    },
    "PATCH /backoffice/subcategories/:id": {
      method: "PATCH",
      url: "/api/v1/backoffice/subcategories/99999999",
      body: () => ({ name: "Ingen" }),
      ok: 404,
    },
    "DELETE /backoffice/subcategories/:id": {
      method: "DELETE",
      url: "/api/v1/backoffice/subcategories/99999999",
      ok: 404,
    },
    "POST /backoffice/subcategories/:id/move": {
      method: "POST",
      url: "/api/v1/backoffice/subcategories/99999999/move",
      body: () => ({ direction: "down" }),
      ok: 404,
    },
    "POST /backoffice/subcategories/:id/groups": {
      method: "POST",
      url: "/api/v1/backoffice/subcategories/99999999/groups",
      body: () => ({ name: "Ingen" }),
      ok: 404,
    },
    "PATCH /backoffice/groups/:id": {
      method: "PATCH",
      url: "/api/v1/backoffice/groups/99999999",
      body: () => ({ name: "Ingen" }),
      ok: 404,
    },
    "DELETE /backoffice/groups/:id": { method: "DELETE", url: "/api/v1/backoffice/groups/99999999", ok: 404 },
    "POST /backoffice/groups/:id/move": {
      method: "POST",
      url: "/api/v1/backoffice/groups/99999999/move",
      body: () => ({ direction: "up" }),
      ok: 404,
    },
    "GET /backoffice/sizes": { method: "GET", url: "/api/v1/backoffice/sizes", ok: 200 },
    "POST /backoffice/sizes": { method: "POST", url: "/api/v1/backoffice/sizes", ok: 422 },
    "PATCH /backoffice/sizes/:id": {
      method: "PATCH",
      url: "/api/v1/backoffice/sizes/99999999",
      body: () => ({ name: "Ingen" }),
      ok: 404,
    },
    "DELETE /backoffice/sizes/:id": { method: "DELETE", url: "/api/v1/backoffice/sizes/99999999", ok: 404 },
    "POST /backoffice/sizes/:id/move": {
      method: "POST",
      url: "/api/v1/backoffice/sizes/99999999/move",
      body: () => ({ direction: "up" }),
      ok: 404,
    },
    "GET /backoffice/colors": { method: "GET", url: "/api/v1/backoffice/colors", ok: 200 },
    "POST /backoffice/color-groups": { method: "POST", url: "/api/v1/backoffice/color-groups", ok: 422 },
    "PATCH /backoffice/color-groups/:id": {
      method: "PATCH",
      url: "/api/v1/backoffice/color-groups/99999999",
      body: () => ({ label: "Ingen" }),
      ok: 404,
    },
    "DELETE /backoffice/color-groups/:id": {
      method: "DELETE",
      url: "/api/v1/backoffice/color-groups/99999999",
      ok: 404,
    },
    "POST /backoffice/colors": { method: "POST", url: "/api/v1/backoffice/colors", ok: 422 },
    "PATCH /backoffice/colors/:id": {
      method: "PATCH",
      url: "/api/v1/backoffice/colors/99999999",
      body: () => ({ name: "Ingen" }),
      ok: 404,
    },
    "DELETE /backoffice/colors/:id": { method: "DELETE", url: "/api/v1/backoffice/colors/99999999", ok: 404 },
    // JSON instead of a file: an allowed role is told to choose a file.
    "GET /backoffice/images": { method: "GET", url: "/api/v1/backoffice/images", ok: 200 },
    "POST /backoffice/images": { method: "POST", url: "/api/v1/backoffice/images", ok: 422 },
    "POST /backoffice/articles/:id/photos": {
      method: "POST",
      url: "/api/v1/backoffice/articles/99999999/photos",
      body: () => ({ key: "0".repeat(32), alt: "Bilde" }),
      ok: 422,
    },
    "PUT /backoffice/articles/:id/photos/order": {
      method: "PUT",
      url: "/api/v1/backoffice/articles/99999999/photos/order",
      body: () => ({ ids: [] }),
      ok: 404,
    },
    "POST /backoffice/articles/:id/variants": {
      method: "POST",
      url: "/api/v1/backoffice/articles/99999999/variants",
      body: () => ({ colorId: 1, sizeId: 1, ean: "96385074" }),
      ok: 404,
    },
    "PATCH /backoffice/articles/:id/variants/:variantId": {
      method: "PATCH",
      url: "/api/v1/backoffice/articles/99999999/variants/1",
      body: () => ({ visibleWeb: false }),
      ok: 404,
    },
    "DELETE /backoffice/articles/:id/photos/:photoId": {
      method: "DELETE",
      url: "/api/v1/backoffice/articles/99999999/photos/1",
      ok: 404,
    },
    // people: an unknown person (404), an empty invitation (422): nothing left behind in the shared database.
    "GET /backoffice/people": { method: "GET", url: "/api/v1/backoffice/people", ok: 200 },
    "POST /backoffice/people": { method: "POST", url: "/api/v1/backoffice/people", ok: 422 },
    "PATCH /backoffice/people/:id": {
      method: "PATCH",
      url: "/api/v1/backoffice/people/99999999",
      body: () => ({ role: "editor" }),
      ok: 404,
    },
    "POST /backoffice/people/:id/invite": { method: "POST", url: "/api/v1/backoffice/people/99999999/invite", ok: 404 },
  };
}
