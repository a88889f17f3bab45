// Social posts (spec sections 7 and 8): the feed adapter against a local Graph API stand-in, and
// GET /fb/getPosts with no feed (the database), a working feed and a failing one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, rows } from "../../../tests/helpers/test-app.ts";
import { startJsonServer, type TestJsonServer } from "../../../tests/servers/json-server.ts";
import { FEED_POSTS, startSocialFeedServer } from "../../../tests/servers/social-feed.ts";
import { createSocialFeed, SocialFeedUnavailable } from "./social-feed.ts";
import { SOCIAL_POSTS_FAILED } from "./social-service.ts";

let server: TestJsonServer;
beforeAll(async () => {
  server = await startSocialFeedServer();
});
afterAll(async () => {
  await server.close();
});

const feedUrl = () => `${server.url}/v19.0/1234/posts?fields=id,message,full_picture,permalink_url,created_time`;

describe("the social feed adapter", () => {
  it("reads the Graph API's posts with text, newest first, in the shop's shape", async () => {
    server.mode = "answer";
    const posts = await createSocialFeed({ url: feedUrl(), timeoutMs: 2000 }).posts(6);
    expect(posts).toEqual([
      {
        id: "1234_3",
        message: "Åpent til 21 hele desember.",
        image: null,
        link: "https://www.facebook.com/butikk/posts/3",
        postedAt: "2026-11-22T15:30:00.000Z",
      },
      {
        id: "1234_1",
        message: FEED_POSTS[0].message,
        image: "https://scontent.example/ski.jpg",
        link: "https://www.facebook.com/butikk/posts/1",
        postedAt: "2026-11-20T09:00:00.000Z",
      },
    ]);
  });

  it("counts a 5xx, malformed JSON, a hang past the timeout and a reply of another shape as unavailable", async () => {
    const feed = createSocialFeed({ url: feedUrl(), timeoutMs: 200 });
    for (const mode of ["status500", "status503", "malformed", "hang"] as const) {
      server.mode = mode;
      await expect(feed.posts(6), mode).rejects.toBeInstanceOf(SocialFeedUnavailable);
    }
    server.mode = "answer";
    const other = await startJsonServer(() => ({ status: 200, body: { data: [{ id: 1, message: "x" }] } }));
    try {
      await expect(createSocialFeed({ url: other.url, timeoutMs: 2000 }).posts(6)).rejects.toBeInstanceOf(
        SocialFeedUnavailable,
      );
    } finally {
      await other.close();
    }
  });
});

describe("GET /fb/getPosts", () => {
  it("answers {posts} from the database without a feed, the brand's and everyone's, newest first", async () => {
    const t = await createTestApp();
    try {
      const expected = await rows<{ message: string }>(
        t.database,
        "select message from social_posts where brand_id is null or brand_id = 1 order by posted_at desc, id desc limit 6",
      );
      const res = await t.app.inject({ url: "/api/v1/fb/getPosts" });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body)).toEqual(["posts"]);
      expect(body.posts.map((p: { message: string }) => p.message)).toEqual(expected.map((p) => p.message));
      expect(body.posts[0]).toEqual({
        id: expect.any(String),
        message: expect.any(String),
        image: expect.any(String),
        link: expect.any(String),
        postedAt: expect.stringMatching(/Z$/),
      });
    } finally {
      await t.close();
    }
  });

  it("answers the feed's posts when one is configured, and 502 with the spec's text when it fails", async () => {
    const t = await createTestApp({ SOCIAL_FEED_URL: feedUrl(), SOCIAL_FEED_TIMEOUT_MS: "300" });
    try {
      server.mode = "answer";
      const ok = await t.app.inject({ url: "/api/v1/fb/getPosts" });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().posts.map((p: { id: string }) => p.id)).toEqual(["1234_3", "1234_1"]);
      for (const mode of ["status500", "malformed", "hang"] as const) {
        server.mode = mode;
        const failed = await t.app.inject({ url: "/api/v1/fb/getPosts" });
        expect(failed.statusCode, mode).toBe(502);
        expect(failed.json()).toEqual({ message: SOCIAL_POSTS_FAILED });
      }
    } finally {
      server.mode = "answer";
      await t.close();
    }
  });
});
