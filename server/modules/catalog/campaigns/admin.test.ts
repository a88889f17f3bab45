// Campaigns in the back office (issue 15, decision 046): a content editor creates, schedules, ends and
// deletes campaigns and sets campaign prices; staff are refused; bad forms get Norwegian 422s, an
// article twice 409, each change its audit row. The shop's injected clock decides when a scheduled
// campaign's price starts, and ending a campaign puts the ordinary price back at once.
import { describe, expect, it } from "vitest";
import {
  BAD_CAMPAIGN_URL,
  BAD_DATE,
  BAD_IMAGE,
  BAD_TIME,
  CAMPAIGN_PERIOD,
  CAMPAIGN_PRICE_POSITIVE,
  campaignPriceTooHigh,
} from "../../../../domain/campaign-admin.ts";
import { BAD_KRONER } from "../../../../domain/kroner-input.ts";
import { roundToKroner } from "../../../../domain/money.ts";
import { osloDate, osloTime } from "../../../../domain/opening-hours.ts";
import { sellingPrice } from "../../../../domain/selling-price.ts";
import { Browser } from "../../../../tests/helpers/browser.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { FORBIDDEN_MESSAGE } from "../../../plugins/session.ts";
import type { Article } from "../types.ts";
import {
  ARTICLE_ALREADY_IN_CAMPAIGN,
  CAMPAIGN_NOT_FOUND,
  LINE_NOT_FOUND,
  ONLY_PLANNED_DELETED,
  ONLY_RUNNING_ENDED,
} from "./admin-repo.ts";
import { CAMPAIGN_FORM_REFUSED, LINE_FORM_REFUSED } from "./admin-schemas.ts";

const URL = "/api/v1/backoffice/campaigns";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// The shop's clock, moved by the tests; whole minutes, as the form writes them.
let now = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);
let t: TestApp;
let editor: Browser;
let admin: Browser;
let staff: Browser;
/** Visible articles in no campaign, with their ordinary price in øre. */
let free: { id: number; ore: number }[];

/** The test app, which removes the campaigns this file made (the PostgreSQL database is shared). */
async function openApp(): Promise<TestApp> {
  const app = await createTestApp({}, undefined, { clock: () => now });
  return {
    ...app,
    async close() {
      const made = "select id from campaigns where name like 'TEST %'";
      await rows(
        app.database,
        `delete from audit_log where entity_type = 'campaign' and (entity_id in (select id::text from (${made}) m)
            or changes->'after'->>'name' like 'TEST %' or changes->'before'->>'name' like 'TEST %')`,
      );
      await rows(app.database, `delete from campaigns where id in (${made})`);
      await app.close();
    },
  };
}

appForFile(openApp, async (app) => {
  t = app;
  editor = new Browser(t.app, "10.3.0.1");
  await editor.login("redaktor@example.no", "Redaktor-passord-1");
  admin = new Browser(t.app, "10.3.0.2");
  await admin.login("admin@example.no", "Admin-passord-1");
  staff = new Browser(t.app, "10.3.0.3");
  await staff.login("ansatt@example.no", "Ansatt-passord-1");
  free = await rows<{ id: number; ore: number }>(
    t.database,
    `select a.id, a.suggested_price_ore as ore from articles a
      where a.visible_web = 1 and a.suggested_price_ore >= 20000
        and not exists (select 1 from campaign_lines cl where cl.article_id = a.id)
      order by a.id limit 6`,
  );
  expect(free).toHaveLength(6);
});

/** The form's period fields for two instants, as Oslo dates and times. */
const period = (start: Date, end: Date) => ({
  startDate: osloDate(start),
  startTime: osloTime(start),
  endDate: osloDate(end),
  endTime: osloTime(end),
});

const form = (changes: Record<string, unknown> = {}) => ({
  name: "TEST Vinterkampanje",
  shortDescription: "Ukens beste priser",
  description: "Alt til vinteren.",
  ...period(new Date(now.getTime() - HOUR), new Date(now.getTime() + 24 * HOUR)),
  image: "/img/p/1f5fbf/ski.svg",
  imageMobile: "",
  showLabel: true,
  showImage: true,
  labelText: "Vintersalg",
  url: "",
  combined: false,
  ...changes,
});

async function create(browser: Browser, changes: Record<string, unknown> = {}) {
  const res = await browser.post(URL, form(changes));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; phase: string; startsAt: string; endsAt: string };
}

/** The price a shopper is shown for the article now (whole kroner), at the shop's clock. */
async function shownPrice(id: number): Promise<number> {
  const a = (await t.app.inject({ url: `/api/v1/articles/${id}` })).json().data as Article;
  return sellingPrice(
    {
      suggestedOre: a.price * 100,
      pantOre: 0,
      campaigns: a.campaigns.map((c) => ({ priceOre: c.price * 100, startsAt: c.start, endsAt: c.end })),
    },
    now,
  ).price;
}

const auditRows = (id: number) =>
  rows<{ action: string; actor_role: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
    t.database,
    "select action, actor_role, changes->'before' as before, changes->'after' as after from audit_log where entity_type = 'campaign' and entity_id = $1 order by id",
    [String(id)],
  );

describe("who may edit campaigns", () => {
  it("a content editor may, staff and customers are refused before anything is written", async () => {
    const customer = new Browser(t.app, "10.3.0.4");
    await customer.login("kari@example.no", "Demo-passord-1");
    for (const refused of [staff, customer]) {
      const res = await refused.post(URL, form({ name: "TEST Ikke tillatt" }));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
      expect((await refused.get(URL)).statusCode).toBe(403);
      expect((await refused.get(`${URL}/articles?q=a`)).statusCode).toBe(403);
    }
    const [{ n }] = await rows<{ n: number }>(
      t.database,
      "select count(*)::int as n from campaigns where name = 'TEST Ikke tillatt'",
    );
    expect(n).toBe(0);
  });
});

describe("creating and editing a campaign", () => {
  it("stores the Oslo period, shows it again, and writes an audit row with the editor's role", async () => {
    const created = await create(editor, {
      url: "https://www.example.no/vinter",
      ...period(new Date("2031-06-10T00:30:00Z"), new Date("2031-06-12T21:59:00Z")),
    });
    expect(created.phase).toBe("planned");
    // 02:30 Oslo summer time is 00:30 UTC; 23:59 Oslo is 21:59 UTC.
    expect(created.startsAt).toBe("2031-06-10T00:30:00.000Z");
    const one = (await editor.get(`${URL}/${created.id}`)).json().data;
    expect(one).toMatchObject({
      name: "TEST Vinterkampanje",
      startDate: "2031-06-10",
      startTime: "02:30",
      endDate: "2031-06-12",
      endTime: "23:59",
      image: "/img/p/1f5fbf/ski.svg",
      imageMobile: null,
      url: "https://www.example.no/vinter",
      labelText: "Vintersalg",
      lines: [],
    });
    const [audit] = await auditRows(created.id);
    expect(audit).toMatchObject({ action: "campaign.create", actor_role: "editor" });
    expect(audit.after.name).toBe("TEST Vinterkampanje");

    const res = await editor.patch(`${URL}/${created.id}`, {
      ...form({ name: "TEST Påskekampanje", url: "https://www.example.no/vinter" }),
      ...period(new Date("2031-06-10T00:30:00Z"), new Date("2031-06-12T21:59:00Z")),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toBe("TEST Påskekampanje");
    const update = (await auditRows(created.id))[1];
    expect(update.action).toBe("campaign.update");
    expect(update.before).toEqual({ name: "TEST Vinterkampanje" });
    expect(update.after).toEqual({ name: "TEST Påskekampanje" });
  });

  it.each([
    [
      "an end before the start",
      { ...period(new Date("2031-05-02T10:00:00Z"), new Date("2031-05-01T10:00:00Z")) },
      "endDate",
      CAMPAIGN_PERIOD,
    ],
    [
      "an end equal to the start",
      { ...period(new Date("2031-05-02T10:00:00Z"), new Date("2031-05-02T10:00:00Z")) },
      "endDate",
      CAMPAIGN_PERIOD,
    ],
    ["a date that does not exist", { startDate: "2031-02-30" }, "startDate", BAD_DATE],
    ["an image address that is no address", { image: "javascript:alert(1)" }, "image", BAD_IMAGE],
    // The shop's CSP loads images from the shop only.
    ["an image on another site", { imageMobile: "https://bilder.example.no/a.png" }, "imageMobile", BAD_IMAGE],
    ["a link that is no address", { url: "javascript:alert(1)" }, "url", BAD_CAMPAIGN_URL],
  ])("refuses %s with a Norwegian 422 and writes nothing", async (_, changes, field, message) => {
    const name = `TEST Avvist ${field}`;
    const res = await editor.post(URL, form({ ...changes, name }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(CAMPAIGN_FORM_REFUSED);
    expect(res.json().errors[field]).toEqual([message]);
    const [{ n }] = await rows<{ n: number }>(t.database, "select count(*)::int as n from campaigns where name = $1", [
      name,
    ]);
    expect(n).toBe(0);
  });

  it("refuses words where the period's dates and times go with a 422 naming each field, never a 500", async () => {
    const res = await editor.post(
      URL,
      form({ name: "TEST Ord", startDate: "Oslo", startTime: "ski", endDate: "Storgata 1", endTime: "23:59" }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ startDate: [BAD_DATE], startTime: [BAD_TIME], endDate: [BAD_DATE] });
  });

  it("answers an unknown campaign with 404", async () => {
    const res = await editor.patch(`${URL}/99999999`, form());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CAMPAIGN_NOT_FOUND);
  });
});

describe("campaign lines", () => {
  it("adds, changes and removes an article's campaign price, each with its audit row", async () => {
    const campaign = await create(admin, { name: "TEST Linjer" });
    const [article] = free;
    const search = await editor.get(`${URL}/articles?q=${encodeURIComponent(String(article.id))}`);
    expect(search.statusCode).toBe(200);

    const added = await editor.post(`${URL}/${campaign.id}/lines`, {
      articleId: article.id,
      price: "99,50",
      labelType: "percent",
    });
    expect(added.statusCode, added.body).toBe(201);
    const [line] = added.json().data.lines;
    expect(line).toMatchObject({
      articleId: article.id,
      priceOre: 9950,
      ordinaryOre: article.ore,
      labelType: "percent",
    });
    // No label typed: the percent off, rounded down.
    expect(line.labelText).toBe(`-${Math.floor(((article.ore - 9950) * 100) / article.ore)}%`);

    const changed = await editor.patch(`${URL}/${campaign.id}/lines/${line.id}`, {
      price: "120",
      labelType: "price",
      labelText: "Ukens pris",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.lines[0]).toMatchObject({
      priceOre: 12000,
      labelType: "price",
      labelText: "Ukens pris",
    });

    const removed = await editor.delete(`${URL}/${campaign.id}/lines/${line.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.lines).toEqual([]);
    expect((await editor.delete(`${URL}/${campaign.id}/lines/${line.id}`)).json().message).toBe(LINE_NOT_FOUND);

    const actions = (await auditRows(campaign.id)).map((r) => r.action);
    expect(actions).toEqual(["campaign.create", "campaign.line.add", "campaign.line.update", "campaign.line.remove"]);
    const [, add, update] = await auditRows(campaign.id);
    expect(add.after).toMatchObject({ articleId: article.id, campaignPriceOre: 9950 });
    expect(update.before).toEqual({ campaignPriceOre: 9950, labelType: "percent", labelText: line.labelText });
    expect(update.after).toEqual({ campaignPriceOre: 12000, labelType: "price", labelText: "Ukens pris" });
  });

  it("refuses a campaign price not below the article's price with a Norwegian 422, writing nothing", async () => {
    const campaign = await create(editor, { name: "TEST For høy pris" });
    const [, article] = free;
    const kroner = (article.ore / 100).toFixed(2).replace(".", ",");
    const res = await editor.post(`${URL}/${campaign.id}/lines`, {
      articleId: article.id,
      price: kroner,
      labelType: "price",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(campaignPriceTooHigh(article.ore));
    expect(res.json().errors.price).toEqual([campaignPriceTooHigh(article.ore)]);
    for (const [price, message] of [
      ["12,345", BAD_KRONER],
      ["0", CAMPAIGN_PRICE_POSITIVE],
    ]) {
      const bad = await editor.post(`${URL}/${campaign.id}/lines`, {
        articleId: article.id,
        price,
        labelType: "price",
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({ message: LINE_FORM_REFUSED, errors: { price: [message] } });
    }
    expect((await editor.get(`${URL}/${campaign.id}`)).json().data.lines).toEqual([]);
    expect((await auditRows(campaign.id)).map((r) => r.action)).toEqual(["campaign.create"]);
  });

  it("takes an article once per campaign (409), and answers unknown ones with 404", async () => {
    const campaign = await create(editor, { name: "TEST Én gang" });
    const [, , article] = free;
    const body = { articleId: article.id, price: "100", labelType: "new" };
    expect((await editor.post(`${URL}/${campaign.id}/lines`, body)).statusCode).toBe(201);
    const twice = await editor.post(`${URL}/${campaign.id}/lines`, { ...body, price: "90" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ARTICLE_ALREADY_IN_CAMPAIGN);
    expect(
      (await editor.get(`${URL}/${campaign.id}`)).json().data.lines.map((l: { priceOre: number }) => l.priceOre),
    ).toEqual([10000]);
    expect((await editor.post(`${URL}/${campaign.id}/lines`, { ...body, articleId: 99999999 })).statusCode).toBe(404);
    expect((await editor.post(`${URL}/99999999/lines`, body)).statusCode).toBe(404);
  });
});

describe("the shop's clock and the campaign price", () => {
  it("a scheduled campaign changes the price only when the clock reaches its start; ending it restores the price at once", async () => {
    const [, , , article] = free;
    const start = new Date(now.getTime() + 2 * HOUR);
    const campaign = await create(editor, {
      name: "TEST Planlagt",
      ...period(start, new Date(start.getTime() + 48 * HOUR)),
    });
    const ordinary = roundToKroner(article.ore);
    expect(await shownPrice(article.id)).toBe(ordinary);
    const added = await editor.post(`${URL}/${campaign.id}/lines`, {
      articleId: article.id,
      price: "150",
      labelType: "price",
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await shownPrice(article.id)).toBe(ordinary);

    now = new Date(start.getTime() - 1000);
    expect(await shownPrice(article.id)).toBe(ordinary);
    now = start;
    expect(await shownPrice(article.id)).toBe(150);
    expect((await editor.get(`${URL}/${campaign.id}`)).json().data.phase).toBe("running");
    // A running campaign is not deleted: it is ended.
    const deleted = await editor.delete(`${URL}/${campaign.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(ONLY_PLANNED_DELETED);

    const ended = await editor.post(`${URL}/${campaign.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data.phase).toBe("ended");
    expect(await shownPrice(article.id)).toBe(ordinary);
    const again = await editor.post(`${URL}/${campaign.id}/end`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ONLY_RUNNING_ENDED);
    const audit = (await auditRows(campaign.id)).at(-1);
    expect(audit?.action).toBe("campaign.end");
    expect(audit?.after).toEqual({ endsAt: new Date(start.getTime() - 1).toISOString() });
  });

  it("a line added to a running campaign shows in the shop at once, even after the product was cached", async () => {
    const [, , , , article] = free;
    const campaign = await create(editor, { name: "TEST Pågår" });
    expect(await shownPrice(article.id)).toBe(roundToKroner(article.ore));
    await editor.post(`${URL}/${campaign.id}/lines`, { articleId: article.id, price: "111", labelType: "price" });
    expect(await shownPrice(article.id)).toBe(111);
    await editor.delete(
      `${URL}/${campaign.id}/lines/${(await editor.get(`${URL}/${campaign.id}`)).json().data.lines[0].id}`,
    );
    expect(await shownPrice(article.id)).toBe(roundToKroner(article.ore));
  });
});

describe("the campaign's label", () => {
  it("shows on the article while the campaign runs, and not when the campaign is set not to show it", async () => {
    const article = free[5] as { id: number; ore: number };
    const campaign = await create(editor, { name: "TEST Merkelapp" });
    await editor.post(`${URL}/${campaign.id}/lines`, {
      articleId: article.id,
      price: "99",
      labelType: "price",
      labelText: "Knallpris",
    });
    const labelOf = async () =>
      ((await t.app.inject({ url: `/api/v1/articles/${article.id}` })).json().data as Article).campaigns[0]?.labelData;
    expect(await labelOf()).toMatchObject({ text: "Knallpris" });
    const hidden = await editor.patch(`${URL}/${campaign.id}`, {
      ...form({ name: "TEST Merkelapp" }),
      showLabel: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await labelOf()).toEqual({});
    expect(await shownPrice(article.id)).toBe(99);
    await editor.post(`${URL}/${campaign.id}/end`);
  });
});

describe("deleting and listing", () => {
  it("deletes a planned campaign with its lines, keeping what was deleted in the audit log", async () => {
    const [, , , , , article] = free;
    const start = new Date(now.getTime() + 5 * 24 * HOUR);
    const campaign = await create(editor, { name: "TEST Slettes", ...period(start, new Date(start.getTime() + HOUR)) });
    await editor.post(`${URL}/${campaign.id}/lines`, { articleId: article.id, price: "100", labelType: "new" });
    const res = await editor.delete(`${URL}/${campaign.id}`);
    expect(res.statusCode).toBe(204);
    expect((await editor.get(`${URL}/${campaign.id}`)).statusCode).toBe(404);
    const lines = await rows(t.database, "select 1 from campaign_lines where campaign_id = $1", [campaign.id]);
    expect(lines).toEqual([]);
    const audit = (await auditRows(campaign.id)).at(-1);
    expect(audit?.action).toBe("campaign.delete");
    expect(audit?.before).toMatchObject({
      name: "TEST Slettes",
      lines: [{ articleId: article.id, campaignPriceOre: 10000 }],
    });
  });

  it("lists running campaigns first, then planned, then ended, a page at a time", async () => {
    const res = await editor.get(`${URL}?page=1`);
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta.per_page).toBe(25);
    const order = { running: 0, planned: 1, ended: 2 } as Record<string, number>;
    const phases = data.map((c: { phase: string }) => order[c.phase]);
    expect(phases).toEqual([...phases].sort());
    const counted = await rows<{ id: number; n: number }>(
      t.database,
      "select c.id, count(cl.id)::int as n from campaigns c left join campaign_lines cl on cl.campaign_id = c.id group by c.id",
    );
    const lines = new Map(counted.map((c) => [c.id, c.n]));
    for (const c of data) expect(c.lines, c.name).toBe(lines.get(c.id));
    expect(data.some((c: { lines: number }) => c.lines > 1)).toBe(true);
    const last = await editor.get(`${URL}?page=${meta.last_page}`);
    expect(last.json().data.length).toBeGreaterThan(0);
    expect((await editor.get(`${URL}?page=0`)).statusCode).toBe(422);
  });
});
