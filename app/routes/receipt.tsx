// The receipt (route "receipt", /kvittering/:id, decision 034): the reservation's own address. The
// logged-in owner needs no token; anyone else needs the link's ?t= token. A wrong or missing token
// is the same 404 as an unknown number, so numbers cannot be probed. Never cached anywhere.
import { useState } from "react";
import { useLocation } from "react-router";
import { parseRecordId } from "../../domain/record-id.ts";
import { type FailedShop, OrderFailureModal } from "../features/checkout/order-failure-modal.tsx";
import { ReceiptView } from "../features/receipt/receipt-view.tsx";
import { isNotFoundError, notFound } from "../lib/http-errors.ts";
import cartCss from "../styles/cart.css?url";
import checkoutCss from "../styles/checkout.css?url";
import receiptCss from "../styles/receipt.css?url";
import type { Route } from "./+types/receipt";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: cartCss },
  // The order-failure dialog's style, for the lines the checkout could not reserve.
  { rel: "stylesheet", href: checkoutCss },
  { rel: "stylesheet", href: receiptCss },
];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Kvittering for reservasjon ${loaderData.receipt.id}` : "Siden finnes ikke" },
  { name: "robots", content: "noindex" },
];

// Personal data behind a secret link: neither the page cache nor a shared cache may keep it.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  if (id === null) notFound();
  const token = new URL(request.url).searchParams.get("t");
  try {
    const receipt = await context.services.reservations.receipt(id, {
      customerId: context.user?.id ?? null,
      token,
    });
    return { receipt };
  } catch (error) {
    if (isNotFoundError(error)) notFound();
    throw error;
  }
}

export default function ReceiptPage({ loaderData }: Route.ComponentProps) {
  // The checkout hands over the lines it could not reserve (spec section 8: order failure modal).
  const state = useLocation().state as { failed?: FailedShop[] } | null;
  const [failed, setFailed] = useState<FailedShop[]>(state?.failed ?? []);
  return (
    <>
      <ReceiptView receipt={loaderData.receipt} justPaid={Array.isArray(state?.failed)} />
      <OrderFailureModal failed={failed} onClose={() => setFailed([])} />
    </>
  );
}
