// The route table (spec section 2), in one place. Add routes above the catch-all; it must stay last.
// React Router ranks static segments above dynamic ones, so "/product/..." never reaches the
// "/:categoryName" route. The spec's "gender" (/:gender) and "category" (/:categoryName?/…) share
// one pattern, so one module serves both and tells them apart by the segment.
import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx", { id: "home" }),
  route("preview/:name", "routes/home.tsx", { id: "homePreview" }),

  // Static pages: the brand's texts.
  route("om-oss", "routes/static-page.tsx", { id: "about" }),
  route("kundeservice", "routes/static-page.tsx", { id: "support" }),
  route("vedlikehold", "routes/static-page.tsx", { id: "maintenance" }),
  route("baerekraftig-forretningspraksis", "routes/static-page.tsx", { id: "policy" }),
  route("personvernerklaering", "routes/static-page.tsx", { id: "cookies-screen" }),

  // Old addresses: HTTP redirects answered by the server (and followed after client navigation).
  route("payment", "routes/redirect.tsx", { id: "payment" }),
  route("return", "routes/redirect.tsx", { id: "return" }),
  route("terms", "routes/redirect.tsx", { id: "terms" }),
  route("reclamation", "routes/redirect.tsx", { id: "reclamation" }),
  route("privacy", "routes/redirect.tsx", { id: "privacy" }),
  route("article/:articleId", "routes/redirect.tsx", { id: "article" }),

  // Catalogue. "productById" (/product/123) and "product" (/product/name-123) share a pattern.
  route("product/:articleName?", "routes/product.tsx", { id: "product" }),
  route("utvalg/:ids", "routes/bundle.tsx", { id: "utvalg" }),
  route("kampanjer", "routes/campaigns.tsx", { id: "campaigns" }),
  route("kampanjer/:campaignId", "routes/campaign.tsx", { id: "campaign" }),
  route("blog", "routes/blog.tsx", { id: "blog" }),
  route("blog/kategori/:categorySlug", "routes/blog.tsx", { id: "blog-category" }),
  route("blog/rss.xml", "routes/blog-rss.ts", { id: "blog-rss" }),
  route("blog/:slug", "routes/blog-post.tsx", { id: "blog-post" }),
  route("kolleksjon", "routes/collection.tsx", { id: "collection" }),
  // The collection's editorial pages (decision 043); only a brand with them answers.
  route("breheim/:page?", "routes/editorial-page.tsx", { id: "editorial" }),
  route("butikker", "routes/shops.tsx", { id: "shops" }),
  route("butikker/:shopName", "routes/shop.tsx", { id: "shop" }),
  route("avstemning/:pollId?", "routes/poll.tsx", { id: "poll" }),
  route("favoritter", "routes/favourites.tsx", { id: "favourites" }),

  // Accounts (decision 014).
  route("logg-inn", "routes/login.tsx", { id: "login" }),
  route("registrer", "routes/register.tsx", { id: "register" }),
  route("glemt-passord", "routes/forgot-password.tsx", { id: "forgot-password" }),
  route("konto", "routes/account.tsx", { id: "account" }),
  route("konto/nytt-passord", "routes/reset-password.tsx", { id: "reset-password" }),
  route("konto/bekreft-epost", "routes/verify-email.tsx", { id: "verify-email" }),
  route("konto/reservasjoner", "routes/account-history.tsx", { id: "account-reservations" }),
  route("konto/ordrer", "routes/account-history.tsx", { id: "account-orders" }),
  route("konto/anmeldelser", "routes/account-history.tsx", { id: "account-reviews" }),
  // Search: the page, and the header box's form when JavaScript is off (/search?q=…).
  route("search/:query", "routes/search.tsx", { id: "search" }),
  route("search", "routes/search-form.tsx", { id: "search-form" }),

  // Cart, checkout and the staff back office.
  route("checkout", "routes/checkout.tsx", { id: "checkout" }),
  route("kvittering/:id", "routes/receipt.tsx", { id: "receipt" }),
  // The back office (issue 29): one layout route checks the login and the role, draws the header and
  // the menu by role, and loads the back office's styles once; every page is its child.
  route("admin", "routes/admin-layout.tsx", { id: "admin-layout" }, [
    index("routes/admin-dashboard.tsx", { id: "admin" }),
    route("reservasjoner", "routes/admin.tsx", { id: "admin-reservations" }),
    route("reservasjon/:id", "routes/admin-reservation.tsx", { id: "admin-reservation" }),
    route("epost", "routes/admin-mail.tsx", { id: "admin-mail" }),
    route("butikker", "routes/admin-shops.tsx", { id: "admin-shops" }),
    route("butikker/ny", "routes/admin-shop-new.tsx", { id: "admin-shop-new" }),
    route("butikker/:id", "routes/admin-shop.tsx", { id: "admin-shop" }),
    route("frakt", "routes/admin-shipping.tsx", { id: "admin-shipping" }),
    route("merker", "routes/admin-brands.tsx", { id: "admin-brands" }),
    route("merker/:id", "routes/admin-brand.tsx", { id: "admin-brand" }),
    route("logg", "routes/admin-audit.tsx", { id: "admin-audit" }),
    route("lansering", "routes/admin-launch.tsx", { id: "admin-launch" }),
    route("plukkliste", "routes/admin-pick-list.tsx", { id: "admin-pick-list" }),
    route("anmeldelser", "routes/admin-reviews.tsx", { id: "admin-reviews" }),
    route("verdikoder", "routes/admin-promo-codes.tsx", { id: "admin-promo-codes" }),
    route("varer", "routes/admin-articles.tsx", { id: "admin-articles" }),
    route("varer/:id", "routes/admin-article.tsx", { id: "admin-article" }),
    route("kampanjer", "routes/admin-campaigns.tsx", { id: "admin-campaigns" }),
    route("kampanjer/ny", "routes/admin-campaign-new.tsx", { id: "admin-campaign-new" }),
    route("kampanjer/:id", "routes/admin-campaign.tsx", { id: "admin-campaign" }),
    route("forside", "routes/admin-home.tsx", { id: "admin-home" }),
    route("sider", "routes/admin-pages.tsx", { id: "admin-pages" }),
    route("menyer", "routes/admin-menus.tsx", { id: "admin-menus" }),
    route("telling", "routes/admin-count.tsx", { id: "admin-count" }),
    route("import", "routes/admin-import.tsx", { id: "admin-import" }),
    route("blogg", "routes/admin-blog.tsx", { id: "admin-blog" }),
    route("blogg/:id", "routes/admin-blog-post.tsx", { id: "admin-blog-post" }),
    route("blogg/:id/forhandsvisning", "routes/admin-blog-preview.tsx", { id: "admin-blog-preview" }),
    route("avstemninger", "routes/admin-polls.tsx", { id: "admin-polls" }),
    route("avstemninger/:id", "routes/admin-poll.tsx", { id: "admin-poll" }),
    route("personer", "routes/admin-people.tsx", { id: "admin-people" }),
    // The category tree, sizes and colours (decision 069).
    route("kategorier", "routes/admin-categories.tsx", { id: "admin-categories" }),
    route("storrelser", "routes/admin-sizes.tsx", { id: "admin-sizes" }),
    route("farger", "routes/admin-colors.tsx", { id: "admin-colors" }),
  ]),

  // The cookie banner's form when JavaScript is off.
  route("samtykke", "routes/consent.tsx", { id: "consent" }),

  // Search engines.
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),

  // gender and category (see above).
  route(":categoryName?/:subcategoryName?/:group?", "routes/category.tsx", { id: "category" }),

  // Anything no route above claims: "Siden finnes ikke" with HTTP 404.
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
