// The pictures of a reservation's counter code (issue 29, decision 063): a QR code and a Code 128
// barcode, both SVG, both holding only 'R123' (domain/counter-code.ts). QR codes come from `qrcode`
// (the club card's too); Code 128 from bwip-js, loaded on the first barcode asked for, so a node that
// never draws one never holds its encoders in memory.

/** The QR code: quiet zone of 4 modules as the standard asks, medium error correction. */
export async function qrCodeSvg(code: string): Promise<string> {
  const { default: QRCode } = await import("qrcode");
  return QRCode.toString(code, { type: "svg", margin: 4, errorCorrectionLevel: "M" });
}

let bwip: Promise<typeof import("bwip-js/node")> | undefined;

/** The Code 128 barcode, bars only (the page prints the code as text beside it), quiet zones of 10 modules. */
export async function code128Svg(code: string): Promise<string> {
  bwip ??= import("bwip-js/node");
  const { toSVG } = await bwip;
  return toSVG({ bcid: "code128", text: code, scale: 2, height: 12, paddingwidth: 10, backgroundcolor: "FFFFFF" });
}
