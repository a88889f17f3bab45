// The ports of the journeys' servers, in one place for the config and the journeys: the shop on
// E2E_PORT, then the Kartverket stand-in, the SMTP port of the mail catcher and its reading port.
export const SHOP_PORT = Number(process.env.E2E_PORT ?? 3210);
export const GEOCODER_PORT = SHOP_PORT + 1;
export const SMTP_PORT = SHOP_PORT + 2;
export const MAIL_CATCHER_PORT = SHOP_PORT + 3;
