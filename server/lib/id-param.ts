import { z } from "zod";

/** A positive 32-bit integer id (PostgreSQL integer). */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
