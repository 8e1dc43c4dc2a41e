/**
 * Garment silhouettes drawn as SVG in a product's colour, rendered to WebP by sharp for the demo
 * catalogue: every picture is made on this machine, nothing is downloaded. The canvas is
 * 600×750 (4:5, the cards' shape).
 */

export type GarmentShape =
  | 'tshirt'
  | 'shirt'
  | 'polo'
  | 'panjabi'
  | 'kurti'
  | 'saree'
  | 'salwar'
  | 'pants'
  | 'jeans'
  | 'jacket'
  | 'hoodie'
  | 'dress'
  | 'skirt'
  | 'kids'
  | 'shawl';

/** `#rrggbb` scaled towards black (f < 1) or white (f > 1). */
export function shade(hex: string, f: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (v: number) =>
    Math.round(f <= 1 ? v * f : v + (255 - v) * (f - 1))
      .toString(16)
      .padStart(2, '0');
  return `#${channel((n >> 16) & 255)}${channel((n >> 8) & 255)}${channel(n & 255)}`;
}

const TEE =
  'M215 110 L150 135 L70 235 L135 290 L185 250 L185 650 L415 650 L415 250 L465 290 L530 235 L450 135 L385 110 Q300 170 215 110 Z';
const LONG_SLEEVES =
  'M220 105 L160 130 L112 200 L72 560 L137 575 L182 330 L185 655 L415 655 L418 330 L463 575 L528 560 L488 200 L440 130 L380 105 Q300 150 220 105 Z';
const TUNIC =
  'M228 100 L172 122 L128 190 L98 520 L153 532 L186 300 L178 700 L422 700 L414 300 L447 532 L502 520 L472 190 L428 122 L372 100 Q300 140 228 100 Z';

/** What every drawing is made with: the garment's colour, its shades, and the shared strokes. */
interface Pen {
  fill: string;
  accent: string;
  dark: string;
  light: string;
  /** The garment's outline, filled. */
  body: (d: string) => string;
  /** A pattern of the picture's `<defs>` laid over a shape. */
  texture: (d: string, pattern: string) => string;
  /** A row of buttons down `x`, from `from` to `to` every `step`. */
  buttons: (x: number, from: number, to: number, step: number) => string;
}

function penFor(fill: string, accent: string): Pen {
  const dark = shade(fill, 0.72);
  const light = shade(fill, 1.25);
  return {
    fill,
    accent,
    dark,
    light,
    body: (d) =>
      `<path d="${d}" fill="${fill}" stroke="${dark}" stroke-width="4" stroke-linejoin="round"/>`,
    texture: (d, pattern) => `<path d="${d}" fill="url(#${pattern})"/>`,
    buttons: (x, from, to, step) =>
      Array.from(
        { length: Math.floor((to - from) / step) + 1 },
        (_, i) =>
          `<circle cx="${x}" cy="${from + i * step}" r="6" fill="${light}" stroke="${dark}"/>`,
      ).join(''),
  };
}

/** Trousers and jeans share the cut; jeans have the accent's dashed stitching. */
const legwear =
  (jeans: boolean) =>
  ({ body, dark, accent }: Pen): string => {
    const legs = 'M205 110 L395 110 L432 670 L322 670 L300 280 L278 670 L168 670 Z';
    const stitch = jeans ? accent : dark;
    return (
      body(legs) +
      `<rect x="205" y="110" width="190" height="34" fill="${dark}" opacity="0.5"/>` +
      `<path d="M225 144 Q245 200 290 200 M375 144 Q355 200 310 200" fill="none" stroke="${stitch}" stroke-width="3" stroke-dasharray="${jeans ? '7 5' : '0'}"/>` +
      `<path d="M300 144 L300 262" stroke="${stitch}" stroke-width="3"/>`
    );
  };

const DRAWINGS: Record<GarmentShape, (pen: Pen) => string> = {
  tshirt: ({ body, dark }) =>
    body(TEE) +
    `<path d="M238 118 Q300 160 362 118" fill="none" stroke="${dark}" stroke-width="8"/>`,
  shirt: ({ body, texture, buttons, dark, light }) =>
    body(LONG_SLEEVES) +
    texture(LONG_SLEEVES, 'stripes') +
    `<path d="M300 150 L300 655" stroke="${dark}" stroke-width="3"/>` +
    `<path d="M220 105 L300 150 L262 200 L236 118 Z" fill="${light}" stroke="${dark}" stroke-width="3"/>` +
    `<path d="M380 105 L300 150 L338 200 L364 118 Z" fill="${light}" stroke="${dark}" stroke-width="3"/>` +
    buttons(300, 215, 615, 80) +
    `<rect x="325" y="250" width="60" height="70" rx="6" fill="none" stroke="${dark}" stroke-width="3"/>`,
  polo: ({ body, buttons, dark, light, accent }) =>
    body(TEE) +
    `<path d="M228 112 L300 150 L270 185 L240 125 Z" fill="${light}" stroke="${dark}" stroke-width="3"/>` +
    `<path d="M372 112 L300 150 L330 185 L360 125 Z" fill="${light}" stroke="${dark}" stroke-width="3"/>` +
    `<path d="M300 150 L300 270" stroke="${dark}" stroke-width="3"/>` +
    buttons(300, 185, 255, 35) +
    `<path d="M70 235 L135 290" stroke="${accent}" stroke-width="10"/><path d="M530 235 L465 290" stroke="${accent}" stroke-width="10"/>`,
  panjabi: ({ body, buttons, dark, accent }) =>
    body(TUNIC) +
    `<rect x="286" y="118" width="28" height="210" rx="4" fill="${accent}" opacity="0.85"/>` +
    buttons(300, 145, 305, 40) +
    `<path d="M255 110 Q300 150 345 110" fill="none" stroke="${accent}" stroke-width="8"/>` +
    `<path d="M186 620 L186 700 M414 620 L414 700" stroke="${dark}" stroke-width="3"/>`,
  kurti: ({ body, texture, accent }) =>
    body(
      'M232 100 L176 122 L134 190 L114 420 L168 430 L190 300 L160 700 L440 700 L410 300 L432 430 L486 420 L466 190 L424 122 L368 100 Q300 150 232 100 Z',
    ) +
    texture('M160 560 L440 560 L440 700 L160 700 Z', 'dots') +
    `<path d="M232 100 Q300 185 368 100" fill="none" stroke="${accent}" stroke-width="10"/>` +
    `<path d="M160 680 L440 680" stroke="${accent}" stroke-width="14"/>`,
  saree: ({ body, texture, dark, light, accent }) =>
    `<path d="M300 70 Q300 45 318 45 Q336 45 336 62" fill="none" stroke="#8a7a66" stroke-width="6"/>` +
    `<path d="M300 75 L150 160 L450 160 Z" fill="none" stroke="#8a7a66" stroke-width="6"/>` +
    body('M150 160 L450 160 L470 690 L130 690 Z') +
    `<path d="M210 160 L200 690 M270 160 L268 690 M330 160 L332 690 M390 160 L400 690" stroke="${dark}" stroke-width="2" opacity="0.6"/>` +
    `<path d="M134 620 L466 620 L470 690 L130 690 Z" fill="${accent}"/>` +
    texture('M134 620 L466 620 L470 690 L130 690 Z', 'dots') +
    `<path d="M150 160 L450 160 L456 230 L144 230 Z" fill="${light}" opacity="0.55"/>`,
  salwar: ({ body, texture, dark, light, accent }) =>
    `<path d="M215 560 L385 560 L405 700 L330 700 L300 600 L270 700 L195 700 Z" fill="${light}" stroke="${dark}" stroke-width="3"/>` +
    body(
      'M232 100 L176 122 L136 190 L112 430 L164 440 L188 300 L176 600 L424 600 L412 300 L436 440 L488 430 L464 190 L424 122 L368 100 Q300 145 232 100 Z',
    ) +
    `<path d="M150 150 Q300 330 470 170 L480 215 Q300 390 140 195 Z" fill="${accent}" opacity="0.8"/>` +
    texture('M150 150 Q300 330 470 170 L480 215 Q300 390 140 195 Z', 'dots'),
  pants: legwear(false),
  jeans: legwear(true),
  jacket: ({ body, dark, accent }) =>
    body(LONG_SLEEVES) +
    `<path d="M300 150 L300 655" stroke="${accent}" stroke-width="6"/>` +
    `<path d="M215 105 L300 160 L252 235 L205 140 Z" fill="${dark}"/><path d="M385 105 L300 160 L348 235 L395 140 Z" fill="${dark}"/>` +
    `<rect x="205" y="470" width="70" height="12" fill="${dark}"/><rect x="325" y="470" width="70" height="12" fill="${dark}"/>` +
    `<rect x="185" y="625" width="230" height="30" fill="${dark}" opacity="0.6"/>`,
  hoodie: ({ body, fill, dark, light }) =>
    body(LONG_SLEEVES) +
    `<path d="M222 110 Q220 30 300 28 Q380 30 378 110 Q300 160 222 110 Z" fill="${dark}" stroke="${dark}" stroke-width="4"/>` +
    `<path d="M242 110 Q300 150 358 110 Q350 60 300 58 Q250 60 242 110 Z" fill="${shade(fill, 0.5)}"/>` +
    `<path d="M230 470 L370 470 L395 580 L205 580 Z" fill="none" stroke="${dark}" stroke-width="4"/>` +
    `<path d="M285 135 L280 230 M315 135 L320 230" stroke="${light}" stroke-width="4"/>`,
  dress: ({ body, dark, accent }) =>
    body(
      'M238 95 Q300 130 362 95 L392 110 L404 175 L378 305 L522 665 Q300 705 78 665 L222 305 L196 175 L208 110 Z',
    ) +
    `<rect x="218" y="295" width="164" height="22" rx="6" fill="${accent}"/>` +
    `<path d="M250 330 L190 650 M300 330 L300 680 M350 330 L410 650" stroke="${dark}" stroke-width="2" opacity="0.5"/>`,
  skirt: ({ body, texture, dark }) =>
    `<rect x="195" y="150" width="210" height="40" rx="6" fill="${dark}"/>` +
    body('M200 190 L400 190 L505 640 Q300 690 95 640 Z') +
    texture('M200 190 L400 190 L505 640 Q300 690 95 640 Z', 'dots') +
    `<path d="M250 190 L200 655 M300 190 L300 668 M350 190 L400 655" stroke="${dark}" stroke-width="2" opacity="0.55"/>`,
  kids: ({ body, accent }) =>
    `<g transform="translate(75 110) scale(0.75)">${body(TEE)}</g>` +
    `<path d="M300 330 L318 376 L366 378 L328 408 L342 455 L300 428 L258 455 L272 408 L234 378 L282 376 Z" fill="${accent}"/>`,
  shawl: ({ body, texture, dark, accent }) =>
    body('M120 150 L480 150 L480 610 L120 610 Z') +
    texture('M120 150 L480 150 L480 610 L120 610 Z', 'checks') +
    `<path d="M120 560 L480 560" stroke="${accent}" stroke-width="16"/>` +
    Array.from(
      { length: 19 },
      (_, i) =>
        `<path d="M${130 + i * 19.5} 610 L${130 + i * 19.5} 650" stroke="${dark}" stroke-width="3"/>`,
    ).join(''),
};

const garment = (shape: GarmentShape, fill: string, accent: string): string =>
  DRAWINGS[shape](penFor(fill, accent));

/** The product picture: a soft studio backdrop, the garment, and its shadow. */
export function garmentSvg(shape: GarmentShape, colour: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750" viewBox="0 0 600 750">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8f4ef"/><stop offset="1" stop-color="#ebe3d8"/></linearGradient>
<pattern id="stripes" width="22" height="22" patternUnits="userSpaceOnUse"><rect width="6" height="22" fill="rgba(255,255,255,0.16)"/></pattern>
<pattern id="dots" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="13" cy="13" r="4" fill="rgba(255,255,255,0.35)"/></pattern>
<pattern id="checks" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="20" height="40" fill="rgba(0,0,0,0.10)"/><rect width="40" height="20" fill="rgba(255,255,255,0.12)"/></pattern>
</defs>
<rect width="600" height="750" fill="url(#bg)"/>
<ellipse cx="300" cy="705" rx="190" ry="16" fill="rgba(60,40,20,0.10)"/>
${garment(shape, colour, accent)}
</svg>`;
}

/** A wide banner (1600×600): a colour wash with three garments and decorative rings. */
export function bannerSvg(
  colours: [string, string],
  garments: [GarmentShape, string][],
  accent: string,
): string {
  const [from, to] = colours;
  const figures = garments
    .map(
      ([shape, colour], i) =>
        `<g transform="translate(${700 + i * 280} ${90 - (i % 2) * 30}) scale(0.6)">${garment(shape, colour, accent)}</g>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">
<defs>
<linearGradient id="wash" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<pattern id="stripes" width="22" height="22" patternUnits="userSpaceOnUse"><rect width="6" height="22" fill="rgba(255,255,255,0.16)"/></pattern>
<pattern id="dots" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="13" cy="13" r="4" fill="rgba(255,255,255,0.35)"/></pattern>
<pattern id="checks" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="20" height="40" fill="rgba(0,0,0,0.10)"/><rect width="40" height="20" fill="rgba(255,255,255,0.12)"/></pattern>
</defs>
<rect width="1600" height="600" fill="url(#wash)"/>
<circle cx="260" cy="300" r="230" fill="none" stroke="rgba(255,255,255,0.35)" stroke-width="26"/>
<circle cx="260" cy="300" r="150" fill="rgba(255,255,255,0.18)"/>
<circle cx="260" cy="300" r="70" fill="${accent}" opacity="0.85"/>
<path d="M0 520 Q400 440 800 520 T1600 500 L1600 600 L0 600 Z" fill="rgba(255,255,255,0.22)"/>
${figures}
</svg>`;
}
