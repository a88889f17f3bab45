// One schema for PGlite and PostgreSQL. Money is integer øre; the API rounds to whole kroner.
// Flags the spec calls "equals 1" (purchasable on web, featured, visible on web) are kept as
// smallint so imports from the chain's ERP keep their meaning; the API turns them into booleans.
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();

// ---------- Brands (tenants) and settings ----------
export const brands = pgTable("brands", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  hostnames: text("hostnames").array().notNull().default(sql`'{}'::text[]`),
  isDefault: boolean("is_default").notNull().default(false),
  logoSvg: text("logo_svg").notNull(),
  colors: jsonb("colors").$type<{ primary: string; onPrimary: string; accent: string }>().notNull(),
  productLineId: integer("product_line_id").references(() => productLines.id, { onDelete: "set null" }),
  showMaintenance: boolean("show_maintenance").notNull().default(false),
  showInformation: boolean("show_information").notNull().default(false),
  showAbout: boolean("show_about").notNull().default(false),
  showSupport: boolean("show_support").notNull().default(false),
  showCollection: boolean("show_collection").notNull().default(false),
  pages: jsonb("pages").$type<Record<string, string>>().notNull().default({}),
});

export const settings = pgTable(
  "settings",
  {
    id: serial("id").primaryKey(),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    value: jsonb("value").notNull(),
  },
  (t) => [uniqueIndex("settings_brand_key_idx").on(sql`coalesce(${t.brandId}, 0)`, t.key)],
);

// ---------- Reference data ----------
export const genders = pgTable("genders", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
});

export const colorGroups = pgTable("color_groups", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  label: text("label").notNull(),
  hex: text("hex").notNull(),
  // The representative colour; colours reference their group, so this one cannot be a foreign key
  // without a cycle at insert time.
  colorId: integer("color_id"),
});

export const colors = pgTable(
  "colors",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    hex: text("hex").notNull(),
    colorCode: text("color_code").notNull(),
    colorGroupId: integer("color_group_id")
      .notNull()
      .references(() => colorGroups.id),
  },
  (t) => [index("colors_group_idx").on(t.colorGroupId)],
);

export const sizes = pgTable("sizes", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  sort: integer("sort").notNull().default(0),
});

export const productLines = pgTable("product_lines", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
});

// Main groups are the spec's categories; article group 2 its subcategories; group 3 its groups.
export const mainGroups = pgTable("main_groups", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  banner: text("banner"),
  bannerLink: text("banner_link"),
  sort: integer("sort").notNull().default(0),
  showInMenu: boolean("show_in_menu").notNull().default(true),
});

export const articleGroups2 = pgTable(
  "article_groups2",
  {
    id: serial("id").primaryKey(),
    mainGroupId: integer("main_group_id")
      .notNull()
      .references(() => mainGroups.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    custom: boolean("custom").notNull().default(false),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("ag2_main_slug_idx").on(t.mainGroupId, t.slug)],
);

export const articleGroups3 = pgTable(
  "article_groups3",
  {
    id: serial("id").primaryKey(),
    articleGroup2Id: integer("article_group2_id")
      .notNull()
      .references(() => articleGroups2.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("ag3_ag2_slug_idx").on(t.articleGroup2Id, t.slug)],
);

// ---------- Catalogue ----------
export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    articleNo: text("article_no").notNull().unique(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    techDescription: text("tech_description").notNull().default(""),
    nutrientContent: text("nutrient_content"),
    washLabel: text("wash_label").array().notNull().default(sql`'{}'::text[]`),
    careLabel: text("care_label").array().notNull().default(sql`'{}'::text[]`),
    productLineId: integer("product_line_id")
      .notNull()
      .references(() => productLines.id),
    genderId: integer("gender_id")
      .notNull()
      .references(() => genders.id),
    mainGroupId: integer("main_group_id")
      .notNull()
      .references(() => mainGroups.id),
    articleGroup2Id: integer("article_group2_id")
      .notNull()
      .references(() => articleGroups2.id),
    articleGroup3Id: integer("article_group3_id")
      .notNull()
      .references(() => articleGroups3.id),
    suggestedPriceOre: integer("suggested_price_ore").notNull(),
    pantOre: integer("pant_ore").notNull().default(0),
    purchasableWeb: smallint("purchasable_web").notNull().default(1),
    featured: smallint("featured").notNull().default(0),
    visibleWeb: smallint("visible_web").notNull().default(1),
    webPurchaseLimit: integer("web_purchase_limit").notNull().default(10),
    onlyCC: boolean("only_cc").notNull().default(false),
    season: text("season"),
    customLabel: text("custom_label"),
    image: text("image").notNull(),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    // Norwegian stemming; name and brand text weigh more than descriptions (spec section 5, search).
    searchText: text("search_text").notNull().default(""),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('norwegian', coalesce("name", '')), 'A') || setweight(to_tsvector('norwegian', coalesce("search_text", '')), 'B') || setweight(to_tsvector('norwegian', coalesce("description", '')), 'C')`,
    ),
  },
  (t) => [
    check("articles_price_nonneg", sql`${t.suggestedPriceOre} >= 0 and ${t.pantOre} >= 0`),
    index("articles_main_group_name_idx").on(t.mainGroupId, t.name, t.id).where(sql`${t.visibleWeb} = 1`),
    index("articles_main_group_price_idx").on(t.mainGroupId, t.suggestedPriceOre, t.id).where(sql`${t.visibleWeb} = 1`),
    index("articles_ag2_name_idx").on(t.articleGroup2Id, t.name, t.id).where(sql`${t.visibleWeb} = 1`),
    index("articles_ag2_price_idx").on(t.articleGroup2Id, t.suggestedPriceOre, t.id).where(sql`${t.visibleWeb} = 1`),
    index("articles_ag3_idx").on(t.articleGroup3Id).where(sql`${t.visibleWeb} = 1`),
    index("articles_gender_name_idx").on(t.genderId, t.name, t.id).where(sql`${t.visibleWeb} = 1`),
    index("articles_product_line_idx").on(t.productLineId, t.name, t.id).where(sql`${t.visibleWeb} = 1`),
    index("articles_slug_idx").on(t.slug),
    index("articles_search_vector_idx").using("gin", t.searchVector),
    index("articles_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("articles_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const variants = pgTable(
  "variants",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    ean: text("ean").notNull().unique(),
    sizeId: integer("size_id")
      .notNull()
      .references(() => sizes.id),
    colorId: integer("color_id")
      .notNull()
      .references(() => colors.id),
    purchasableWeb: smallint("purchasable_web").notNull().default(1),
    image: text("image"),
  },
  (t) => [
    uniqueIndex("variants_article_size_color_idx").on(t.articleId, t.sizeId, t.colorId),
    index("variants_color_idx").on(t.colorId),
  ],
);

/** An article's uploaded pictures, in the order shown (decision 047); the files are the media module's. */
export const articleImages = pgTable(
  "article_images",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    imageKey: text("image_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: text("alt").notNull(),
    colorId: integer("color_id").references(() => colors.id),
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("article_images_article_idx").on(t.articleId, t.position),
    check("article_images_alt_given", sql`length(trim(${t.alt})) > 0`),
    check("article_images_size_positive", sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

export const shops = pgTable(
  "shops",
  {
    id: serial("id").primaryKey(),
    no: text("no").notNull().unique(),
    name: text("name").notNull(),
    fullName: text("full_name").notNull(),
    orgNo: text("org_no").notNull(),
    description: text("description").notNull().default(""),
    address: text("address").notNull(),
    postNo: text("post_no").notNull(),
    postPlace: text("post_place").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    messengerId: text("messenger_id"),
    chainId: integer("chain_id").notNull().default(1),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    // 'days:hhmm-hhmm' ranges joined by commas, days 0 (Sunday) to 6, e.g. '1-5:1000-2000,6:1000-1800'
    openingHours: text("opening_hours").notNull(),
    mapLink: text("map_link"),
    active: boolean("active").notNull().default(true),
    // How long staff need to have a web order ready for pickup, counted in opening hours (decision 030).
    preparationMinutes: integer("preparation_minutes").notNull().default(120),
    // Units per variant the web never sells: shelf stock that may already be gone (decision 030).
    webSafetyBuffer: integer("web_safety_buffer").notNull().default(0),
  },
  (t) => [index("shops_active_idx").on(t.active, t.name)],
);

// A shop's other hours on one date (a holiday eve, an event): opens/closes 'hh:mm', both null when
// closed. The public holidays are closed in every shop without a row (domain/norwegian-holidays.ts).
export const shopSpecialHours = pgTable(
  "shop_special_hours",
  {
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    name: text("name").notNull(),
    opens: text("opens"),
    closes: text("closes"),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.date] }),
    check(
      "shop_special_hours_shape",
      sql`(${t.opens} is null and ${t.closes} is null) or (${t.opens} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.closes} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.opens} < ${t.closes})`,
    ),
  ],
);

export const stock = pgTable(
  "stock",
  {
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    qty: integer("qty").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.shopId] }),
    check("stock_qty_nonneg", sql`${t.qty} >= 0`),
    index("stock_shop_idx").on(t.shopId).where(sql`${t.qty} > 0`),
  ],
);

export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    shortDescription: text("short_description").notNull().default(""),
    description: text("description").notNull().default(""),
    startsAt: ts("starts_at").notNull(),
    endsAt: ts("ends_at").notNull(),
    image: text("image"),
    imageMobile: text("image_mobile"),
    showLabel: boolean("show_label").notNull().default(true),
    showImage: boolean("show_image").notNull().default(true),
    labelText: text("label_text"),
    url: text("url"),
    combined: boolean("combined").notNull().default(false),
  },
  (t) => [index("campaigns_period_idx").on(t.startsAt, t.endsAt)],
);

export const campaignLines = pgTable(
  "campaign_lines",
  {
    id: serial("id").primaryKey(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    priceOre: integer("price_ore").notNull(),
    labelType: text("label_type").notNull(),
    labelData: text("label_data").notNull().default("{}"),
  },
  (t) => [
    index("campaign_lines_article_idx").on(t.articleId),
    uniqueIndex("campaign_lines_campaign_article_idx").on(t.campaignId, t.articleId),
  ],
);

export const bestsellers = pgTable(
  "bestsellers",
  {
    articleId: integer("article_id")
      .primaryKey()
      .references(() => articles.id, { onDelete: "cascade" }),
    qtyRank: integer("qty_rank").notNull(),
    turnoverRank: integer("turnover_rank").notNull(),
  },
  (t) => [index("bestsellers_qty_rank_idx").on(t.qtyRank)],
);

// ---------- Customers and sessions ----------
export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    authId: text("auth_id").notNull().unique().default(sql`gen_random_uuid()::text`),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    birthDate: text("birth_date"),
    genderId: integer("gender_id").references(() => genders.id),
    address: text("address"),
    postalCode: text("postal_code"),
    city: text("city"),
    passwordHash: text("password_hash").notNull(),
    termsAcceptedAt: ts("terms_accepted_at"),
    emailVerifiedAt: ts("email_verified_at"),
    role: text("role").notNull().default("customer"), // customer | staff | editor | admin (domain/back-office-roles.ts)
    staffShopId: integer("staff_shop_id").references(() => shops.id),
    permissions: jsonb("permissions").$type<string[]>().notNull().default([]),
    preferences: jsonb("preferences").$type<Record<string, boolean>>().notNull().default({}),
    club: boolean("club").notNull().default(false),
    marketing: boolean("marketing").notNull().default(false),
    newsletter: boolean("newsletter").notNull().default(false),
    eventInvite: boolean("event_invite").notNull().default(false),
    birthdayGift: boolean("birthday_gift").notNull().default(false),
    cookies: jsonb("cookies").$type<Record<string, boolean>>().notNull().default({}),
    qrCode: text("qr_code"),
    // The shopper's own shop (issue 13, decision 031); a closed-down shop leaves it empty.
    myShopId: integer("my_shop_id").references(() => shops.id, { onDelete: "set null" }),
    // A back-office person an administrator deactivated (issue 31): no login, every session ended.
    deactivatedAt: ts("deactivated_at"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customers_email_idx").on(sql`lower(${t.email})`),
    uniqueIndex("customers_phone_idx").on(t.phone),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    // sha-256 of the cookie value, so a database leak does not leak live sessions
    idHash: text("id_hash").primaryKey(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    csrfToken: text("csrf_token").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [index("sessions_customer_idx").on(t.customerId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const authTokens = pgTable(
  "auth_tokens",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(), // password_reset | email_verification
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("auth_tokens_customer_idx").on(t.customerId, t.purpose)],
);

// Failed logins, for throttling per account and address (5 a minute). key is sha-256 of both, so the
// table holds no personal data; rows older than the window are swept on the next failure.
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_failures_key_idx").on(t.key, t.createdAt)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    reviewableType: text("reviewable_type").notNull().default("article"),
    reviewableId: integer("reviewable_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    customerName: text("customer_name").notNull(),
    content: text("content").notNull(),
    reply: text("reply"),
    rating: smallint("rating").notNull(),
    approved: boolean("approved").notNull().default(false),
    trueToSize: smallint("true_to_size"),
    sizeColor: text("size_color"),
    anonymous: boolean("anonymous").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    index("reviews_reviewable_idx").on(t.reviewableId).where(sql`${t.approved}`),
    index("reviews_customer_idx").on(t.customerId, t.createdAt),
  ],
);

// ---------- Checkout ----------
export const promoCodes = pgTable("promo_codes", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  code: text("code").notNull().unique(),
  validFrom: ts("valid_from").notNull(),
  validTo: ts("valid_to").notNull(),
  fixed: boolean("fixed").notNull(),
  // øre when fixed, percent × 100 otherwise (the client uses amount/100 as the fraction)
  amount: integer("amount").notNull(),
  type: text("type").notNull().default("Standard"),
  requiresLogin: boolean("requires_login").notNull().default(false),
  active: boolean("active").notNull().default(true),
  // Shown to everyone by GET /promocodes (decision 023). Off unless an administrator says so, so a
  // code meant to be handed out privately is never published by mistake.
  advertised: boolean("advertised").notNull().default(false),
});

export const shippingMethods = pgTable("shipping_methods", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  type: text("type").notNull(), // pickup | delivery
  priceOre: integer("price_ore").notNull().default(0),
  sort: integer("sort").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

export const reservationStatuses = pgTable("reservation_statuses", {
  id: integer("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
});

export const reservations = pgTable(
  "reservations",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    statusId: integer("status_id")
      .notNull()
      .references(() => reservationStatuses.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    delivery: boolean("delivery").notNull().default(false),
    shippingMethodId: integer("shipping_method_id").references(() => shippingMethods.id),
    address: text("address"),
    city: text("city"),
    zipcode: text("zipcode"),
    totalOre: integer("total_ore").notNull(),
    discountOre: integer("discount_ore").notNull().default(0),
    shippingOre: integer("shipping_ore").notNull().default(0),
    promoCodeId: integer("promo_code_id").references(() => promoCodes.id),
    paymentMethod: text("payment_method"), // card | invoice
    trackingUrl: text("tracking_url"),
    klarnaSessionId: text("klarna_session_id"),
    klarnaOrderId: text("klarna_order_id"),
    /** sha-256 of the checkout key of the browser that started the reservation (checkout-key.ts). */
    checkoutKeyHash: text("checkout_key_hash"),
    /** sha-256 of the receipt link's token, the guest's way back to the receipt (decision 034). */
    receiptTokenHash: text("receipt_token_hash"),
    txData: jsonb("tx_data").$type<Record<string, unknown>>(),
    holdExpiresAt: ts("hold_expires_at"),
    pickupDeadline: ts("pickup_deadline"),
    // The pickup promise as given at checkout (decision 030), so every later screen says the same.
    pickupReadyBy: ts("pickup_ready_by"),
    pickupPromise: text("pickup_promise"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("reservations_shop_status_idx").on(t.shopId, t.statusId, t.createdAt),
    index("reservations_customer_idx").on(t.customerId, t.createdAt),
    index("reservations_hold_idx").on(t.holdExpiresAt).where(sql`${t.statusId} = 1`),
    // The expiry's other half: goods ready for pickup whose deadline has passed (status 3).
    index("reservations_pickup_idx").on(t.pickupDeadline).where(sql`${t.statusId} = 3`),
  ],
);

export const reservationLines = pgTable(
  "reservation_lines",
  {
    id: serial("id").primaryKey(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    ean: text("ean").notNull(),
    name: text("name").notNull(),
    count: integer("count").notNull(),
    unitPriceOre: integer("unit_price_ore").notNull(),
    pantOre: integer("pant_ore").notNull().default(0),
    campaignLineId: integer("campaign_line_id").references(() => campaignLines.id),
  },
  (t) => [
    index("reservation_lines_reservation_idx").on(t.reservationId),
    check("reservation_lines_count_pos", sql`${t.count} > 0`),
  ],
);

export const reservationStatusHistory = pgTable(
  "reservation_status_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    fromStatusId: integer("from_status_id"),
    toStatusId: integer("to_status_id").notNull(),
    actor: text("actor").notNull(), // 'customer:12', 'staff:3', 'system'
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("reservation_history_reservation_idx").on(t.reservationId, t.createdAt)],
);

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    reservationId: integer("reservation_id")
      .unique()
      .references(() => reservations.id, { onDelete: "set null" }),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    // null once the person is anonymised (account deletion; orders are kept 5 years)
    name: text("name"),
    email: text("email"),
    vatPercentage: integer("vat_percentage").notNull().default(25),
    totalVatOre: integer("total_vat_ore").notNull(),
    netOre: integer("net_ore").notNull(),
    totalOre: integer("total_ore").notNull(),
    klarnaCaptureId: text("klarna_capture_id"),
    anonymisedAt: ts("anonymised_at"),
    createdAt: createdAt(),
  },
  (t) => [index("orders_customer_idx").on(t.customerId, t.createdAt)],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    articleId: integer("article_id").references(() => articles.id, { onDelete: "set null" }),
    ean: text("ean").notNull(),
    name: text("name").notNull(),
    count: integer("count").notNull(),
    unitPriceOre: integer("unit_price_ore").notNull(),
    totalOre: integer("total_ore").notNull(),
    vatOre: integer("vat_ore").notNull(),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

/** Returns under the right of withdrawal (decision 040): what came back of an order and was refunded. */
export const orderReturns = pgTable(
  "order_returns",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** [{ ean, count }] of the order's lines that came back. */
    lines: jsonb("lines").$type<{ ean: string; count: number }[]>().notNull(),
    refundOre: integer("refund_ore").notNull(),
    /** Set once Klarna has refunded; null while the refund is still to be made (retried by the job). */
    refundedAt: ts("refunded_at"),
    actor: text("actor").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_returns_order_idx").on(t.orderId),
    check("order_returns_refund_nonneg", sql`${t.refundOre} >= 0`),
  ],
);

// ---------- Content ----------
export const blogCategories = pgTable("blog_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    body: text("body").notNull(),
    // The lead the lists show; empty means the start of the body.
    summary: text("summary").notNull().default(""),
    featuredImage: text("featured_image"),
    mainArticleId: integer("main_article_id").references(() => articles.id, { onDelete: "set null" }),
    relatedArticleIds: integer("related_article_ids").array().notNull().default(sql`'{}'::int[]`),
    // Null is a draft; a time still to come is a planned post (decision 049). Only the past is public.
    publishedAt: ts("published_at").defaultNow(),
  },
  (t) => [index("blog_posts_published_idx").on(t.publishedAt)],
);

export const blogPostCategories = pgTable(
  "blog_post_categories",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => blogCategories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    index("blog_post_categories_category_idx").on(t.categoryId),
  ],
);

export const polls = pgTable("polls", {
  id: serial("id").primaryKey(),
  // Null: every brand's storefront shows the poll (as a blog post without a brand).
  brandId: integer("brand_id").references(() => brands.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  bannerDesktop: text("banner_desktop"),
  bannerMobile: text("banner_mobile"),
  active: boolean("active").notNull().default(true),
  startsAt: ts("starts_at").notNull().defaultNow(),
  endsAt: ts("ends_at"),
});

export const pollQuestions = pgTable(
  "poll_questions",
  {
    id: serial("id").primaryKey(),
    pollId: integer("poll_id")
      .notNull()
      .references(() => polls.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("poll_questions_poll_idx").on(t.pollId)],
);

export const pollOptions = pgTable(
  "poll_options",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => pollQuestions.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    correct: boolean("correct").notNull().default(false),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("poll_options_question_idx").on(t.questionId)],
);

export const pollAnswers = pgTable(
  "poll_answers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    pollId: integer("poll_id")
      .notNull()
      .references(() => polls.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => pollQuestions.id, { onDelete: "cascade" }),
    optionId: integer("option_id")
      .notNull()
      .references(() => pollOptions.id, { onDelete: "cascade" }),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    // sha-256 of a visitor's poll cookie (decision 038); null for a customer's answers.
    visitorKey: text("visitor_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("poll_answers_poll_idx").on(t.pollId),
    index("poll_answers_question_idx").on(t.questionId),
    // One set per shopper: a second answer to a question is refused even when two requests race.
    uniqueIndex("poll_answers_customer_idx").on(t.questionId, t.customerId).where(sql`${t.customerId} is not null`),
    uniqueIndex("poll_answers_visitor_idx").on(t.questionId, t.visitorKey).where(sql`${t.visitorKey} is not null`),
  ],
);

/** A customer's favourite articles, kept on the account (decision 038: the content module owns it). */
export const favourites = pgTable(
  "favourites",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.articleId] })],
);

export const socialPosts = pgTable(
  "social_posts",
  {
    id: serial("id").primaryKey(),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    image: text("image"),
    link: text("link"),
    postedAt: ts("posted_at").notNull().defaultNow(),
  },
  (t) => [index("social_posts_posted_idx").on(t.postedAt)],
);

// ---------- Places and mail ----------
export const postcodes = pgTable(
  "postcodes",
  {
    code: text("code").primaryKey(),
    place: text("place").notNull(),
    municipality: text("municipality").notNull(),
    county: text("county").notNull(),
    category: text("category").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    // 6 = "Usikker plassering": the coordinate is a rough guess; null where the file gives none
    quality: smallint("quality"),
    active: boolean("active").notNull(),
  },
  (t) => [index("postcodes_active_idx").on(t.active, t.code)],
);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    status: text("status").notNull().default("queued"), // queued | sent | stored | failed
    error: text("error"),
    // Delivery attempts so far (SMTP); a failed mail is retried by the mail.send job (decision 020).
    attempts: integer("attempts").notNull().default(0),
    // The reservation a mail is about and its shop (issue 29): staff read only their own shop's mails.
    // No foreign keys: the outbox belongs to the mail module and outlives what it reports on.
    reservationId: integer("reservation_id"),
    shopId: integer("shop_id"),
    createdAt: createdAt(),
    sentAt: ts("sent_at"),
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt), index("mail_outbox_shop_idx").on(t.shopId, t.id)],
);

// Rate-limit counters (plugins/rate-limit.ts, decision 022): one row per tier and client (or
// account), counted in PostgreSQL so every node sees the same count.
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: ts("reset_at").notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);

// Bumped whenever catalogue data changes, so every node can drop its caches (see modules/catalog/cache.ts).
export const cacheVersions = pgTable("cache_versions", {
  name: text("name").primaryKey(),
  version: integer("version").notNull().default(0),
});

// State of the local Klarna stand-in (mounted only when no Klarna credentials are configured):
// sessions, authorisations, orders and idempotency keys, kept in PostgreSQL so a restart loses nothing.
export const paymentStandin = pgTable("payment_standin", {
  key: text("key").primaryKey(), // 'session:<id>', 'auth:<token>', 'order:<id>', 'idem:<key>'
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

// The back office's audit log (modules/audit, decision 039): who changed what and when. Written in
// the change's own transaction; the actor's name and role are copied, so the row outlives the account.
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: ts("at").notNull().defaultNow(),
    actorId: integer("actor_id"),
    actorName: text("actor_name").notNull(),
    actorRole: text("actor_role").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    // Only the fields that changed: { before: {field: old}, after: {field: new} }.
    changes: jsonb("changes").$type<{ before: Record<string, unknown>; after: Record<string, unknown> }>().notNull(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at, t.id),
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
    index("audit_log_actor_idx").on(t.actorId),
  ],
);

// ---------- Uploaded images (modules/media, decision 077) ----------
// In the database, so every node serves every upload. An image is named by the hash of the uploaded
// bytes (content-addressed: the same upload twice is stored once, and a name never changes content);
// its sizes in AVIF and WebP are rows of their own, written in the image's transaction.
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // node-postgres gives a Buffer, in-process PGlite a Uint8Array: one type for the media module.
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const images = pgTable(
  "images",
  {
    key: text("key").primaryKey(),
    // The upright original's size.
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    // The uploaded file's own name (the first upload's), shown in the library.
    name: text("name"),
    uploadedAt: ts("uploaded_at").notNull().defaultNow(),
  },
  (t) => [index("images_uploaded_at_idx").on(t.uploadedAt, t.key)],
);

export const imageSizes = pgTable(
  "image_sizes",
  {
    imageKey: text("image_key")
      .notNull()
      .references(() => images.key, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: text("format").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageKey, t.width, t.format] })],
);
