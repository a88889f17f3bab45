// The Klarna browser SDK (or the local stand-in of it, same calls): load it once, then init, load
// the widget and authorize. The callback style of the SDK becomes one promise. The script carries the
// page's CSP nonce, as every script the shop adds does (decision 072).

interface KlarnaPayments {
  init(options: { client_token: string }): void;
  load(options: { container: string; payment_method_category: string }, callback?: (res: unknown) => void): void;
  authorize(
    options: { payment_method_category: string },
    data: Record<string, unknown>,
    callback: (res: { approved: boolean; show_form?: boolean; authorization_token?: string }) => void,
  ): void;
}

declare global {
  interface Window {
    Klarna?: { Payments: KlarnaPayments };
  }
}

let loading: Promise<void> | null = null;

function loadScript(src: string, nonce: string | undefined): Promise<void> {
  if (window.Klarna) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    if (nonce) script.nonce = nonce;
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error("Klarna kunne ikke lastes"));
    };
    document.head.append(script);
  });
  return loading;
}

export interface KlarnaAnswer {
  approved: boolean;
  authorizationToken: string | null;
}

export async function payWithKlarna(
  sdkUrl: string,
  clientToken: string,
  category: string,
  container: string,
  /** The page's CSP nonce (useNonce). */
  nonce?: string,
): Promise<KlarnaAnswer> {
  await loadScript(sdkUrl, nonce);
  const payments = window.Klarna?.Payments;
  if (!payments) throw new Error("Klarna kunne ikke lastes");
  payments.init({ client_token: clientToken });
  await new Promise<void>((resolve) =>
    payments.load({ container, payment_method_category: category }, () => resolve()),
  );
  return new Promise<KlarnaAnswer>((resolve) =>
    payments.authorize({ payment_method_category: category }, {}, (res) =>
      resolve({
        approved: Boolean(res.approved && res.authorization_token),
        authorizationToken: res.authorization_token ?? null,
      }),
    ),
  );
}
