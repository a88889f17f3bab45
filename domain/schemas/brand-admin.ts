// A brand as an administrator edits it (issue 15): the body of PATCH /backoffice/brands/:id, which the
// route validates, and the form too, with the colours' contrast rule the brand service applies.
import { z } from "zod";
import { brandColorsProblem } from "../contrast.ts";
import { TOO_LONG } from "./fields.ts";

const text = (max: number) => z.string().trim().max(max, TOO_LONG);
const required = (max: number) => text(max).min(1, "Feltet må fylles ut");

const colors = z.object({ primary: text(7), onPrimary: text(7), accent: text(7) });

/** The spec's extra menu entries a brand shows (section 2, Menus). */
export const brandMenu = z.object({
  maintenance: z.boolean(),
  information: z.boolean(),
  about: z.boolean(),
  support: z.boolean(),
  collection: z.boolean(),
});

export const brandBody = z
  .strictObject({
    name: required(100),
    hostnames: z.array(text(253)).max(20),
    logoSvg: text(100_000),
    colors,
    menu: brandMenu,
  })
  .partial();

/**
 * A new brand (issue 31): its name and the hostnames it answers on; the logo, colours and menu start
 * plain and are set on the brand's own page. The first brand becomes the default one.
 */
export const newBrandBody = z.strictObject({
  name: required(100),
  hostnames: z.array(text(253)).max(20).default([]),
});

/** The brand form's checks before it sends: the route's schema and the contrast rule (WCAG AA). */
export const brandForm = brandBody.superRefine((body, ctx) => {
  const problem = body.colors ? brandColorsProblem(body.colors) : null;
  if (problem) ctx.addIssue({ code: "custom", path: ["colors"], message: problem });
});
