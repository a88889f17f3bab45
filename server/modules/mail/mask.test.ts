import { describe, expect, it } from "vitest";
import { HIDDEN_LINK, HIDDEN_TOKEN, maskSecrets } from "./mask.ts";

const TOKEN = "q3Vx_9kLm-2PzR8sT4uW6yA1bC3dE5fG7hJ9kL0mN2o";

describe("maskSecrets", () => {
  it("hides a reset link whole, its token included", () => {
    const text = `Åpne lenken under.\n\nhttps://butikk.example/konto/nytt-passord?token=${TOKEN}\n\nLenken virker i 60 minutter.`;
    const masked = maskSecrets(text);
    expect(masked).not.toContain(TOKEN);
    expect(masked).not.toContain("nytt-passord");
    expect(masked).toBe(`Åpne lenken under.\n\n${HIDDEN_LINK}\n\nLenken virker i 60 minutter.`);
  });

  it("hides a receipt link with its token and a map link, but keeps amounts, EANs and words", () => {
    const text = [
      "- 1 × Fjordlys Dunjakke (7040000000017): 2 899,00 kr",
      "Kart: https://www.google.com/maps/search/?api=1&query=59.9,10.7",
      `Se kvitteringen din: http://localhost:3000/kvittering/12?token=${TOKEN}.`,
      "Reservasjonsnummer: 12",
    ].join("\n");
    const masked = maskSecrets(text);
    expect(masked).toContain("7040000000017");
    expect(masked).toContain("2 899,00 kr");
    expect(masked).toContain("Reservasjonsnummer: 12");
    expect(masked).not.toContain(TOKEN);
    expect(masked).not.toContain("google.com");
    expect(masked.match(/\[lenke skjult\]/g)).toHaveLength(2);
  });

  it("hides a token quoted without its address, and a bare token", () => {
    expect(maskSecrets(`Koden: token=${TOKEN}`)).toBe(`Koden: token=${HIDDEN_TOKEN}`);
    expect(maskSecrets(`Din nøkkel: ${TOKEN}`)).toBe(`Din nøkkel: ${HIDDEN_TOKEN}`);
  });

  it("keeps long ordinary words", () => {
    expect(maskSecrets("Bærekraftigforretningspraksisavdelingen")).toBe("Bærekraftigforretningspraksisavdelingen");
  });
});
