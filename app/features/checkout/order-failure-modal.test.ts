// Issue 12: the order-failure modal shows the shop's name and Norwegian message, never an HTTP status.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ORDER_FAILURE_HEADING, OrderFailureModal } from "./order-failure-modal.tsx";

describe("the order-failure modal", () => {
  it("names the shop and says why in Norwegian, without '(409)'", () => {
    const html = renderToStaticMarkup(
      createElement(OrderFailureModal, {
        failed: [
          {
            status: 409,
            message: "Ikke nok på lager",
            ShopID: 55,
            shopName: "Oslo City",
            items: [{ EanNo: "7040000000001", name: "Ullgenser", message: "Ikke nok på lager" }],
          },
        ],
        onClose: () => undefined,
      }),
    );
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).toContain(ORDER_FAILURE_HEADING);
    expect(text).toContain("Oslo City: Ikke nok på lager");
    expect(text).toContain("Ullgenser – Ikke nok på lager");
    expect(text).not.toMatch(/\(\d{3}\)|409/);
  });
});
