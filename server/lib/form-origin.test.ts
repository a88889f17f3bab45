import { describe, expect, it } from "vitest";
import { formOrigin } from "./form-origin.ts";

const OWN = "https://butikk.test";

describe("formOrigin", () => {
  it("takes a same-origin post's 'null' origin (no-referrer policy) for our own", () => {
    expect(formOrigin({ origin: "null", "sec-fetch-site": "same-origin" }, OWN)).toBe(OWN);
  });

  it("leaves 'null' from elsewhere or unknown places as it came", () => {
    expect(formOrigin({ origin: "null", "sec-fetch-site": "cross-site" }, OWN)).toBe("null");
    expect(formOrigin({ origin: "null" }, OWN)).toBe("null");
  });

  it("never replaces a named origin", () => {
    expect(formOrigin({ origin: "https://evil.example", "sec-fetch-site": "same-origin" }, OWN)).toBe(
      "https://evil.example",
    );
    expect(formOrigin({}, OWN)).toBeUndefined();
  });
});
