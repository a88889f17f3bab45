// The checkout (spec sections 3 and 5, DESIGN.md section 5): contact fields, shipping method, pickup
// shop nearest the shopper's postcode with stock per line, payment by card or invoice through Klarna.
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { ClientDetails } from "../../../domain/client-details.ts";
import { formatDistance, osrmTablePath } from "../../../domain/distance.ts";
import { formatPrice, oreToKroner } from "../../../domain/money.ts";
import { OUT_OF_STOCK_TEXT } from "../../../domain/pickup-promise.ts";
import { ErrorSummary, type SummaryError } from "../../components/error-summary.tsx";
import { FormMessage, TextField } from "../../components/form-field.tsx";
import { type FormFailure, useApiForm } from "../../components/use-api-form.ts";
import { ApiError, api } from "../../lib/api-client.ts";
import { useLoadedWhenIdle } from "../../lib/loaded-when-idle.ts";
import { useNonce } from "../../lib/nonce.ts";
import { useMyShop } from "../shops/my-shop.ts";
import { payWithKlarna } from "./klarna-sdk.ts";
import { myShopFirst, NOT_ALL_IN_STOCK, proposedShop, takesAll } from "./my-shop-choice.ts";
import { type FailedShop, OrderFailureModal } from "./order-failure-modal.tsx";
import { formField } from "./server-fields.ts";
import { type CheckoutLine, inStock, type ShopChoice, shopsByDistance } from "./shop-distance.ts";
import { recheckStock, type ShortLine, ShortLines, STOCK_CHANGED, StockShort } from "./stock-recheck.tsx";

// The address suggestions (Downshift) arrive once the page is idle; until then the plain field serves.
const loadAddressCombobox = () => import("./address-combobox.tsx");

export interface ShippingMethodChoice {
  id: number;
  name: string;
  description: string;
  price: number;
  delivery: boolean;
}

export interface PaidReservation {
  id: number;
  shopID: number;
  statusID: number;
  total: number;
  delivery: boolean;
  email: string;
  payment: Record<string, unknown> | null;
  /** The pickup promise stored at checkout (decision 030); null for a delivery. */
  pickupPromise?: string | null;
}

interface Props {
  lines: CheckoutLine[];
  promocodeId: number | null;
  methods: ShippingMethodChoice[];
  shops: ShopChoice[];
  sdkUrl: string;
  /** Payments go to the Klarna stand-in: the payment step says no money moves. */
  testMode: boolean;
  /** The shop has a geocoder: the address field suggests addresses (decision 028). */
  addressLookup?: boolean;
  client: ClientDetails;
  onClientChange: (client: ClientDetails) => void;
  /** The chosen method (name and fee in kroner), so the cart's sums show what Klarna will be asked for. */
  onShippingChange: (method: { name: string; price: number }) => void;
  /** What the pay button charges, in øre (the cart's summary, domain/order-summary.ts). */
  totalOre: number;
  /** `receiptToken` opens the receipt page for a guest (decision 034). */
  onPaid: (reservation: PaidReservation, shopName: string, failed: FailedShop[], receiptToken: string) => void;
  /** The re-check found lines short: the cart asks its stock again (the shop list follows). */
  onStockStale: () => void;
  /** The ways forward from a short line: fewer of it, or none. */
  onSetCount: (ean: string, count: number) => void;
  onRemove: (ean: string) => void;
}

type ContactInput = "name" | "phone" | "email" | "address" | "postalCode" | "city";

/** The shopper's details (the cart keeps them) by the names the API and its schema give the inputs. */
const FIELD_NAMES: Record<ContactInput, string> = {
  name: "CustomerName",
  phone: "Phone",
  email: "Email",
  address: "Address",
  postalCode: "PostalCode",
  city: "City",
};

const PAYMENT_FAILED = "Betalingen ble ikke fullført";
export const TEST_PAYMENT_TEXT =
  "Testmodus: Betalingen går til en testversjon av Klarna. Du godkjenner eller avviser den selv. Ingen kort belastes, og ingen faktura sendes.";
const SOMETHING_WRONG = "Noe gikk galt";
/** The pickup shop list, where "Velg en annen butikk" leads (one checkout per page). */
const SHOP_LIST_ID = "checkout-shops";
/** The terms of sale are on the customer service page (spec section 2: /terms redirects there). */
const TERMS_PATH = "/kundeservice";
/** The form's fields as the error summary names them, in the order they appear. */
const FIELD_LABELS: Record<string, string> = {
  CustomerName: "Navn",
  Phone: "Telefon",
  Email: "E-post",
  Address: "Adresse",
  PostalCode: "Postnummer",
  City: "Sted",
  shop: "Hentebutikk",
};
/** The id of a contact input (one checkout per page), so the error summary can link to it. */
const fieldId = (name: string) => `checkout-${name}`;

/** A radio button of a checkout choice with its label; the id is `${idPrefix}-${value}`. */
function RadioChoice<V extends string | number>({
  idPrefix,
  name,
  value,
  selected,
  onSelect,
  children,
}: {
  idPrefix: string;
  name: string;
  value: V;
  selected: V | null;
  onSelect: (value: V) => void;
  children: ReactNode;
}) {
  const id = `${idPrefix}-${value}`;
  return (
    <>
      <input
        type="radio"
        id={id}
        name={name}
        value={value}
        checked={selected === value}
        onChange={() => onSelect(value)}
      />
      <label htmlFor={id}>{children}</label>
    </>
  );
}

export function CheckoutForm({
  lines,
  promocodeId,
  methods,
  shops,
  sdkUrl,
  testMode,
  addressLookup = false,
  client,
  onClientChange,
  onShippingChange,
  onPaid,
  onStockStale,
  onSetCount,
  onRemove,
  totalOre,
}: Props) {
  const pickupMethod = methods.find((m) => !m.delivery);
  const [methodId, setMethodId] = useState<number>(
    (client.delivery ? methods.find((m) => m.delivery) : pickupMethod)?.id ?? methods[0]?.id ?? 1,
  );
  const method = methods.find((m) => m.id === methodId);
  const delivery = method?.delivery ?? false;
  const fee = method?.price ?? 0;
  const methodName = method?.name ?? "";
  useEffect(() => {
    if (methodName) onShippingChange({ name: methodName, price: fee });
  }, [methodName, fee, onShippingChange]);
  const [postcode, setPostcode] = useState(client.postalCode);
  const [sorted, setSorted] = useState<(ShopChoice & { distance: number | null })[]>(
    shops.map((s) => ({ ...s, distance: null })),
  );
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [shopId, setShopId] = useState<number | null>(null);
  const myShopId = useMyShop()?.id ?? null;
  // My shop is proposed as soon as it is known (it lives in the browser), unless a shop is chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly known shop proposes again.
  useEffect(() => {
    setShopId((chosen) => chosen ?? proposedShop(shops, lines, myShopId, null));
  }, [myShopId]);
  const [payment, setPayment] = useState<"card" | "invoice">("card");
  const [failed, setFailed] = useState<FailedShop[]>([]);
  const [short, setShort] = useState<ShortLine[]>([]);
  const ids = useId();
  const nonce = useNonce();

  const set = (patch: Partial<ClientDetails>) => onClientChange({ ...client, ...patch, delivery });

  /** The order is refused: the field errors beside their inputs, the first of them (or the message) above the button. */
  function orderFailure(error: unknown): FormFailure {
    if (error instanceof StockShort) {
      setShort(error.lines);
      onStockStale();
      return { messages: [STOCK_CHANGED] };
    }
    if (!(error instanceof ApiError)) return { messages: [error instanceof Error ? error.message : SOMETHING_WRONG] };
    const body = error.body as { message?: string; errors?: Record<string, string[]>; failed?: FailedShop[] };
    if (body.failed) setFailed(body.failed);
    const fields = Object.fromEntries(Object.entries(body.errors ?? {}).map(([key, texts]) => [formField(key), texts]));
    const first = Object.values(body.errors ?? {})[0]?.[0];
    return { messages: [error.status === 402 ? PAYMENT_FAILED : (first ?? body.message ?? SOMETHING_WRONG)], fields };
  }

  const { form, fields, busy, messages, onSubmit } = useApiForm({
    validation: () => import("./contact-validation.ts"),
    schema: (m) => m.contactSchema(delivery),
    send: order,
    failure: orderFailure,
  });

  /** Name, id, value, error and onChange of one contact input. */
  const contactField = (name: ContactInput) => ({
    name: FIELD_NAMES[name],
    id: fieldId(FIELD_NAMES[name]),
    value: client[name],
    error: fields[FIELD_NAMES[name]]?.errors?.[0],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [name]: e.target.value }),
  });

  const addressSuggestions = useLoadedWhenIdle(loadAddressCombobox, fieldId(FIELD_NAMES.address));

  async function findNearest() {
    setLookupError(null);
    try {
      const place = await api<{ CoordLat: number; CoordLong: number }>(
        "GET",
        `/postalcodes/${encodeURIComponent(postcode.trim())}`,
      );
      const table = await api<{ distances?: (number | null)[][] }>(
        "GET",
        osrmTablePath(
          { latitude: place.CoordLat, longitude: place.CoordLong },
          shops.map((s) => s.coords),
        ),
      );
      const next = shopsByDistance(shops, table.distances?.[0]);
      setSorted(next);
      setShopId(proposedShop(next, lines, myShopId, next[0]?.id ?? null));
      set({ postalCode: postcode.trim() });
    } catch (error) {
      setLookupError(error instanceof ApiError && error.body.message ? error.body.message : "Fant ikke postnummeret");
    }
  }

  async function order() {
    const contact = { ...client, delivery };
    setShort([]);
    // Before Klarna opens: what another checkout took since the cart was filled (issue 12).
    await recheckStock(lines, shopId, delivery);
    const created = await api<{
      data: {
        reservation: PaidReservation;
        receiptToken: string;
        klarna: { session_id: string; client_token: string; payment_method_category: string };
        failed: FailedShop[];
      };
    }>("POST", "/reservations/klarna/", {
      order: lines.map((l) => ({ EanNo: l.ean, Count: l.count, price: l.price })),
      shop: delivery ? null : shopId,
      promocodeId,
      payment,
      orderInfo: {
        CustomerName: contact.name.trim(),
        Email: contact.email.trim(),
        Phone: contact.phone.trim(),
        Delivery: delivery,
        Address: delivery ? contact.address.trim() : null,
        PostalCode: delivery ? contact.postalCode.trim() : null,
        City: delivery ? contact.city.trim() : null,
        shipping_method_id: methodId,
      },
    });
    const { reservation, klarna } = created.data;
    const answer = await payWithKlarna(
      sdkUrl,
      klarna.client_token,
      klarna.payment_method_category,
      "#klarna-payments",
      nonce,
    );
    const paid = await api<{ data: PaidReservation }>("POST", `/reservations/${reservation.id}/authorize`, {
      session_id: klarna.session_id,
      approved: answer.approved,
      authorization_token: answer.authorizationToken,
      receipt_token: created.data.receiptToken,
    });
    const shopName = sorted.find((s) => s.id === paid.data.shopID)?.name ?? "";
    onPaid(paid.data, shopName, created.data.failed, created.data.receiptToken);
  }

  const undeliverable = delivery ? lines.filter((l) => l.onlyCC) : [];
  const shopError = fields.shop?.errors?.[0];

  // A refused submit: every error in one summary, focused, with a link to its field (issue 12).
  const summaryErrors: SummaryError[] = Object.entries(FIELD_LABELS).flatMap(([name, label]) => {
    const message = fields[name]?.errors?.[0];
    return message ? [{ target: name === "shop" ? SHOP_LIST_ID : fieldId(name), label, message }] : [];
  });
  const summary = useRef<HTMLDivElement>(null);
  const [attempts, setAttempts] = useState(0);
  const hasErrors = summaryErrors.length > 0;
  useEffect(() => {
    if (attempts > 0 && hasErrors) summary.current?.focus();
  }, [attempts, hasErrors]);

  return (
    <form
      className="checkout-form"
      id={form.id}
      onSubmit={(event) => {
        onSubmit(event);
        setAttempts((n) => n + 1);
      }}
      noValidate
    >
      <ErrorSummary ref={summary} errors={summaryErrors} />
      <fieldset>
        <legend>Kontaktinformasjon</legend>
        <TextField label="Navn" autoComplete="name" required {...contactField("name")} />
        <TextField label="Telefon" type="tel" autoComplete="tel" required {...contactField("phone")} />
        <TextField label="E-post" type="email" autoComplete="email" required {...contactField("email")} />
      </fieldset>

      <fieldset>
        <legend>Levering</legend>
        {/* A new shop before its administrator has made a shipping method (issue 31): nothing to choose. */}
        {methods.length === 0 ? (
          <p className="form-message form-message--error">
            Nettbutikken tar ikke imot bestillinger ennå: ingen leveringsmåter er satt opp.
          </p>
        ) : null}
        {methods.map((m) => (
          <div key={m.id} className="checkout-choice">
            <RadioChoice
              idPrefix={`${ids}-method`}
              name="shipping_method"
              value={m.id}
              selected={methodId}
              onSelect={() => {
                setMethodId(m.id);
                onClientChange({ ...client, delivery: m.delivery });
              }}
            >
              {m.name} – {m.price > 0 ? formatPrice(m.price) : "gratis"}
              <span className="checkout-choice__hint">{m.description}</span>
            </RadioChoice>
          </div>
        ))}
      </fieldset>

      {delivery ? (
        <fieldset>
          <legend>Leveringsadresse</legend>
          {undeliverable.length ? (
            <p className="form-message form-message--error">
              Kan bare hentes i butikk og blir ikke sendt: {undeliverable.map((l) => l.name).join(", ")}
            </p>
          ) : null}
          {addressLookup && addressSuggestions ? (
            <addressSuggestions.module.AddressCombobox
              id={fieldId(FIELD_NAMES.address)}
              label="Adresse"
              name={FIELD_NAMES.address}
              value={client.address}
              error={fields[FIELD_NAMES.address]?.errors?.[0]}
              onChange={(address) => set({ address })}
              onPick={(found) => set({ address: found.address, postalCode: found.postalCode, city: found.city })}
              focusOnMount={addressSuggestions.hadFocus}
            />
          ) : (
            <TextField label="Adresse" autoComplete="street-address" {...contactField("address")} />
          )}
          <TextField
            label="Postnummer"
            inputMode="numeric"
            autoComplete="postal-code"
            {...contactField("postalCode")}
          />
          <TextField label="Sted" autoComplete="address-level2" {...contactField("city")} />
        </fieldset>
      ) : (
        <fieldset id={SHOP_LIST_ID} aria-describedby={shopError ? `${ids}-shop-error` : undefined}>
          <legend>Hentebutikk</legend>
          <TextField
            label="Ditt postnummer"
            name="pickupPostcode"
            inputMode="numeric"
            autoComplete="postal-code"
            value={postcode}
            error={lookupError ?? undefined}
            onChange={(e) => setPostcode(e.target.value)}
            after={
              <button
                type="button"
                className="button"
                onClick={findNearest}
                disabled={!/^\d{4}$/.test(postcode.trim())}
              >
                Finn nærmeste butikk
              </button>
            }
          />
          {shopError ? (
            <p id={`${ids}-shop-error`} className="form-field__error">
              {shopError}
            </p>
          ) : null}
          <ul className="shop-choices">
            {myShopFirst(sorted, myShopId)
              .slice(0, 10)
              .map((s) => (
                <li key={s.id} className="checkout-choice">
                  <RadioChoice idPrefix={`${ids}-shop`} name="shop" value={s.id} selected={shopId} onSelect={setShopId}>
                    <span className="shop-choice__name">
                      {s.name}
                      {s.distance !== null ? ` (${formatDistance(s.distance)})` : ""}
                      {s.id === myShopId ? <span className="my-shop__badge stock-table__badge">Min butikk</span> : null}
                    </span>
                    {s.id === myShopId && !takesAll(lines, s.id) ? (
                      <span className="checkout-choice__hint">{NOT_ALL_IN_STOCK}</span>
                    ) : null}
                    <span className="checkout-choice__hint">
                      {s.address}, {s.postPlace}
                    </span>
                    <span className="shop-choice__stock">
                      {lines.map((l) => (
                        <span key={l.ean} className={inStock(l, s.id) ? "stock stock--yes" : "stock stock--no"}>
                          {l.name}: {inStock(l, s.id) ? "på lager" : "ikke på lager"}
                        </span>
                      ))}
                    </span>
                    {s.promise ? (
                      <span className="shop-choice__promise">
                        {lines.some((l) => inStock(l, s.id)) ? s.promise : OUT_OF_STOCK_TEXT}
                      </span>
                    ) : null}
                  </RadioChoice>
                </li>
              ))}
          </ul>
        </fieldset>
      )}

      <fieldset>
        <legend>Betaling</legend>
        {(
          [
            ["card", "Kort"],
            ["invoice", "Faktura (betal om 30 dager)"],
          ] as const
        ).map(([value, label]) => (
          <div key={value} className="checkout-choice">
            <RadioChoice idPrefix={`${ids}-pay`} name="payment" value={value} selected={payment} onSelect={setPayment}>
              {label}
            </RadioChoice>
          </div>
        ))}
        {testMode ? <p className="checkout-test-mode">{TEST_PAYMENT_TEXT}</p> : null}
        <div id="klarna-payments" />
      </fieldset>

      <FormMessage kind="error">{messages[0]}</FormMessage>
      <ShortLines
        lines={short}
        delivery={delivery}
        shopListId={SHOP_LIST_ID}
        onSetCount={(ean, count) => {
          onSetCount(ean, count);
          setShort((now) => now.filter((l) => l.EanNo !== ean));
        }}
        onRemove={(ean) => {
          onRemove(ean);
          setShort((now) => now.filter((l) => l.EanNo !== ean));
        }}
      />
      <div className="checkout-pay">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || lines.length === 0 || methods.length === 0}
        >
          {busy ? "Venter på betaling …" : `Betal ${formatPrice(oreToKroner(totalOre))}`}
        </button>
        <a className="checkout-pay__terms" href={TERMS_PATH} target="_blank" rel="noopener">
          Kjøpsvilkår
        </a>
      </div>
      <OrderFailureModal failed={failed} onClose={() => setFailed([])} />
    </form>
  );
}
