// The poll calls (spec section 7, decision 038): shapes, 404 for unknown ids, 422 for answers that do
// not belong to the poll, one set of answers per shopper (visitor by address, customer by account).
import { afterAll, describe, expect, it } from "vitest";
import {
  POLL_ALREADY_ANSWERED,
  POLL_ANSWER_REQUIRED,
  POLL_NOT_FOUND,
  POLL_QUESTION_NOT_FOUND,
  POLL_UNKNOWN_OPTION,
  POLL_UNKNOWN_QUESTION,
} from "../../../domain/schemas/poll.ts";
import { registerCustomer, removeAddedAccountsLater } from "../../../tests/helpers/accounts.ts";
import { Browser } from "../../../tests/helpers/browser.ts";
import { appForFile, createTestApp, rows, type TestApp } from "../../../tests/helpers/test-app.ts";
import { POLL_COOKIE, visitorAddress, visitorKey } from "./poll-cookie.ts";

let t: TestApp;
let cleanUp: () => Promise<void>;
appForFile(createTestApp, async (app) => {
  t = app;
  cleanUp = await removeAddedAccountsLater(t.database);
});
// Hooks after all run last-registered first: the accounts go before the app closes.
afterAll(() => cleanUp());
let ip = 0;
const browser = () => new Browser(t.app, `10.14.3.${++ip}`);

interface Question {
  id: number;
  text: string;
  options: { id: number; text: string }[];
}
const poll = async (id: number) =>
  (await browser().get(`/api/v1/polls/${id}`)).json().data as { questions: Question[] };
/** The correct option of each question, read from the table (the API never tells before answering). */
const correctOptions = (pollId: number) =>
  rows<{ question_id: number; id: number }>(
    t.database,
    "select o.question_id, o.id from poll_options o join poll_questions q on q.id = o.question_id where q.poll_id = $1 and o.correct order by o.question_id",
    [pollId],
  );
const wrongOption = async (q: Question) => {
  const [right] = await rows<{ id: number }>(
    t.database,
    "select id from poll_options where question_id = $1 and correct",
    [q.id],
  );
  return q.options.find((o) => o.id !== right.id)?.id as number;
};

describe("reading polls", () => {
  it("lists the running polls in the spec's shape without telling the correct answers", async () => {
    const res = await browser().get("/api/v1/polls/active");
    expect(res.statusCode).toBe(200);
    const [expected] = await rows<{ n: number }>(
      t.database,
      "select count(*)::int as n from polls where active and starts_at <= now() and (ends_at is null or ends_at > now()) and (brand_id is null or brand_id = 1)",
    );
    const { data } = res.json();
    expect(data).toHaveLength(expected.n);
    expect(Object.keys(data[0]).sort()).toEqual(
      ["bannerDesktop", "bannerMobile", "description", "id", "name", "questions"].sort(),
    );
    expect(Object.keys(data[0].questions[0]).sort()).toEqual(["id", "options", "text"]);
    expect(Object.keys(data[0].questions[0].options[0]).sort()).toEqual(["id", "text"]);
  });

  it("shows one poll with its questions in order, and 404 for an unknown or stopped poll", async () => {
    const [first] = await rows<{ id: number; name: string }>(
      t.database,
      "select id, name from polls order by id limit 1",
    );
    const res = await browser().get(`/api/v1/polls/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe(first.name);
    const texts = await rows<{ text: string }>(
      t.database,
      "select text from poll_questions where poll_id = $1 order by sort, id",
      [first.id],
    );
    expect(res.json().data.questions.map((q: Question) => q.text)).toEqual(texts.map((q) => q.text));

    for (const url of ["/api/v1/polls/999999", "/api/v1/polls/999999/score", "/api/v1/polls/999999/answers"]) {
      const missing = await browser().get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().message).toBe(POLL_NOT_FOUND);
    }
    for (const url of ["/api/v1/polls/questions/999999/score", "/api/v1/polls/questions/999999/answers"]) {
      const missing = await browser().get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().message).toBe(POLL_QUESTION_NOT_FOUND);
    }
    expect((await browser().get("/api/v1/polls/abc")).statusCode).toBe(422);
  });

  it("hides a poll that is switched off", async () => {
    const [stopped] = await rows<{ id: number }>(
      t.database,
      "insert into polls (name, description, active) values ('Av', '', false) returning id",
    );
    expect((await browser().get(`/api/v1/polls/${stopped.id}`)).statusCode).toBe(404);
    const active = (await browser().get("/api/v1/polls/active")).json().data as { id: number }[];
    expect(active.map((p) => p.id)).not.toContain(stopped.id);
  });
});

describe("answering a poll", () => {
  it("records a visitor's answers by cookie, tells which were correct and counts the scores", async () => {
    const [{ id: pollId }] = await rows<{ id: number }>(t.database, "select id from polls order by id limit 1");
    const { questions } = await poll(pollId);
    const right = await correctOptions(pollId);
    const before = (await browser().get(`/api/v1/polls/${pollId}/score`)).json().data;

    const b = browser();
    expect((await b.get(`/api/v1/polls/${pollId}/answers`)).json().data).toEqual([]);
    // The first question right, the others wrong.
    const answers = await Promise.all(
      questions.map(async (q, i) => ({
        questionId: q.id,
        optionId: i === 0 ? right.find((r) => r.question_id === q.id)?.id : await wrongOption(q),
      })),
    );
    const res = await b.post(`/api/v1/polls/${pollId}/answers`, { answers });
    expect(res.statusCode).toBe(201);
    expect(b.cookies.get(POLL_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { data } = res.json();
    expect(data.answers).toEqual(
      answers.map((a, i) => ({ questionId: a.questionId, optionId: a.optionId, correct: i === 0 })),
    );
    expect(data.correctOptions).toEqual(right.map((r) => ({ questionId: r.question_id, optionId: r.id })));
    const after = (await browser().get(`/api/v1/polls/${pollId}/score`)).json().data;
    expect(after.answers).toBe(before.answers + questions.length);
    expect(data.score).toEqual(after);
    const [expected] = await rows<{ score: number }>(
      t.database,
      "select round(100.0 * count(*) filter (where o.correct) / count(*))::int as score from poll_answers a join poll_options o on o.id = a.option_id where a.poll_id = $1",
      [pollId],
    );
    expect(after).toEqual({ pollId, score: expected.score, answers: before.answers + questions.length });

    const question = (await b.get(`/api/v1/polls/questions/${questions[0].id}/score`)).json().data;
    expect(question.questionId).toBe(questions[0].id);
    expect(data.questions[0]).toEqual(question);
    expect((await b.get(`/api/v1/polls/questions/${questions[0].id}/answers`)).json().data).toEqual([data.answers[0]]);
    expect((await b.get(`/api/v1/polls/${pollId}/answers`)).json().data).toEqual(data.answers);
    // Another visitor sees none of them as theirs.
    expect((await browser().get(`/api/v1/polls/${pollId}/answers`)).json().data).toEqual([]);

    const again = await b.post(`/api/v1/polls/${pollId}/answers`, { answers });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(POLL_ALREADY_ANSWERED);
  });

  it("keeps a customer's answers on the account: the same person in another browser cannot answer twice", async () => {
    const [, second] = await rows<{ id: number }>(t.database, "select id from polls order by id limit 2");
    const pollId = second.id;
    const { questions } = await poll(pollId);
    const answers = questions.map((q) => ({ questionId: q.id, optionId: q.options[0].id }));
    const first = browser();
    const account = await registerCustomer(first);
    expect((await first.post(`/api/v1/polls/${pollId}/answers`, { answers })).statusCode).toBe(201);
    expect(first.cookies.has(POLL_COOKIE)).toBe(false);
    const [stored] = await rows<{ n: number }>(
      t.database,
      "select count(*)::int as n from poll_answers where poll_id = $1 and customer_id = $2 and visitor_key is null",
      [pollId, account.id],
    );
    expect(stored.n).toBe(questions.length);

    const elsewhere = browser();
    await elsewhere.login(account.email, account.password);
    expect((await elsewhere.get(`/api/v1/polls/${pollId}/answers`)).json().data).toHaveLength(questions.length);
    const again = await elsewhere.post(`/api/v1/polls/${pollId}/answers`, { answers });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(POLL_ALREADY_ANSWERED);
  });

  it("refuses unknown questions, options of another question and missing answers with 422, writing nothing", async () => {
    const [first, second] = await rows<{ id: number }>(t.database, "select id from polls order by id limit 2");
    const { questions } = await poll(first.id);
    const other = await poll(second.id);
    const valid = questions.map((q) => ({ questionId: q.id, optionId: q.options[0].id }));
    const [{ n: before }] = await rows<{ n: number }>(t.database, "select count(*)::int as n from poll_answers");
    const b = browser();

    const foreignQuestion = [
      ...valid.slice(1),
      { questionId: other.questions[0].id, optionId: other.questions[0].options[0].id },
    ];
    const r1 = await b.post(`/api/v1/polls/${first.id}/answers`, { answers: foreignQuestion });
    expect(r1.statusCode).toBe(422);
    expect(r1.json()).toMatchObject({
      message: POLL_UNKNOWN_QUESTION,
      errors: { [`answers.${valid.length - 1}.questionId`]: [POLL_UNKNOWN_QUESTION] },
    });

    const optionOfAnother = [{ questionId: questions[0].id, optionId: questions[1].options[0].id }, ...valid.slice(1)];
    const r2 = await b.post(`/api/v1/polls/${first.id}/answers`, { answers: optionOfAnother });
    expect(r2.statusCode).toBe(422);
    expect(r2.json()).toMatchObject({
      message: POLL_UNKNOWN_OPTION,
      errors: { "answers.0.optionId": [POLL_UNKNOWN_OPTION] },
    });

    const unknownOption = [{ questionId: questions[0].id, optionId: 999999 }, ...valid.slice(1)];
    expect((await b.post(`/api/v1/polls/${first.id}/answers`, { answers: unknownOption })).statusCode).toBe(422);

    const missing = await b.post(`/api/v1/polls/${first.id}/answers`, { answers: valid.slice(1) });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(POLL_ANSWER_REQUIRED);

    const twice = await b.post(`/api/v1/polls/${first.id}/answers`, { answers: [...valid, valid[0]] });
    expect(twice.statusCode).toBe(422);
    expect((await b.post(`/api/v1/polls/${first.id}/answers`, { answers: [] })).statusCode).toBe(422);
    expect((await b.post(`/api/v1/polls/${first.id}/answers`, { answers: "ja" })).statusCode).toBe(422);
    expect((await b.post("/api/v1/polls/999999/answers", { answers: valid })).statusCode).toBe(404);

    const [{ n: after }] = await rows<{ n: number }>(t.database, "select count(*)::int as n from poll_answers");
    expect(after).toBe(before);
    // Having been refused, the visitor can still answer.
    expect((await b.post(`/api/v1/polls/${first.id}/answers`, { answers: valid })).statusCode).toBe(201);
  });

  it("lets one of two answers sent at once through and refuses the other with 409", async () => {
    const [, second] = await rows<{ id: number }>(t.database, "select id from polls order by id limit 2");
    const { questions } = await poll(second.id);
    const answers = questions.map((q) => ({ questionId: q.id, optionId: q.options[1].id }));
    const b = browser();
    const account = await registerCustomer(b);
    const statuses = await Promise.all([
      b.post(`/api/v1/polls/${second.id}/answers`, { answers }),
      b.post(`/api/v1/polls/${second.id}/answers`, { answers }),
    ]).then((all) => all.map((r) => r.statusCode).sort());
    expect(statuses).toEqual([201, 409]);
    const [stored] = await rows<{ n: number }>(
      t.database,
      "select count(*)::int as n from poll_answers where customer_id = $1",
      [account.id],
    );
    expect(stored.n).toBe(questions.length);
  });
});

describe("a visitor answers once per address and poll (issue 32 item 10, decision 073)", () => {
  const answerSet = async (pollId: number) =>
    (await poll(pollId)).questions.map((q) => ({ questionId: q.id, optionId: q.options[0].id }));

  it("refuses a second set from the same address however often the client drops its cookie, and keeps no address", async () => {
    const [{ id: pollId }] = await rows<{ id: number }>(t.database, "select id from polls order by id limit 1");
    const answers = await answerSet(pollId);
    const address = "10.14.9.1";
    const first = new Browser(t.app, address);
    expect((await first.post(`/api/v1/polls/${pollId}/answers`, { answers })).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) {
      // A browser without the poll cookie, as a client that throws it away each time.
      const again = await new Browser(t.app, address).post(`/api/v1/polls/${pollId}/answers`, { answers });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(POLL_ALREADY_ANSWERED);
    }
    // A browser that has not answered sees no answers as its own; the one that answered sees them.
    expect((await new Browser(t.app, address).get(`/api/v1/polls/${pollId}/answers`)).json().data).toEqual([]);
    expect((await first.get(`/api/v1/polls/${pollId}/answers`)).json().data).toHaveLength(answers.length);
    // Another address answers for itself.
    expect(
      (await new Browser(t.app, "10.14.9.2").post(`/api/v1/polls/${pollId}/answers`, { answers })).statusCode,
    ).toBe(201);
    const stored = await rows<{ visitor_key: string }>(
      t.database,
      "select visitor_key from poll_answers where poll_id = $1 and visitor_key = $2",
      [pollId, visitorKey(pollId, address)],
    );
    expect(stored).toHaveLength(answers.length);
    const [{ n }] = await rows<{ n: number }>(
      t.database,
      "select count(*)::int as n from poll_answers where visitor_key like '%10.14.9%'",
    );
    expect(n).toBe(0);
  });

  it("counts an IPv6 client by its /64, and a customer by account whatever the address", async () => {
    const [, second] = await rows<{ id: number }>(t.database, "select id from polls order by id limit 2");
    const answers = await answerSet(second.id);
    const ask = (address: string) =>
      new Browser(t.app, address).post(`/api/v1/polls/${second.id}/answers`, { answers });
    expect((await ask("2001:db8:14:9::a")).statusCode).toBe(201);
    expect((await ask("2001:db8:14:9:ffff::b")).statusCode).toBe(409);
    expect((await ask("2001:db8:14:10::a")).statusCode).toBe(201);
    const customer = new Browser(t.app, "2001:db8:14:9::a");
    await registerCustomer(customer);
    expect((await customer.post(`/api/v1/polls/${second.id}/answers`, { answers })).statusCode).toBe(201);
  });

  it("takes an address as one visitor: IPv4 whole (also mapped into IPv6), IPv6 by its first 64 bits", () => {
    expect(visitorAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(visitorAddress("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(visitorAddress("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(visitorAddress("2001:0db8:0001:0002::1")).toBe("2001:db8:1:2::/64");
    expect(visitorAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(visitorAddress("::1")).toBe("0:0:0:0::/64");
  });
});
