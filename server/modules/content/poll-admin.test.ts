// Polls in the back office (issue 15, decision 049): editors and administrators write a poll with its
// questions and options in order, bad forms get Norwegian 422s, each change its audit row, the
// storefront shows the change at once, and once shoppers have answered, questions and options can be
// corrected but not added or removed (409).
import { describe, expect, it } from "vitest";
import { Browser } from "../../../tests/helpers/browser.ts";
import { visit } from "../../../tests/helpers/route-harness.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { FORBIDDEN_MESSAGE } from "../../plugins/session.ts";
import { POLL_CORRECT_ONE, POLL_OPTIONS_MIN, POLL_PERIOD } from "./admin-schemas.ts";
import { OPTION_NOT_IN_QUESTION, POLL_HAS_ANSWERS } from "./poll-admin-repo.ts";

const now = new Date("2026-11-23T11:00:00Z");
let t: TestApp;
let editor: Browser;
let admin: Browser;

async function openApp(): Promise<TestApp> {
  const app = await createTestApp({}, undefined, { clock: () => now });
  return {
    ...app,
    async close() {
      const made = "select id::text from polls where name like 'Test %'";
      await rows(app.database, `delete from audit_log where entity_type = 'poll' and entity_id in (${made})`);
      await rows(app.database, "delete from polls where name like 'Test %'");
      await app.close();
    },
  };
}

appForFile(openApp, async (app) => {
  t = app;
  editor = new Browser(t.app, "10.4.0.1");
  await editor.login("redaktor@example.no", "Redaktor-passord-1");
  admin = new Browser(t.app, "10.4.0.2");
  await admin.login("admin@example.no", "Admin-passord-1");
});

const URL = "/api/v1/backoffice/polls";

const form = (changes: Record<string, unknown> = {}) => ({
  name: "Test Vinterquiz",
  description: "Hvor godt kjenner du vinteren?",
  brandId: null,
  active: true,
  startsAt: "2026-11-23T08:00",
  endsAt: "2026-12-31T23:00",
  questions: [
    {
      text: "Hva er best mot kulde?",
      options: [
        { text: "Bomull", correct: false },
        { text: "Ull", correct: true },
      ],
    },
    {
      text: "Når er det vintersolverv?",
      options: [
        { text: "21. desember", correct: true },
        { text: "1. januar", correct: false },
        { text: "17. mai", correct: false },
      ],
    },
  ],
  ...changes,
});

type PollRec = {
  id: number;
  answers: number;
  questions: { id: number; text: string; options: { id: number; text: string; correct: boolean; answers: number }[] }[];
};
/** The record as the form sends it back (ids keep the questions and options). */
const asForm = (poll: PollRec, changes: Record<string, unknown> = {}) => ({
  ...form(),
  questions: poll.questions.map((q) => ({
    id: q.id,
    text: q.text,
    options: q.options.map((o) => ({ id: o.id, text: o.text, correct: o.correct })),
  })),
  ...changes,
});

const publicPoll = async (id: number, host = "localhost") =>
  t.app.inject({ url: `/api/v1/polls/${id}`, headers: { host } });

describe("writing a poll", () => {
  it("creates a poll with its questions in order, writes an audit row and shows it on the storefront at once", async () => {
    const res = await editor.post(URL, form());
    expect(res.statusCode, res.body).toBe(201);
    const poll = res.json().data;
    expect(poll).toMatchObject({ startsAt: "2026-11-23T08:00", endsAt: "2026-12-31T23:00", answers: 0 });
    expect(poll.questions.map((q: { text: string }) => q.text)).toEqual([
      "Hva er best mot kulde?",
      "Når er det vintersolverv?",
    ]);
    const [audit] = await rows<{ action: string; actor_role: string }>(
      t.database,
      "select action, actor_role from audit_log where entity_type = 'poll' and entity_id = $1",
      [String(poll.id)],
    );
    expect(audit).toEqual({ action: "poll.create", actor_role: "editor" });
    const shown = await publicPoll(poll.id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.questions[1].options.map((o: { text: string }) => o.text)).toEqual([
      "21. desember",
      "1. januar",
      "17. mai",
    ]);
    const page = await visit(t.app.services, `/avstemning/${poll.id}`);
    expect(page.status).toBe(200);
    expect(page.data.poll.name).toBe("Test Vinterquiz");
  });

  it("reorders, adds and removes questions and options while nobody has answered", async () => {
    const poll: PollRec = (await editor.post(URL, form())).json().data;
    const [first, second] = poll.questions;
    const changed = asForm(poll, {
      questions: [
        {
          id: second.id,
          text: second.text,
          options: [...second.options].reverse().map((o) => ({ id: o.id, text: o.text, correct: o.correct })),
        },
        {
          id: first.id,
          text: first.text,
          options: first.options.map((o) => ({ id: o.id, text: o.text, correct: o.correct })),
        },
        { text: "Nytt spørsmål?", options: [{ text: "Ja", correct: true }, { text: "Nei" }] },
      ],
    });
    const res = await admin.put(`${URL}/${poll.id}`, changed);
    expect(res.statusCode, res.body).toBe(200);
    const shown = (await publicPoll(poll.id)).json().data;
    expect(shown.questions.map((q: { text: string }) => q.text)).toEqual([
      "Når er det vintersolverv?",
      "Hva er best mot kulde?",
      "Nytt spørsmål?",
    ]);
    expect(shown.questions[0].options.map((o: { text: string }) => o.text)).toEqual([
      "17. mai",
      "1. januar",
      "21. desember",
    ]);
    const removed = await admin.put(`${URL}/${poll.id}`, { ...changed, questions: changed.questions.slice(0, 1) });
    expect(removed.statusCode).toBe(200);
    expect((await publicPoll(poll.id)).json().data.questions).toHaveLength(1);
  });

  it("counts answers per option, and then allows text fixes but refuses to add or remove (409)", async () => {
    const poll: PollRec = (await editor.post(URL, form())).json().data;
    const shopper = new Browser(t.app, "10.4.0.9");
    const answered = await shopper.post(`/api/v1/polls/${poll.id}/answers`, {
      answers: poll.questions.map((q) => ({ questionId: q.id, optionId: q.options[1].id })),
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const after: PollRec = (await editor.get(`${URL}/${poll.id}`)).json().data;
    expect(after.answers).toBe(1);
    expect(after.questions[1].options.map((o) => o.answers)).toEqual([0, 1, 0]);

    const [, second] = after.questions;
    const fewer = asForm(after);
    fewer.questions[1].options = fewer.questions[1].options.slice(0, 2);
    const refused = await editor.put(`${URL}/${poll.id}`, fewer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(POLL_HAS_ANSWERS);
    const more = asForm(after);
    more.questions.push({
      text: "Ekstra?",
      options: [
        { text: "Ja", correct: true },
        { text: "Nei", correct: false },
      ],
    } as never);
    expect((await editor.put(`${URL}/${poll.id}`, more)).statusCode).toBe(409);
    expect((await editor.get(`${URL}/${poll.id}`)).json().data.questions[1].options).toHaveLength(3);

    const fixed = asForm(after);
    fixed.questions[1].options[1].text = "1. januar (nyttårsdag)";
    const ok = await editor.put(`${URL}/${poll.id}`, fixed);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.questions[1].options[1]).toMatchObject({ id: second.options[1].id, answers: 1 });
  });

  it.each([
    [{ questions: [] }, "questions", "Avstemningen trenger minst ett spørsmål"],
    [
      { questions: [{ text: "Ett?", options: [{ text: "Ja", correct: true }] }] },
      "questions.0.options",
      POLL_OPTIONS_MIN,
    ],
    [
      { questions: [{ text: "Ett?", options: [{ text: "Ja" }, { text: "Nei" }] }] },
      "questions.0.options",
      POLL_CORRECT_ONE,
    ],
    [{ endsAt: "2026-11-23T08:00" }, "endsAt", POLL_PERIOD],
    [{ name: "" }, "name", "Feltet må fylles ut"],
    [{ bannerDesktop: "javascript:alert(1)" }, "bannerDesktop", "Bildeadressen må begynne med https:// eller /"],
  ])("refuses %j with 422 on %s", async (changes, field, message) => {
    const res = await editor.post(URL, form(changes));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it("refuses an option of another question with 422, and an unknown poll with 404", async () => {
    const poll: PollRec = (await editor.post(URL, form())).json().data;
    const mixed = asForm(poll);
    mixed.questions[0].options[0].id = poll.questions[1].options[0].id;
    const res = await editor.put(`${URL}/${poll.id}`, mixed);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors["questions.0.options.0.id"]).toEqual([OPTION_NOT_IN_QUESTION]);
    expect((await editor.put(`${URL}/99999999`, form())).statusCode).toBe(404);
  });

  it("shows a brand's poll on that brand's storefront only", async () => {
    const [{ id: brand }] = await rows<{ id: number }>(
      t.database,
      "select id from brands where 'smatroll.local' = any(hostnames)",
    );
    const poll = (await editor.post(URL, form({ brandId: brand }))).json().data;
    expect((await publicPoll(poll.id, "smatroll.local")).statusCode).toBe(200);
    expect((await publicPoll(poll.id)).statusCode).toBe(404);
    const active = (await t.app.inject({ url: "/api/v1/polls/active" })).json().data;
    expect(active.some((p: { id: number }) => p.id === poll.id)).toBe(false);
  });

  it("is refused to staff and customers", async () => {
    for (const [email, password] of [
      ["ansatt@example.no", "Ansatt-passord-1"],
      ["kari@example.no", "Demo-passord-1"],
    ]) {
      const who = new Browser(t.app, "10.4.0.3");
      await who.login(email, password);
      const res = await who.post(URL, form());
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
    }
  });
});
