// Demo accounts, promo codes (verdikoder) and shipping methods.
import { hash } from "@node-rs/argon2";
import type { Role } from "../../../domain/back-office-roles.ts";
import type { Executor } from "../client.ts";
import { insertRows } from "./bulk.ts";
import { columns } from "./columns.ts";
import { MAIN_SHOP_ID } from "./shops.ts";

export const DEMO_CUSTOMER_ID = 1;

interface Account {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: Role;
  staffShopId: number | null;
  club: boolean;
}

/** Documented demo logins (README / back office). */
export const DEMO_ACCOUNTS: readonly Account[] = [
  {
    id: DEMO_CUSTOMER_ID,
    email: "kari@example.no",
    password: "Demo-passord-1",
    firstName: "Kari",
    lastName: "Nordmann",
    phone: "91234567",
    role: "customer",
    staffShopId: null,
    club: true,
  },
  {
    id: 2,
    email: "ansatt@example.no",
    password: "Ansatt-passord-1",
    firstName: "Ola",
    lastName: "Hansen",
    phone: "92345678",
    role: "staff",
    staffShopId: MAIN_SHOP_ID,
    club: false,
  },
  {
    id: 3,
    email: "admin@example.no",
    password: "Admin-passord-1",
    firstName: "Ingrid",
    lastName: "Berg",
    phone: "93456789",
    role: "admin",
    staffShopId: null,
    club: false,
  },
  {
    id: 4,
    email: "redaktor@example.no",
    password: "Redaktor-passord-1",
    firstName: "Sigrid",
    lastName: "Lie",
    phone: "94567890",
    role: "editor",
    staffShopId: null,
    club: false,
  },
];

/** argon2id (the library default: m=19 MiB, t=2, p=1). Slow on purpose, so only these four. */
export function hashDemoPasswords(): Promise<string[]> {
  return Promise.all(DEMO_ACCOUNTS.map((a) => hash(a.password)));
}

export async function insertCustomers(ex: Executor, passwordHashes: readonly string[]): Promise<void> {
  const verifiedAt = "2025-01-15T10:00:00Z";
  await insertRows(
    ex,
    "customers",
    columns({
      id: "int4",
      auth_id: "text",
      first_name: "text",
      last_name: "text",
      email: "text",
      phone: "text",
      birth_date: "text",
      gender_id: "int4",
      address: "text",
      postal_code: "text",
      city: "text",
      password_hash: "text",
      terms_accepted_at: "timestamptz",
      email_verified_at: "timestamptz",
      role: "text",
      staff_shop_id: "int4",
      preferences: "json",
      club: "bool",
      marketing: "bool",
      newsletter: "bool",
      event_invite: "bool",
      birthday_gift: "bool",
      cookies: "json",
      qr_code: "text",
      created_at: "timestamptz",
      updated_at: "timestamptz",
    }),
    DEMO_ACCOUNTS.map((a, i) => ({
      id: a.id,
      // Fixed instead of gen_random_uuid(), so two seeded databases are identical.
      auth_id: `00000000-0000-4000-8000-${String(a.id).padStart(12, "0")}`,
      first_name: a.firstName,
      last_name: a.lastName,
      email: a.email,
      phone: a.phone,
      birth_date: a.role === "customer" ? "1990-05-17" : null,
      gender_id: a.role === "customer" ? 2 : null,
      address: a.role === "customer" ? "Storgata 1" : null,
      postal_code: a.role === "customer" ? "0155" : null,
      city: a.role === "customer" ? "Oslo" : null,
      password_hash: passwordHashes[i],
      terms_accepted_at: verifiedAt,
      email_verified_at: verifiedAt,
      role: a.role,
      staff_shop_id: a.staffShopId,
      preferences: JSON.stringify(a.club ? { running: true, hiking: true, skiing: false } : {}),
      club: a.club,
      marketing: a.club,
      newsletter: a.club,
      event_invite: false,
      birthday_gift: a.club,
      cookies: JSON.stringify({
        cookie_default: true,
        cookie_ga: false,
        cookie_google_tag_manager: false,
        cookie_meta_pixel: false,
      }),
      qr_code: a.club ? `BUTIKK-KLUBB-${String(a.id).padStart(8, "0")}` : null,
      created_at: "2025-01-15T09:55:00Z",
      updated_at: "2025-01-15T09:55:00Z",
    })),
  );
}

const VALID_FROM = "2025-01-01T00:00:00Z";
const VALID_TO = "2030-12-31T23:59:59Z";

/**
 * amount: øre when fixed, percent × 100 otherwise. advertised (decision 023): the welcome code is
 * published; the autumn code is for a newsletter and the club code for members, so neither is; the
 * summer code was advertised in its time and the future one will be, which the list must not show
 * outside their periods.
 */
export const PROMO_CODES = [
  {
    id: 1,
    name: "Velkommen – 100 kr",
    code: "VELKOMMEN100",
    valid_from: VALID_FROM,
    valid_to: VALID_TO,
    fixed: true,
    amount: 10000,
    type: "Standard",
    requires_login: false,
    active: true,
    advertised: true,
  },
  {
    id: 2,
    name: "Høstsalg – 20 %",
    code: "HOST20",
    valid_from: VALID_FROM,
    valid_to: VALID_TO,
    fixed: false,
    amount: 2000,
    type: "Standard",
    requires_login: false,
    active: true,
    advertised: false,
  },
  {
    id: 3,
    name: "Klubbrabatt – 15 %",
    code: "KLUBB15",
    valid_from: VALID_FROM,
    valid_to: VALID_TO,
    fixed: false,
    amount: 1500,
    type: "Klubb",
    requires_login: true,
    active: true,
    advertised: false,
  },
  {
    id: 4,
    name: "Sommersalg 2024 – 50 %",
    code: "UTLOPT50",
    valid_from: "2024-06-01T00:00:00Z",
    valid_to: "2024-08-31T23:59:59Z",
    fixed: false,
    amount: 5000,
    type: "Standard",
    requires_login: false,
    active: true,
    advertised: true,
  },
  {
    id: 5,
    name: "Fremtidig – 10 %",
    code: "FREMTID10",
    valid_from: "2030-01-01T00:00:00Z",
    valid_to: VALID_TO,
    fixed: false,
    amount: 1000,
    type: "Standard",
    requires_login: false,
    active: true,
    advertised: true,
  },
] as const;

export const SHIPPING_METHODS = [
  {
    id: 1,
    name: "Hent i butikk",
    description: "Klikk og hent – gratis",
    type: "pickup",
    price_ore: 0,
    sort: 10,
    active: true,
  },
  {
    id: 2,
    name: "Levering med post",
    description: "Levering til nærmeste hentested på 3–6 dager",
    type: "delivery",
    price_ore: 9900,
    sort: 20,
    active: true,
  },
  {
    id: 3,
    name: "Hjemlevering 08–21",
    description: "Levert på døren mellom kl. 08 og 21",
    type: "delivery",
    price_ore: 14900,
    sort: 30,
    active: true,
  },
] as const;

export async function insertCommerce(ex: Executor): Promise<void> {
  await insertRows(
    ex,
    "promo_codes",
    columns({
      id: "int4",
      name: "text",
      code: "text",
      valid_from: "timestamptz",
      valid_to: "timestamptz",
      fixed: "bool",
      amount: "int4",
      type: "text",
      requires_login: "bool",
      active: "bool",
      advertised: "bool",
    }),
    PROMO_CODES,
  );
  await insertRows(
    ex,
    "shipping_methods",
    columns({
      id: "int4",
      name: "text",
      description: "text",
      type: "text",
      price_ore: "int4",
      sort: "int4",
      active: "bool",
    }),
    SHIPPING_METHODS,
  );
}
