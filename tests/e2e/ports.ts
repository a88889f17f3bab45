// The ports of the journeys' servers, in one place for the config and the journeys: the shop on
// E2E_PORT, then the Kartverket stand-in, the SMTP port of the mail catcher and its reading port; then
// a local server in Klarna's shape and a shop server a journey starts with its own env (own-server.ts).
export const SHOP_PORT = Number(process.env.E2E_PORT ?? 3210);
export const GEOCODER_PORT = SHOP_PORT + 1;
export const SMTP_PORT = SHOP_PORT + 2;
export const MAIL_CATCHER_PORT = SHOP_PORT + 3;
export const KLARNA_PORT = SHOP_PORT + 4;
export const OWN_SHOP_PORT = SHOP_PORT + 5;
