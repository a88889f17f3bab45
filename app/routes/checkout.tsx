// Cart and checkout (route "checkout", /checkout): the cart's lines, the verdikode, and the checkout
// form; after payment the shopper goes on to the receipt (/kvittering/:id). The cart lives in the
// browser, so the lines render after hydration; the server renders shipping methods and shops.
import { useNavigate } from "react-router";
import { receiptPath } from "../../domain/receipt.ts";
import { useAlerts } from "../components/alerts/alerts-context.tsx";
import { CartLines, CartTotals } from "../features/cart/cart-lines.tsx";
import { clearCart } from "../features/cart/cart-rules.ts";
import { updateCart, useCart } from "../features/cart/cart-store.ts";
import { PromoCodeForm } from "../features/cart/promo-code-form.tsx";
import { CheckoutForm } from "../features/checkout/checkout-form.tsx";
import accountCss from "../styles/account.css?url";
import checkoutCss from "../styles/checkout.css?url";
import type { Route } from "./+types/checkout";
import { checkoutData } from "./checkout.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountCss },
  { rel: "stylesheet", href: checkoutCss },
];
export const meta: Route.MetaFunction = () => [
  { title: "Handlekurv og kasse" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context }: Route.LoaderArgs) {
  return checkoutData(context);
}

/** The checkout's delivery fee in the cart (spec section 3: cart state `shipping`). */
const keepShipping = (shipping: number) => updateCart((s) => (s.shipping === shipping ? s : { ...s, shipping }));

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const cart = useCart();
  const alerts = useAlerts();
  const navigate = useNavigate();

  return (
    <div className="page checkout">
      <h1>Handlekurv</h1>
      <div className="checkout__layout">
        <section aria-labelledby="cart-title" className="checkout__cart">
          <h2 id="cart-title">Varer</h2>
          <CartLines onRefused={(message) => alerts.add("warning", { title: message })} />
          <PromoCodeForm loggedIn={loaderData.loggedIn} />
          <CartTotals />
        </section>
        {cart.orders.length > 0 ? (
          <section aria-labelledby="checkout-title" className="checkout__form">
            <h2 id="checkout-title">Kasse</h2>
            <CheckoutForm
              lines={cart.orders.map((l) => ({
                ean: l.ean,
                name: l.name,
                count: l.count,
                price: l.price,
                onlyCC: l.onlyCC,
                shops: l.variant.shops,
              }))}
              promocodeId={cart.activePromocode?.id ?? null}
              methods={loaderData.methods}
              shops={loaderData.shops}
              sdkUrl={loaderData.sdkUrl}
              testMode={loaderData.testMode}
              addressLookup={loaderData.addressLookup}
              client={cart.client}
              onClientChange={(client) => updateCart((s) => ({ ...s, client }))}
              onShippingChange={keepShipping}
              onPaid={(reservation, _shopName, failed, receiptToken) => {
                updateCart((s) => ({
                  ...clearCart(s),
                  txData: reservation.payment,
                  klarnaOrders: [...s.klarnaOrders, { orderId: reservation.id, shopId: reservation.shopID }],
                }));
                // The receipt has its own address (decision 034): a reload or a shared tab still shows it.
                navigate(receiptPath(reservation.id, receiptToken), { replace: true, state: { failed } });
              }}
            />
          </section>
        ) : null}
      </div>
    </div>
  );
}
