// Review moderation (issue 15, decision 042): an editor or administrator approves, rejects and answers
// a customer's review; the product page shows the change at once, a rejected review never, and every
// change leaves an audit row. Refused roles change nothing.
import { afterAll, describe, expect, it } from "vitest";
import { registerCustomer, removeAddedAccountsLater } from "../../../tests/helpers/accounts.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { BAD_REVIEW_STATUS, REPLY_TOO_LONG } from "./moderation-routes.ts";
import { REVIEW_NOT_FOUND } from "./service.ts";

let t: TestApp;
let cleanUp: () => Promise<void>;
let articleId: number;
let customer: Browser;
const written: number[] = [];
const as: Record<"editor" | "admin" | "staff", Browser> = {} as never;

appForFile(createTestApp, async (app) => {
  t = app;
  cleanUp = await removeAddedAccountsLater(t.database);
  [{ id: articleId }] = await rows<{ id: number }>(
    t.database,
    "select id from articles where visible_web = 1 order by id desc limit 1 offset 3",
  );
  customer = new Browser(t.app, "10.15.6.1");
  await registerCustomer(customer, { first_name: "Line", last_name: "Moderat" });
  as.editor = new Browser(t.app, "10.15.6.2");
  await as.editor.login("redaktor@example.no", "Redaktor-passord-1");
  as.admin = new Browser(t.app, "10.15.6.3");
  await as.admin.login("admin@example.no", "Admin-passord-1");
  as.staff = new Browser(t.app, "10.15.6.4");
  await as.staff.login("ansatt@example.no", "Ansatt-passord-1");
});
afterAll(async () => {
  if (written.length) await rows(t.database, "delete from reviews where id = any($1::int[])", [written]);
  await cleanUp();
});

let authors = 0;
/** A review by a customer of their own: a customer has one review of an article (decision 073). */
async function write(content: string, extra: Record<string, unknown> = {}): Promise<number> {
  const author = new Browser(t.app, `10.15.7.${++authors}`);
  await registerCustomer(author, { first_name: "Line", last_name: "Moderat" });
  const res = await author.post(`/api/v1/articles/${articleId}/reviews`, { content, rating: 4, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  written.push(res.json().data.id);
  return res.json().data.id;
}

/** The product page's reviews, read through the catalogue (and so through its cache). */
async function shown(): Promise<{ id: number; reply: string | null; content: string }[]> {
  return (await customer.get(`/api/v1/articles/${articleId}`)).json().data.reviews;
}

async function auditOf(id: number) {
  return rows<{ action: string; actor_name: string }>(
    t.database,
    "select action, actor_name from audit_log where entity_type = 'review' and entity_id = $1 order by id",
    [String(id)],
  );
}

describe("the moderation queue", () => {
  it("lists new reviews oldest first with article name, rating, text, author and date", async () => {
    const first = await write("Først skrevet");
    const second = await write("Skrevet anonymt", { anonymous: true });
    const res = await as.editor.get("/api/v1/backoffice/reviews");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const ids = body.data.map((r: { id: number }) => r.id);
    expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const [{ name, slug, image }] = await rows<{ name: string; slug: string; image: string }>(
      t.database,
      "select name, slug, image from articles where id = $1",
      [articleId],
    );
    expect(body.data.find((r: { id: number }) => r.id === first)).toMatchObject({
      articleId,
      articleName: name,
      // The storefront's page of the article and its picture (the drawing, as it has no upload).
      articleUrl: `/product/${slug}-${articleId}`,
      articlePicture: { photo: null, drawing: image },
      rating: 4,
      content: "Først skrevet",
      author: "Line M.",
      approved: false,
    });
    expect(body.data.find((r: { id: number }) => r.id === second).author).toBe("Anonym");
    const [{ n }] = await rows<{ n: number }>(t.database, "select count(*)::int as n from reviews where not approved");
    expect(body.counts.new).toBe(n);
  });

  it("links a review of an article taken off the web shop to nothing, and says so by a null address", async () => {
    const id = await write("Skrevet før varen ble skjult");
    await rows(t.database, "update articles set visible_web = 0 where id = $1", [articleId]);
    try {
      const res = await as.editor.get("/api/v1/backoffice/reviews");
      expect(res.json().data.find((r: { id: number }) => r.id === id)).toMatchObject({ articleUrl: null });
    } finally {
      await rows(t.database, "update articles set visible_web = 1 where id = $1", [articleId]);
    }
  });

  it("refuses an unknown status with a Norwegian message", async () => {
    const res = await as.editor.get("/api/v1/backoffice/reviews?status=alle");
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(BAD_REVIEW_STATUS);
  });
});

describe("approving and answering", () => {
  it("an editor approves a review that then shows on the product page with the shop's reply", async () => {
    const id = await write("Varm og god jakke");
    expect((await shown()).map((r) => r.id)).not.toContain(id);
    const approved = await as.editor.post(`/api/v1/backoffice/reviews/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toEqual({ approved: true, reply: null });
    expect((await shown()).map((r) => r.id)).toContain(id);

    const replied = await as.editor.put(`/api/v1/backoffice/reviews/${id}/reply`, { reply: "Takk for omtalen!" });
    expect(replied.statusCode, replied.body).toBe(200);
    expect((await shown()).find((r) => r.id === id)?.reply).toBe("Takk for omtalen!");
    // The reply can be edited, and an empty one takes it away.
    await as.admin.put(`/api/v1/backoffice/reviews/${id}/reply`, { reply: "Takk, vi er glade for at du liker den." });
    expect((await shown()).find((r) => r.id === id)?.reply).toBe("Takk, vi er glade for at du liker den.");
    await as.admin.put(`/api/v1/backoffice/reviews/${id}/reply`, { reply: "  " });
    expect((await shown()).find((r) => r.id === id)?.reply).toBeNull();

    const approvedList = (await as.admin.get("/api/v1/backoffice/reviews?status=approved")).json();
    expect(approvedList.data.map((r: { id: number }) => r.id)).toContain(id);
    expect((await auditOf(id)).map((a) => a.action)).toEqual([
      "review.approve",
      "review.reply",
      "review.reply",
      "review.reply",
    ]);
  });

  it("refuses a reply over 1000 characters with a Norwegian message and keeps the old one", async () => {
    const id = await write("Passer godt");
    await as.editor.put(`/api/v1/backoffice/reviews/${id}/reply`, { reply: "Takk!" });
    const res = await as.editor.put(`/api/v1/backoffice/reviews/${id}/reply`, { reply: "x".repeat(1001) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.reply).toEqual([REPLY_TOO_LONG]);
    const [row] = await rows<{ reply: string }>(t.database, "select reply from reviews where id = $1", [id]);
    expect(row.reply).toBe("Takk!");
    expect((await as.editor.put(`/api/v1/backoffice/reviews/${id}/reply`, { reply: 5 })).statusCode).toBe(422);
    expect((await as.editor.put(`/api/v1/backoffice/reviews/${id}/reply`, {})).statusCode).toBe(422);
  });

  it("answers 404 with a Norwegian message for an unknown review, and writes no audit row", async () => {
    for (const res of [
      await as.editor.post("/api/v1/backoffice/reviews/99999998/approve"),
      await as.editor.post("/api/v1/backoffice/reviews/99999998/reject"),
      await as.editor.put("/api/v1/backoffice/reviews/99999998/reply", { reply: "Hei" }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(REVIEW_NOT_FOUND);
    }
    expect(await auditOf(99999998)).toEqual([]);
  });
});

describe("rejecting", () => {
  it("removes the review: it never shows, and the audit log keeps what it was", async () => {
    const id = await write("Ikke noe for meg");
    const res = await as.admin.post(`/api/v1/backoffice/reviews/${id}/reject`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toBeNull();
    expect(await rows(t.database, "select id from reviews where id = $1", [id])).toEqual([]);
    expect((await shown()).map((r) => r.id)).not.toContain(id);
    expect(await auditOf(id)).toEqual([{ action: "review.reject", actor_name: expect.any(String) }]);
    // Rejected once, gone: approving it afterwards finds nothing to show.
    expect((await as.admin.post(`/api/v1/backoffice/reviews/${id}/approve`)).statusCode).toBe(404);
  });

  it("an approved review that is rejected disappears from the product page at once", async () => {
    const id = await write("Skulle ikke vært godkjent");
    await as.editor.post(`/api/v1/backoffice/reviews/${id}/approve`);
    expect((await shown()).map((r) => r.id)).toContain(id);
    await as.editor.post(`/api/v1/backoffice/reviews/${id}/reject`);
    expect((await shown()).map((r) => r.id)).not.toContain(id);
  });
});

describe("roles that may not moderate", () => {
  it("staff and customers are refused and change nothing", async () => {
    const id = await write("Venter på redaktøren");
    for (const b of [as.staff, customer]) {
      expect((await b.post(`/api/v1/backoffice/reviews/${id}/approve`)).statusCode).toBe(403);
      expect((await b.post(`/api/v1/backoffice/reviews/${id}/reject`)).statusCode).toBe(403);
      expect((await b.put(`/api/v1/backoffice/reviews/${id}/reply`, { reply: "Hei" })).statusCode).toBe(403);
    }
    const [row] = await rows(t.database, "select approved, reply from reviews where id = $1", [id]);
    expect(row).toEqual({ approved: false, reply: null });
    expect(await auditOf(id)).toEqual([]);
  });
});
