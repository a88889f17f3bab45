// The home page's social posts block: from the database, and when the configured feed fails, the
// spec's failure text in that block while the rest of the page is whole.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visit } from "../../tests/helpers/route-harness.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import type { TestJsonServer } from "../../tests/servers/json-server.ts";
import { startSocialFeedServer } from "../../tests/servers/social-feed.ts";
import { type SocialBlockData, SocialPostList } from "../features/content/social-posts.tsx";

const now = new Date("2026-11-23T12:00:00Z");
let server: TestJsonServer;
beforeAll(async () => {
  server = await startSocialFeedServer();
});
afterAll(async () => {
  await server.close();
});

const render = (data: SocialBlockData) => renderToStaticMarkup(createElement(SocialPostList, { data }));

describe("the home page's social posts", () => {
  it("shows the brand's posts from the database with Norwegian relative dates", async () => {
    const t: TestApp = await createTestApp({}, undefined, { clock: () => now });
    try {
      const home = await visit(t.app.services, "/");
      const social: SocialBlockData = await home.data.social;
      expect(social.failed).toBe(false);
      expect(social.posts[0].message).toContain("vintersalget i gang");
      expect(social.posts[0].relative).toBe("i fjor");
      expect(render(social)).toContain("Nå er vintersalget i gang!");
      expect(social.posts.map((p) => p.message).join(" ")).not.toContain("Skiservice");
    } finally {
      await t.close();
    }
  });

  it("says 'Error: Something went wrong' in the block only when the feed fails", async () => {
    const t: TestApp = await createTestApp(
      { SOCIAL_FEED_URL: `${server.url}/1234/posts`, SOCIAL_FEED_TIMEOUT_MS: "300" },
      undefined,
      {
        clock: () => now,
      },
    );
    try {
      server.mode = "status500";
      const home = await visit(t.app.services, "/");
      expect(home.status).toBe(200);
      expect(home.data.bestsellers.length).toBeGreaterThan(0);
      expect(home.data.categories.length).toBeGreaterThan(0);
      const social: SocialBlockData = await home.data.social;
      expect(social).toEqual({ failed: true, posts: [] });
      expect(render(social)).toContain('<p class="social-posts__error" role="alert">Error: Something went wrong</p>');

      server.mode = "answer";
      const ok: SocialBlockData = await (await visit(t.app.services, "/")).data.social;
      expect(ok.posts.map((p) => p.id)).toEqual(["1234_3", "1234_1"]);
      // The feed's pictures are on another origin, which the page's CSP does not allow.
      expect(ok.posts.every((p) => p.image === null)).toBe(true);
    } finally {
      server.mode = "answer";
      await t.close();
    }
  });
});
