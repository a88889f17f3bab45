// Route contracts of the shop, postcode and OSRM calls (spec section 7).
import { z } from "zod";

export const shopsQuery = z
  .object({
    lat: z.coerce.number().min(-90).max(90).optional(),
    lon: z.coerce.number().min(-180).max(180).optional(),
  })
  .strict()
  .refine((q) => (q.lat === undefined) === (q.lon === undefined), { message: "lat og lon må oppgis sammen" });

export const postcodeParams = z.strictObject({
  code: z.string().regex(/^\d{4}$/, "Postnummer må være fire siffer"),
});

const openingRange = z
  .object({ days: z.array(z.number().int()).describe("0 = Sunday"), from: z.string(), to: z.string() })
  .describe("opening hours on the given days, hh:mm");

export const shopView = z
  .object({
    id: z.number().int(),
    no: z.string(),
    name: z.string(),
    fullName: z.string(),
    orgNo: z.string(),
    description: z.string(),
    open: z.boolean(),
    opening_hours: z.array(openingRange),
    mapLink: z.string().nullable(),
    postNo: z.string(),
    postPlace: z.string(),
    address: z.string(),
    email: z.string(),
    phone: z.string(),
    messengerId: z.string().nullable(),
    chain: z.number().int(),
    coords: z.object({ latitude: z.number(), longitude: z.number() }),
    distance: z.number().nullable().describe("metres from lat/lon when given"),
  })
  .meta({ id: "Shop" });

export const postcodeView = z
  .object({
    PostalCode: z.string(),
    PostalPlace: z.string(),
    Municipality: z.string(),
    County: z.string(),
    CoordLat: z.number(),
    CoordLong: z.number(),
  })
  .meta({ id: "Postcode" });

export const osrmParams = z.strictObject({ coordinates: z.string() });
/** The OSRM table options the shop answers (any other is refused as an unknown field). */
export const osrmQuery = z.strictObject({
  annotations: z.string().max(100).optional().describe("distance, duration or distance,duration"),
  sources: z.string().max(4000).optional().describe("indexes separated by ; or all"),
  destinations: z.string().max(4000).optional().describe("indexes separated by ; or all"),
});
/** OSRM's own table answer or error, passed through as OSRM sends it. */
export const osrmAnswer = z.object({ code: z.string() }).passthrough();

/** What the shopper has typed in the address field; suggestions start at three characters. */
export const addressQuery = z.strictObject({
  q: z.string().trim().min(3, "Skriv minst tre tegn").max(200, "Adressen er for lang"),
});

export const addressSuggestion = z
  .object({
    address: z.string().describe("'street housenumber', as the address field takes it"),
    postalCode: z.string(),
    city: z.string(),
    municipality: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .meta({ id: "AddressSuggestion" });

export const PROMISE_LINES_INVALID = "Handlekurven er ugyldig";
const MAX_CART_LINES = 100;
const MAX_LINE_QUANTITY = 999;

/** POST /shops/pickup-promise: the cart's variants and quantities (decision 031). */
export const pickupPromiseBody = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        variantId: z.number().int().positive().max(2_147_483_647),
        quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
      }),
    )
    .min(1, "Handlekurven er tom")
    .max(MAX_CART_LINES, "For mange varer i handlekurven"),
});

export const shopCartPromise = z
  .object({
    shopId: z.number().int(),
    name: z.string(),
    slug: z.string().describe("the shop page is /butikker/{slug}"),
    kind: z.enum(["today", "tomorrow", "later", "none"]),
    text: z.string().describe("'Klar til henting i dag innen 16:00', 'Ikke på lager', …"),
    readyBy: z.string().nullable().describe("ISO instant the whole cart is ready; null when it cannot be"),
  })
  .meta({ id: "ShopCartPromise" });
