// The width rule (decision 032): no page type scrolls sideways at 320, 375, 390, 768, 1024 or
// 1366 px, and each passes axe at phone and desktop width. One page, resized between widths, so the
// journey stays fast; a failure names the elements that stick out past the right edge.
import { expect, type Page, test } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium-flags.ts";
import { pageTypes, SECOND_BRAND_HOST } from "./page-types.ts";
import { acceptCookies, expectNoAxeViolations } from "./support.ts";

const WIDTHS = [320, 375, 390, 768, 1024, 1366];
const AXE_WIDTHS = new Set([390, 1366]);

// The second brand is chosen by hostname; Chromium resolves it to this machine.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${SECOND_BRAND_HOST} 127.0.0.1`],
  },
});

/** How far the page is wider than the window (0 when it fits), and the elements that stick out most. */
async function overflow(page: Page): Promise<{ excess: number; widest: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const excess = Math.max(0, document.documentElement.scrollWidth - width);
    if (excess === 0) return { excess, widest: [] };
    const describe = (el: Element) => {
      const classes =
        typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${el.tagName.toLowerCase()}${classes} (right ${Math.round(el.getBoundingClientRect().right)} px) «${text}»`;
    };
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > width + 0.5;
    const sticking = [...document.body.querySelectorAll("*")].filter(sticksOut);
    // The outermost element that is too wide is usually the cause; the innermost show what is cut.
    const outermost = sticking.filter((el) => !el.parentElement || !sticksOut(el.parentElement));
    const innermost = sticking.filter((el) => ![...el.children].some(sticksOut));
    return { excess, widest: [...outermost.slice(0, 3), ...innermost.slice(0, 3)].map(describe) };
  });
}

test("no page type scrolls sideways at any width, and each passes axe on a phone and a desktop", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const origin = baseURL ?? "";
  await acceptCookies(context, origin);
  const second = new URL(origin);
  second.hostname = SECOND_BRAND_HOST;
  await acceptCookies(context, second.toString());

  for (const pageType of pageTypes(origin)) {
    await test.step(pageType.name, async () => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await pageType.open(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // A resize can re-lay out through script (media queries, observers): wait for it to settle.
        await expect
          .poll(() => overflow(page), { message: `${pageType.name} at ${width} px scrolls sideways` })
          .toEqual({ excess: 0, widest: [] });
        if (width === 1366) {
          // The desktop menu on one line, on every brand (the second brand's is the longest).
          const rows = await page
            .locator(".desktop-menu__link")
            .evaluateAll((links) => [...new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)))]);
          expect(rows.length, `${pageType.name}: desktop menu rows at 1366 px`).toBeLessThanOrEqual(1);
        }
        if (AXE_WIDTHS.has(width)) await expectNoAxeViolations(page);
      }
    });
  }
});
