// Cart and checkout (route "checkout", /checkout): the cart's lines, the verdikode, and the checkout
// form; after payment the shopper goes on to the receipt (/kvittering/:id). The cart lives in the
// browser, so the lines render after hydration; the server renders shipping methods and shops.
import { useEffect, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { prefillClient } from "../../domain/client-details.ts";
import { receiptPath } from "../../domain/receipt.ts";
import { useAlerts } from "../components/alerts/alerts-context.tsx";
import { LoginDialog } from "../features/account/login-dialog.tsx";
import { CartLines, CartTotals } from "../features/cart/cart-lines.tsx";
import { cartSummary, clearCart, removeAt, setCount, shippingName } from "../features/cart/cart-rules.ts";
import { getCart, updateCart, useCart } from "../features/cart/cart-store.ts";
import { refreshStock } from "../features/cart/fresh-stock.ts";
import { PROMO_LOGIN_NOTICE } from "../features/cart/promo-code.ts";
import { PromoCodeForm } from "../features/cart/promo-code-form.tsx";
import { CheckoutForm } from "../features/checkout/checkout-form.tsx";
import { loadRouteStyles } from "../lib/inline-styles.tsx";
import accountCss from "../styles/account.css?url";
import checkoutCss from "../styles/checkout.css?url";
import type { Route } from "./+types/checkout";
import { checkoutData } from "./checkout.server.ts";

/** Inside a first visit's page, linked otherwise (root.tsx, RouteStyles). */
const STYLES = [accountCss, checkoutCss];
export const handle = { styles: STYLES };
export const meta: Route.MetaFunction = () => [
  { title: "Handlekurv og kasse" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context }: Route.LoaderArgs) {
  return checkoutData(context);
}

/** Reached by a client navigation: the page shows once its stylesheets are loaded, not before. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadRouteStyles(STYLES)]);
  return data;
}

/** The checkout's delivery fee (spec section 3: cart state `shipping`) and its method's name in the cart. */
const keepShipping = ({ name, price }: { name: string; price: number }) =>
  updateCart((s) =>
    s.shipping === price && shippingName(s) === name
      ? s
      : { ...s, shipping: price, orderInfo: { ...s.orderInfo, shippingName: name } },
  );

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const cart = useCart();
  const alerts = useAlerts();
  const navigate = useNavigate();
  // A login-only verdikode as a guest: the login opens here, and the code is tried again after it.
  const [loginRetry, setLoginRetry] = useState<{ retry: () => Promise<void> } | null>(null);
  const revalidator = useRevalidator();
  // The stock the cart was filled with may be gone (another checkout holds it): ask again on arrival.
  useEffect(() => {
    void refreshStock(getCart().orders);
  }, []);
  // A logged-in customer's details fill the fields still empty, also after a login on this page.
  const { account } = loaderData;
  useEffect(() => {
    updateCart((s) => {
      const client = prefillClient(s.client, account);
      return client === s.client || JSON.stringify(client) === JSON.stringify(s.client) ? s : { ...s, client };
    });
  }, [account]);

  return (
    <div className="page checkout">
      <h1>Handlekurv</h1>
      <div className="checkout__layout">
        <section aria-labelledby="cart-title" className="checkout__cart">
          <h2 id="cart-title">Varer</h2>
          <CartLines onRefused={(message) => alerts.add("warning", { title: message })} />
          <PromoCodeForm loggedIn={loaderData.loggedIn} onLoginRequired={(retry) => setLoginRetry({ retry })} />
          <LoginDialog
            open={loginRetry !== null}
            notice={PROMO_LOGIN_NOTICE}
            onClose={() => setLoginRetry(null)}
            onLoggedIn={async () => {
              const pending = loginRetry;
              setLoginRetry(null);
              // The page's data (the session's customer, the header) follow the login without a reload.
              await revalidator.revalidate();
              await pending?.retry();
            }}
          />
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
              totalOre={cartSummary(cart).total.ore}
              onStockStale={() => void refreshStock(getCart().orders)}
              onSetCount={(ean, count) => updateCart((s) => setCount(s, ean, count))}
              onRemove={(ean) =>
                updateCart((s) =>
                  removeAt(
                    s,
                    s.orders.findIndex((l) => l.ean === ean),
                  ),
                )
              }
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
