// The home page's campaign carousel, bestsellers and running poll (issue 14, item 8): what the loader
// ships, and the server's markup before any JavaScript runs.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visit } from "../../tests/helpers/route-harness.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { CampaignCarousel, type CarouselSlide } from "../features/catalog/campaign-carousel.tsx";
import { ActivePoll } from "../features/content/active-poll.tsx";

const now = new Date("2026-11-23T12:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock: () => now });
});
afterAll(async () => {
  await t.close();
});

/** Server markup of an element that holds router links. */
function markup(element: ReturnType<typeof createElement>): string {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

describe("the home page's carousel, bestsellers and poll", () => {
  it("loads the running campaigns with banners as slides, the weekly ad first, each to its page", async () => {
    const home = await visit(t.app.services, "/");
    expect(home.status).toBe(200);
    const slides: CarouselSlide[] = home.data.slides;
    expect(slides[0].shortDescription).toBe("Ukens annonse!");
    const names = slides.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(["Vintersalg", "Turklar"]));
    // No banner shown (show_image false) and ended campaigns are not slides.
    expect(names).not.toContain("Nyheter for sesongen");
    expect(names).not.toContain("Sommersalg 2024");
    for (const slide of slides) {
      expect(slide.href).toBe(`/kampanjer/${slide.id}`);
      expect(slide.image ?? slide.imageMobile).toMatch(/^\//);
      // Only what the slide shows: the loader stays small.
      expect(Object.keys(slide).sort()).toEqual(["href", "id", "image", "imageMobile", "name", "shortDescription"]);
    }
  });

  it("loads the bestsellers as cards and the running poll as a teaser", async () => {
    const home = await visit(t.app.services, "/");
    expect(home.data.bestsellers.length).toBeGreaterThan(0);
    expect(home.data.bestsellers[0]).toHaveProperty("name");
    expect(home.data.poll).toEqual({
      id: 1,
      name: "Fjellquiz",
      bannerDesktop: "/img/p/2e5e3a/telt.svg",
      bannerMobile: "/img/p/2e5e3a/telt.svg",
    });
  });

  it("has no poll block when no poll is running", async () => {
    expect(renderToStaticMarkup(createElement(ActivePoll, { poll: null }))).toBe("");
    const html = markup(
      createElement(ActivePoll, { poll: { id: 2, name: "Vinterquiz", bannerDesktop: null, bannerMobile: null } }),
    );
    expect(html).toContain('href="/avstemning/2"');
    expect(html).toContain("Svar på avstemningen");
  });

  it("renders the first slide in view without JavaScript, as an accessible carousel", async () => {
    const slides: CarouselSlide[] = (await visit(t.app.services, "/")).data.slides;
    const html = markup(createElement(CampaignCarousel, { slides }));
    expect(html).toContain('aria-roledescription="karusell"');
    expect(html).toContain(`aria-label="1 av ${slides.length}"`);
    expect(html).toMatch(/aria-label="1 av \d+" aria-current="true"/);
    expect(html).toMatch(new RegExp(`aria-label="2 av ${slides.length}" inert=""`));
    expect(html).toContain("translateX(-0%)");
    expect(html).toContain(">Forrige</button>");
    expect(html).toContain(">Neste</button>");
    expect(html).toContain(">Pause</button>");
    expect(html).toContain(`href="/kampanjer/${slides[0].id}"`);
  });
});
