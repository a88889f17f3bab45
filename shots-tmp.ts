import { chromium } from "playwright-core";
const base = "http://127.0.0.1:3500";
const [who, pass, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync"] });
for (const width of [390, 1366]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: "nb-NO" });
  await ctx.addCookies([{ name: "cookiesAccepted", value: "1", url: base }]);
  const page = await ctx.newPage();
  await page.goto(`${base}/logg-inn`);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.getByLabel("E-post eller telefon", { exact: true }).fill(who);
  await page.getByLabel("Passord", { exact: true }).fill(pass);
  await page.getByRole("button", { name: "Logg inn" }).click();
  await page.waitForURL(/\/admin|\/konto/);
  for (const p of paths) {
    await page.goto(`${base}${p}`);
    await page.waitForLoadState("networkidle");
    const name = `${who.split("@")[0]}-${p.replace(/[^a-z0-9]+/gi, "_")}-${width}.png`;
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: width === 390 ? false : true });
    console.log(name, "landed", page.url(), "overflow", overflow);
  }
  await ctx.close();
}
await browser.close();
