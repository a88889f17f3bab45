// The route table (spec section 2), in one place. Add routes above the catch-all; it must stay last.
// React Router ranks static segments above dynamic ones, so "/product/..." never reaches the
// "/:categoryName" route; gender routes (/:gender) must be told apart from categories when added.
import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),

  // Catalogue.
  route("product/:articleId", "routes/product.tsx", { id: "product" }),
  route(":categoryName", "routes/category.tsx", { id: "category" }),

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

  // Cart, checkout and the staff back office.
  route("checkout", "routes/checkout.tsx", { id: "checkout" }),
  route("admin", "routes/admin.tsx", { id: "admin" }),
  route("admin/reservasjon/:id", "routes/admin-reservation.tsx", { id: "admin-reservation" }),
  route("admin/epost", "routes/admin-mail.tsx", { id: "admin-mail" }),

  // The cookie banner's form when JavaScript is off.
  route("samtykke", "routes/consent.tsx", { id: "consent" }),

  // Anything no route above claims: "Siden finnes ikke" with HTTP 404.
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
