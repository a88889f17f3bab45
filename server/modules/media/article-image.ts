// Demo article images are drawn, not fetched: a silhouette per product type in the article's colour.
const SHAPES: Record<string, string> = {
  jakke: "M70 40 L100 30 L130 40 L160 70 L145 85 L135 75 L135 170 L65 170 L65 75 L55 85 L40 70 Z",
  genser: "M72 42 L100 36 L128 42 L158 72 L144 84 L134 76 L134 168 L66 168 L66 76 L56 84 L42 72 Z",
  tskjorte: "M70 45 L100 38 L130 45 L155 65 L140 80 L130 72 L130 165 L70 165 L70 72 L60 80 L45 65 Z",
  undertoy: "M78 40 L122 40 L126 100 L118 170 L104 170 L100 110 L96 170 L82 170 L74 100 Z",
  bukse: "M70 35 L130 35 L135 170 L108 170 L100 80 L92 170 L65 170 Z",
  lue: "M55 130 Q55 60 100 55 Q145 60 145 130 Z M50 130 L150 130 L150 148 L50 148 Z",
  sko: "M30 120 L30 95 L70 90 L90 110 L160 118 Q172 122 170 140 L30 140 Z",
  sekk: "M65 50 Q100 25 135 50 L140 165 L60 165 Z M80 95 L120 95 L120 130 L80 130 Z",
  telt: "M100 45 L170 160 L30 160 Z M100 45 L100 160",
  sovepose: "M75 40 Q100 25 125 40 L130 170 L70 170 Z",
  ski: "M80 30 L92 30 L96 170 L84 175 Z M108 30 L120 30 L116 175 L104 170 Z",
  hjelm: "M45 125 Q45 55 100 50 Q155 55 155 125 L130 125 L125 105 L75 105 L70 125 Z",
  briller: "M35 85 L165 85 Q170 125 140 125 L115 118 L100 108 L85 118 L60 125 Q30 125 35 85 Z",
  stav: "M92 25 L100 25 L100 175 L96 175 Z M84 25 L108 25 L106 50 L86 50 Z",
  sykkel:
    "M60 130 m-30 0 a30 30 0 1 0 60 0 a30 30 0 1 0 -60 0 M140 130 m-30 0 a30 30 0 1 0 60 0 a30 30 0 1 0 -60 0 M60 130 L90 80 L130 80 L140 130 M90 80 L100 130 L130 80",
  annet: "M50 50 L150 50 L150 150 L50 150 Z",
};

/** Relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

export function articleSvg(hex: string, shape: string): string | null {
  const path = SHAPES[shape];
  if (!path || !/^[0-9a-f]{6}$/i.test(hex)) return null;
  // Light garments get a darker outline and background so they stay visible.
  const light = luminance(hex) > 0.6;
  const background = light ? "#e6e8eb" : "#f4f5f7";
  const stroke = light ? "#6b7280" : "#1f2937";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="600" height="600"><rect width="200" height="200" fill="${background}"/><path d="${path}" fill="#${hex}" stroke="${stroke}" stroke-width="2" stroke-linejoin="round"/></svg>`;
}
