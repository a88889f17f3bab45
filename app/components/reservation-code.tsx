// A reservation's counter code (issue 29) as the customer shows it at the counter: a QR code for a
// phone's camera, a Code 128 barcode for the counter's scanner, and the code in letters to say or type.
// The pictures hold 'R123' and nothing else (domain/counter-code.ts); the server draws them once and
// every cache may keep them.
import { counterCode, counterCodeImage } from "../../domain/counter-code.ts";

export function ReservationCode({ id }: { id: number }) {
  const code = counterCode(id);
  return (
    <figure className="reservation-code" data-testid="reservation-code">
      <div className="reservation-code__pictures">
        <img
          className="reservation-code__qr"
          src={counterCodeImage(id, "qr")}
          alt={`QR-kode for reservasjon ${id}`}
          width={160}
          height={160}
          loading="lazy"
          decoding="async"
        />
        <img
          className="reservation-code__barcode"
          src={counterCodeImage(id, "strekkode")}
          alt={`Strekkode for reservasjon ${id}`}
          width={264}
          height={72}
          loading="lazy"
          decoding="async"
        />
      </div>
      <figcaption>
        Vis koden i kassen: <strong className="reservation-code__text">{code}</strong>
      </figcaption>
    </figure>
  );
}
