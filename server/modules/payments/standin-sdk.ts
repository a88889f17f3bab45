// The browser half of the Klarna stand-in: the same three calls as Klarna's SDK
// (Klarna.Payments.init/load/authorize). authorize shows a modal dialog where the shopper approves
// or denies; approval asks the stand-in server for an authorisation token, as Klarna's widget would.
export const STANDIN_SDK = `(() => {
  "use strict";
  let clientToken = null;
  const prefix = ${JSON.stringify("/klarna-standin")};
  function el(tag, attrs, text) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    if (text) node.textContent = text;
    return node;
  }
  window.Klarna = {
    Payments: {
      init(options) { clientToken = options && options.client_token; },
      load(options, callback) {
        const container = typeof options.container === "string" ? document.querySelector(options.container) : options.container;
        if (container) {
          container.replaceChildren(el("p", { class: "klarna-standin__note" },
            options.payment_method_category === "pay_later"
              ? "Klarna (testmodus): faktura, betal om 30 dager."
              : "Klarna (testmodus): betal med kort."));
        }
        if (callback) callback({ show_form: Boolean(clientToken) });
      },
      authorize(options, data, callback) {
        const done = typeof data === "function" ? data : callback;
        const dialog = el("dialog", { class: "klarna-standin", "aria-labelledby": "klarna-standin-title" });
        dialog.append(
          el("h2", { id: "klarna-standin-title" }, "Klarna (testmodus)"),
          el("p", {}, "Godkjenn eller avvis betalingen."),
        );
        const approve = el("button", { type: "button", class: "button button--primary" }, "Godkjenn betaling");
        const deny = el("button", { type: "button", class: "button" }, "Avvis betaling");
        const actions = el("div", { class: "klarna-standin__actions" });
        actions.append(approve, deny);
        dialog.append(actions);
        document.body.append(dialog);
        let finished = false;
        function finish(result) {
          if (finished) return;
          finished = true;
          dialog.close();
          dialog.remove();
          done(result);
        }
        dialog.addEventListener("cancel", () => finish({ approved: false, show_form: true }));
        deny.addEventListener("click", () => finish({ approved: false, show_form: false }));
        approve.addEventListener("click", async () => {
          approve.disabled = true;
          try {
            const res = await fetch(prefix + "/browser/authorize", {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ client_token: clientToken }),
            });
            const body = await res.json();
            finish(res.ok ? { approved: true, show_form: true, authorization_token: body.authorization_token } : { approved: false, show_form: false });
          } catch {
            finish({ approved: false, show_form: false });
          }
        });
        dialog.showModal();
        approve.focus();
      },
    },
  };
})();
`;
