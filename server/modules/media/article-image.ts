// Demo article images are drawn, not fetched: a recognisable silhouette per article group (jacket,
// trousers, shoe, ski, pole, helmet, goggles, backpack, bicycle …) in the article's colour. A shape is
// a few parts: `fill` in the article's colour with an outline, `line` an outline-coloured seam or strap,
// `dark` a part that is black whatever the colour (soles, lenses, wheels), `stroke` a thick line in
// the article's colour (a bicycle frame, a pole shaft). Decision 035.
type Part = { kind: "fill" | "line" | "dark" | "stroke"; d: string };

const fill = (d: string): Part => ({ kind: "fill", d });
const line = (d: string): Part => ({ kind: "line", d });
const dark = (d: string): Part => ({ kind: "dark", d });
const stroke = (d: string): Part => ({ kind: "stroke", d });
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0 Z`;

const SHAPES: Record<string, Part[]> = {
  // Long sleeves, a hood collar and a zip: a jacket, not a T-shirt.
  jakke: [
    fill("M75 38 L100 48 L125 38 L150 46 L176 140 L158 147 L138 84 L138 176 L62 176 L62 84 L42 147 L24 140 L50 46 Z"),
    fill("M72 40 Q100 8 128 40 L100 50 Z"),
    line("M100 50 L100 176 M70 132 L88 132 M112 132 L130 132 M42 147 L24 140 M158 147 L176 140"),
  ],
  genser: [
    fill("M74 40 Q100 56 126 40 L150 48 L172 140 L156 146 L136 84 L136 172 L64 172 L64 84 L44 146 L28 140 L50 48 Z"),
    line("M64 162 L136 162 M74 40 Q100 64 126 40 M44 146 L28 140 L32 132 L47 137"),
  ],
  tskjorte: [
    fill("M70 45 Q100 60 130 45 L158 62 L144 84 L130 76 L130 168 L70 168 L70 76 L56 84 L42 62 Z"),
    line("M70 45 Q100 66 130 45"),
  ],
  undertoy: [
    fill("M78 40 L122 40 L126 100 L118 172 L104 172 L100 110 L96 172 L82 172 L74 100 Z"),
    line("M76 52 L124 52 M82 164 L96 164 M104 164 L118 164"),
  ],
  bukse: [fill("M68 32 L132 32 L138 174 L108 174 L100 84 L92 174 L62 174 Z"), line("M67 46 L133 46 M100 46 L100 70")],
  lue: [
    fill("M55 132 Q55 62 100 60 Q145 62 145 132 Z"),
    fill(circle(100, 48, 14)),
    fill("M48 124 L152 124 L152 152 L48 152 Z"),
    line("M62 124 L62 152 M76 124 L76 152 M90 124 L90 152 M104 124 L104 152 M118 124 L118 152 M132 124 L132 152"),
  ],
  hanske: [
    fill(
      "M70 172 L70 100 Q60 86 48 76 Q40 66 52 60 Q62 58 76 74 L78 52 Q78 42 87 42 Q96 42 96 52 L97 40 Q98 30 107 30 Q116 31 116 42 L117 40 Q118 32 126 33 Q134 34 134 44 L134 58 Q136 50 142 51 Q150 53 149 62 L146 112 Q144 132 132 140 L132 172 Z",
    ),
    line("M70 152 L132 152 M96 52 L96 92 M116 42 L116 92 M134 58 L134 94"),
  ],
  // A hiking shoe: upper with laces on a dark sole.
  sko: [
    fill("M24 148 L24 96 Q24 80 40 80 L68 80 L78 58 L112 58 L120 96 Q152 100 168 114 Q178 124 176 140 L176 148 Z"),
    dark("M20 148 L180 148 L180 164 Q180 168 174 168 L26 168 Q20 168 20 164 Z"),
    line("M86 68 L108 68 M90 80 L112 80 M94 92 L116 92 M24 120 L60 120"),
  ],
  sekk: [
    fill("M58 58 Q58 34 100 34 Q142 34 142 58 L148 168 Q148 178 138 178 L62 178 Q52 178 52 168 Z"),
    fill("M72 112 L128 112 L128 158 Q128 164 122 164 L78 164 Q72 164 72 158 Z"),
    line("M86 34 Q100 14 114 34 M58 78 Q100 96 142 78 M72 126 L128 126"),
  ],
  telt: [fill("M100 40 L174 162 L26 162 Z"), dark("M100 92 L78 162 L122 162 Z"), line("M100 40 L100 92")],
  sovepose: [
    fill("M72 36 Q100 18 128 36 L134 172 Q134 180 126 180 L74 180 Q66 180 66 172 Z"),
    line("M76 62 Q100 76 124 62 M118 70 L122 176"),
  ],
  underlag: [fill("M40 70 L160 70 L160 130 L40 130 Z"), fill(circle(40, 100, 30)), line(circle(40, 100, 16))],
  // A pair of skis with turned-up tips and dark bindings.
  ski: [
    fill("M68 44 Q70 20 80 20 Q90 20 90 44 L92 180 L70 180 Z"),
    fill("M110 44 Q112 20 122 20 Q132 20 132 44 L130 180 L108 180 Z"),
    dark("M66 104 L94 104 L94 126 L66 126 Z M106 104 L134 104 L134 126 L106 126 Z"),
  ],
  hjelm: [
    fill("M42 128 Q42 54 100 50 Q158 54 158 128 L132 128 L126 106 L74 106 L68 128 Z"),
    line("M80 62 L84 86 M100 58 L100 84 M120 62 L116 86"),
    dark("M42 128 L68 128 L68 136 L42 136 Z M132 128 L158 128 L158 136 L132 136 Z"),
  ],
  // Goggles: a dark strap, a frame in the colour, a dark lens.
  briller: [
    dark("M16 92 L184 92 L184 108 L16 108 Z"),
    fill("M34 72 Q100 58 166 72 Q178 100 166 128 Q136 136 116 124 Q100 116 84 124 Q64 136 34 128 Q22 100 34 72 Z"),
    dark("M46 82 Q100 72 154 82 Q162 100 154 118 Q134 124 116 114 Q100 106 84 114 Q66 124 46 118 Q38 100 46 82 Z"),
  ],
  // A ski pole: shaft in the colour, dark grip and tip, a basket near the tip.
  stav: [
    stroke("M100 56 L100 168"),
    dark("M90 22 L110 22 L108 62 L92 62 Z M98 168 L102 168 L101 186 L99 186 Z"),
    line(`M92 30 Q76 44 92 58 ${circle(100, 156, 16)}`),
  ],
  sykkel: [
    dark(`${circle(56, 132, 32)} ${circle(56, 132, 25)} ${circle(144, 132, 32)} ${circle(144, 132, 25)}`),
    stroke("M56 132 L86 80 L134 80 L144 132 M86 80 L100 132 L134 80 M100 132 L56 132 M86 80 L82 66 M134 80 L130 62"),
    dark("M70 60 L96 60 L96 68 L70 68 Z M122 58 L146 54 L147 62 L124 66 Z"),
  ],
  flaske: [
    fill(
      "M84 52 L116 52 L116 62 Q132 72 132 92 L132 170 Q132 180 122 180 L78 180 Q68 180 68 170 L68 92 Q68 72 84 62 Z",
    ),
    dark("M82 24 L118 24 L118 52 L82 52 Z"),
    line("M68 110 L132 110 M68 150 L132 150"),
  ],
  lykt: [
    line("M30 110 Q30 60 100 60 Q170 60 170 110 Q170 150 100 150 Q30 150 30 110"),
    fill("M72 84 L128 84 Q138 84 138 94 L138 126 Q138 136 128 136 L72 136 Q62 136 62 126 L62 94 Q62 84 72 84 Z"),
    dark(circle(100, 110, 17)),
  ],
  gryte: [
    fill("M50 84 L150 84 L146 160 Q146 172 134 172 L66 172 Q54 172 54 160 Z"),
    fill("M44 76 Q100 46 156 76 Z"),
    dark(`${circle(100, 56, 7)} M26 92 L50 92 L50 100 L26 100 Z M150 92 L174 92 L174 100 L150 100 Z`),
  ],
  bar: [
    fill("M36 78 L164 78 L164 128 L36 128 Z"),
    line(
      "M36 78 L26 84 L36 92 L26 100 L36 108 L26 116 L36 128 M164 78 L174 84 L164 92 L174 100 L164 108 L174 116 L164 128 M60 100 L140 100",
    ),
  ],
  voks: [fill("M62 56 L138 56 L138 160 L62 160 Z"), dark("M62 92 L138 92 L138 122 L62 122 Z"), line("M70 44 L130 44")],
  saale: [
    fill("M86 26 Q124 24 126 70 Q128 102 118 132 Q114 176 96 178 Q76 176 78 132 Q68 92 70 60 Q72 28 86 26 Z"),
    line("M86 60 Q100 54 112 60 M88 140 Q98 136 108 140"),
  ],
  laas: [
    stroke("M64 120 L64 68 Q64 30 100 30 Q136 30 136 68 L136 120"),
    fill("M48 112 L152 112 Q160 112 160 120 L160 160 Q160 168 152 168 L48 168 Q40 168 40 160 L40 120 Q40 112 48 112 Z"),
    dark(circle(100, 140, 9)),
  ],
  annet: [fill("M50 50 L150 50 L150 150 L50 150 Z"), line("M50 80 L150 80")],
};

/** The shapes the server can draw (the seed picks one per article group). */
export const ARTICLE_SHAPES = Object.keys(SHAPES);

/** Relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

export function articleSvg(hex: string, shape: string): string | null {
  const parts = Object.hasOwn(SHAPES, shape) ? SHAPES[shape] : undefined;
  if (!parts || !/^[0-9a-f]{6}$/i.test(hex)) return null;
  // Light articles get a darker outline and background so they stay visible.
  const light = luminance(hex) > 0.6;
  const background = light ? "#e6e8eb" : "#f4f5f7";
  const outline = light ? "#6b7280" : "#1f2937";
  const colour = `#${hex.toLowerCase()}`;
  const draw: Record<Part["kind"], (d: string) => string> = {
    fill: (d) => `<path d="${d}" fill="${colour}" stroke="${outline}" stroke-width="2" stroke-linejoin="round"/>`,
    line: (d) => `<path d="${d}" fill="none" stroke="${outline}" stroke-width="2" stroke-linecap="round"/>`,
    dark: (d) => `<path d="${d}" fill="#1f2937" fill-rule="evenodd"/>`,
    stroke: (d) =>
      `<path d="${d}" fill="none" stroke="${colour}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
  };
  const drawn = parts.map(({ kind, d }) => draw[kind](d));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="600" height="600"><rect width="200" height="200" fill="${background}"/>${drawn.join("")}</svg>`;
}
