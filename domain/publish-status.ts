// Whether a blog post is a draft, planned or published: by its publish time against the clock. The
// back office lists and the storefront agree because both ask this function (decision 049).

export type PublishStatus = "draft" | "planned" | "published";

export const PUBLISH_STATUS_NAMES: Record<PublishStatus, string> = {
  draft: "Utkast",
  planned: "Planlagt",
  published: "Publisert",
};

export function publishStatus(publishedAt: Date | string | null, now: Date): PublishStatus {
  if (publishedAt === null) return "draft";
  return new Date(publishedAt).getTime() <= now.getTime() ? "published" : "planned";
}

/** A datetime-local field's value (Oslo wall clock), YYYY-MM-DDTHH:MM. */
export const LOCAL_DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;
export const LOCAL_DATE_TIME_MESSAGE = "Tidspunktet skrives ÅÅÅÅ-MM-DD TT:MM";
