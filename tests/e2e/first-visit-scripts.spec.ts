// A first visit's JavaScript (decision 057): a handful of files, not one per shared module, fetched
// at low priority so that the page's own images and text come first; the page still hydrates, and a
// module loaded on demand (the cart) still arrives. How many files a page fetches on demand after it
// has hydrated (the search box's, the cart's) depends on what the visitor does, so only the preloaded
// ones are counted.
import { expect, test } from "@playwright/test";
import { stockedArticlePath } from "./page-types.ts";
import { collectErrors, waitForHydration } from "./support.ts";

/** The modulepreload links of a page's HTML as the server sends it. */
const preloadLinks = (html: string) => [...html.matchAll(/<link [^>]*rel="modulepreload"[^>]*>/g)].map((m) => m[0]);

for (const path of ["/", "/klaer", "/search/jakke", "/butikker", "/checkout"]) {
  test(`${path} preloads its JavaScript at low priority, in at most 12 files`, async ({ request }) => {
    const links = preloadLinks(await (await request.get(path)).text());
    expect(links.length).toBeGreaterThan(0);
    // The shop's own modules come in two files (shop, parts) beside React's; the checkout adds its forms.
    expect(links.length).toBeLessThanOrEqual(path === "/checkout" ? 11 : 6);
    for (const link of links) expect(link).toContain('fetchpriority="low"');
    // The suggestion comboboxes (search, delivery address) and their library arrive once the page is idle.
    expect(links.filter((link) => /downshift|combobox/.test(link))).toEqual([]);
  });
}

test("a first visit to a product page uses each preloaded file once, hydrates, and loads the cart on demand", async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const path = await stockedArticlePath(request);
  const preloaded = preloadLinks(await (await request.get(path)).text()).map(
    (link) => link.match(/href="([^"]+)"/)?.[1],
  );
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
  });
  await page.goto(path);
  await waitForHydration(page);
  // A low-priority preload the module loader did not reuse would show as a second request.
  expect(scripts.filter((script) => preloaded.includes(script)).sort()).toEqual([...preloaded].sort());

  await page.getByRole("button", { name: "Legg i handlekurven" }).click();
  await expect(page.getByRole("dialog", { name: "Min Handlekurv" })).toBeVisible();
  expect(errors).toEqual([]);
});
