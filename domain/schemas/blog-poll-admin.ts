// The blog's posts and categories and the polls as the back office writes them (issue 15, decision
// 049): the bodies the routes validate, and the forms before they send. Times travel as an Oslo wall
// clock (YYYY-MM-DDTHH:MM, what a datetime-local field holds); the server turns them into instants, so
// the editor's "09:00" is nine in Oslo whatever the browser's zone.
import { z } from "zod";
import { isSlug, SLUG_FORMAT, SLUG_MAX } from "../blog-slug.ts";
import { LOCAL_DATE_TIME, LOCAL_DATE_TIME_MESSAGE } from "../publish-status.ts";
import { TOO_LONG } from "./fields.ts";

const REQUIRED = "Feltet må fylles ut";
export const IMAGE_ADDRESS = "Bildeadressen må begynne med https:// eller /";
export const POLL_PERIOD = "Sluttidspunktet må være etter starttidspunktet";
export const POLL_OPTIONS_MIN = "Et spørsmål trenger minst to svaralternativer";
export const POLL_CORRECT_ONE = "Merk nøyaktig ett svaralternativ som riktig";

const text = (max: number) => z.string().trim().max(max, TOO_LONG);
const required = (max: number) => text(max).min(1, REQUIRED);
const localDateTime = z.string().regex(LOCAL_DATE_TIME, LOCAL_DATE_TIME_MESSAGE);
const id = z.number().int().positive().max(2_147_483_647);

/** Empty: no slug typed, the server makes one from the title or name. */
const slugField = text(SLUG_MAX)
  .refine((s) => s === "" || isSlug(s), SLUG_FORMAT)
  .default("");

/** An image on this shop (a path) or anywhere over HTTPS; empty is no image. */
const imageAddress = text(500)
  .refine((s) => s === "" || /^\/(?!\/)\S*$/.test(s) || /^https:\/\/\S+$/.test(s), IMAGE_ADDRESS)
  .default("");

export const blogPostBody = z.strictObject({
  title: required(200),
  slug: slugField,
  brandId: id.nullable().describe("null: every brand's blog"),
  summary: text(500).default(""),
  body: required(50_000).describe("plain text; paragraphs separated by a blank line"),
  featuredImage: imageAddress,
  categoryIds: z.array(id).max(20).default([]),
  publishedAt: localDateTime.nullable().describe("Oslo wall clock; null saves a draft"),
});
export type BlogPostBody = z.infer<typeof blogPostBody>;

export const blogCategoryBody = z.strictObject({ name: required(100), slug: slugField });
export type BlogCategoryBody = z.infer<typeof blogCategoryBody>;

const pollOptionBody = z.strictObject({
  id: id.optional().describe("an existing option of this question; none for a new one"),
  text: required(300),
  correct: z.boolean().default(false),
});

const pollQuestionBody = z
  .strictObject({
    id: id.optional().describe("an existing question of this poll; none for a new one"),
    text: required(500),
    options: z.array(pollOptionBody).max(20),
  })
  .superRefine((q, ctx) => {
    if (q.options.length < 2) ctx.addIssue({ code: "custom", path: ["options"], message: POLL_OPTIONS_MIN });
    else if (q.options.filter((o) => o.correct).length !== 1) {
      ctx.addIssue({ code: "custom", path: ["options"], message: POLL_CORRECT_ONE });
    }
  });

/** A poll as the editor writes it: questions and options in the order shown. */
export const pollBody = z
  .strictObject({
    name: required(200),
    description: text(2000).default(""),
    brandId: id.nullable().describe("null: every brand's storefront"),
    active: z.boolean().default(true),
    startsAt: localDateTime,
    endsAt: localDateTime.nullable().describe("null: runs until switched off"),
    bannerDesktop: imageAddress,
    bannerMobile: imageAddress,
    questions: z.array(pollQuestionBody).min(1, "Avstemningen trenger minst ett spørsmål").max(30),
  })
  .superRefine((p, ctx) => {
    if (p.endsAt !== null && p.endsAt <= p.startsAt) {
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: POLL_PERIOD });
    }
  });
export type PollBody = z.infer<typeof pollBody>;
