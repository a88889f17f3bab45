// The route table (spec section 2), in one place. Add routes above the catch-all; it must stay last.
// React Router ranks static segments above dynamic ones, so "/product/..." never reaches the
// "/:categoryName" route; gender routes (/:gender) must be told apart from categories when added.
import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),

  // Catalogue.
  route("product/:articleId", "routes/product.tsx", { id: "product" }),
  route(":categoryName", "routes/category.tsx", { id: "category" }),

  // Search: the page, and the header box's form when JavaScript is off (/search?q=…).
  route("search/:query", "routes/search.tsx", { id: "search" }),
  route("search", "routes/search-form.tsx", { id: "search-form" }),

  // The cookie banner's form when JavaScript is off.
  route("samtykke", "routes/consent.tsx", { id: "consent" }),

  // Anything no route above claims: "Siden finnes ikke" with HTTP 404.
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
