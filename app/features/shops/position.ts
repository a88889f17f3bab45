// The browser's position for the shop finder (spec section 8): asked only when the shopper presses
// the button. A failure becomes a PositionError carrying the browser's code and message.

/** Spec section 8: no postcode and no geolocation is only logged, with this code. */
export const NO_POSITION_CODE = 59;
export const NO_POSITION_MESSAGE = "No zipcode provided and geolocation unavailable";

export class PositionError extends Error {
  override name = "PositionError";
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** The shopper's explanation for a PositionError (GeolocationPositionError codes 1–3). */
export function positionErrorText(error: PositionError): string {
  switch (error.code) {
    case 1:
      return "Du har ikke gitt nettsiden tilgang til posisjonen din. Skriv inn postnummeret ditt i stedet.";
    case 3:
      return "Det tok for lang tid å finne posisjonen din. Prøv igjen, eller skriv inn postnummeret ditt.";
    default:
      return "Vi fant ikke posisjonen din. Skriv inn postnummeret ditt i stedet.";
  }
}

export function logNoPosition(): void {
  console.warn(NO_POSITION_MESSAGE, { code: NO_POSITION_CODE });
}

export function currentPosition(geolocation: Geolocation): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (e) => reject(new PositionError(e.code, e.message)),
      { timeout: 15_000, maximumAge: 300_000 },
    );
  });
}
