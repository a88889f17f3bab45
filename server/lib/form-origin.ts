// Our pages send Referrer-Policy: no-referrer, so a browser posting one of our forms without
// JavaScript says "Origin: null". React Router (7.18) takes "null" for a foreign origin and answers
// every such action 400, which broke the /samtykke form and every other form without JavaScript.
// The browser's Sec-Fetch-Site still says where the post came from: when it is our own page, the
// origin is ours. Anything else is left as it came, for React Router's own check to refuse.
export function formOrigin(
  headers: { origin?: string | string[]; "sec-fetch-site"?: string | string[] },
  ownOrigin: string,
): string | undefined {
  if (headers.origin === "null" && headers["sec-fetch-site"] === "same-origin") return ownOrigin;
  return typeof headers.origin === "string" ? headers.origin : undefined;
}
