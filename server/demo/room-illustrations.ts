/**
 * The demo hotels' room pictures: small SVG illustrations drawn from a few shapes, one palette a
 * room type. `npm run demo:room-images` writes them to room-images/ (committed, served by
 * http/demo-images.ts); room-illustrations.test.ts checks the files are what this code draws.
 */

/** What a picture shows; its alt text has the same key (room-image-alts.json). */
export type Scene =
  | 'room-twin'
  | 'room-double'
  | 'room-queen'
  | 'room-two-queens'
  | 'room-king'
  | 'room-futon'
  | 'room-ondol'
  | 'view-city'
  | 'view-river'
  | 'view-garden'
  | 'view-tower'
  | 'view-terrace'
  | 'bath-tub'
  | 'bath-shower';

/** Wall, floor, bed cover, wood and the sky seen through the window. */
export type Palette = { wall: string; floor: string; cover: string; wood: string; sky: string };

/** One picture of a demo room type. */
export type Illustration = { file: string; roomType: string; scene: Scene; palette: Palette; outlook: string };

/** The size the pictures are drawn at (4:3), in CSS pixels; an SVG scales to any width. */
export const ILLUSTRATION_SIZE = { width: 640, height: 480 } as const;

const p = (wall: string, floor: string, cover: string, wood: string, sky: string): Palette => ({ wall, floor, cover, wood, sky });
const PALETTES: Record<string, Palette> = {
  'std-twin': p('#e8e2d6', '#b08d64', '#5b7fa6', '#7a5a3a', '#bfdcf0'),
  'dlx-double': p('#efe6da', '#9c7a56', '#a64b4b', '#5e4330', '#cfe6f2'),
  washitsu: p('#efe8cf', '#c9bd7c', '#c25b3f', '#6b4f2a', '#d6ead8'),
  'garden-suite': p('#e4ece2', '#8f6f4d', '#3f6e55', '#4e3a28', '#d4ecd6'),
  'standard-double': p('#e6e6ec', '#9a8a78', '#5a5f9e', '#5c5048', '#c9dcef'),
  'family-twin': p('#f1e7dc', '#a8835c', '#d08a3c', '#6e5237', '#cfe3f5'),
  ondol: p('#f0e4cc', '#c08d54', '#9e3d52', '#6a4426', '#e3ecf4'),
  'superior-queen': p('#e3e9ec', '#8d7a66', '#3e8a8a', '#4f463c', '#cde6ea'),
  'city-twin': p('#ebe5e0', '#7d6c5c', '#4f6d8f', '#3e3630', '#bcd6ee'),
  penthouse: p('#dcd8e6', '#5e5266', '#b08a3e', '#2f2a36', '#232a4a'),
};

/** A room type's pictures; the room's window looks out on what its view picture shows. */
function pictures(roomType: string, ...scenes: Scene[]): Illustration[] {
  const outlook = scenes.find((scene) => scene.startsWith('view-'))?.slice(5) ?? 'city';
  return scenes.map((scene) => ({ file: `${roomType}-${scene}.svg`, roomType, scene, palette: PALETTES[roomType]!, outlook }));
}

/** Two or three pictures for every demo room type (seed-data.ts), first the room itself. */
export const DEMO_ILLUSTRATIONS: Illustration[] = [
  ...pictures('std-twin', 'room-twin', 'view-city', 'bath-tub'),
  ...pictures('dlx-double', 'room-queen', 'view-river', 'bath-tub'),
  ...pictures('washitsu', 'room-futon', 'view-garden'),
  ...pictures('garden-suite', 'room-king', 'view-garden', 'bath-tub'),
  ...pictures('standard-double', 'room-double', 'view-city', 'bath-shower'),
  ...pictures('family-twin', 'room-two-queens', 'view-city'),
  ...pictures('ondol', 'room-ondol', 'view-river'),
  ...pictures('superior-queen', 'room-queen', 'view-garden', 'bath-shower'),
  ...pictures('city-twin', 'room-twin', 'view-tower', 'bath-tub'),
  ...pictures('penthouse', 'room-king', 'view-terrace', 'bath-tub'),
];

/** A coordinate with one decimal at most: the files stay small. */
const n = (value: number) => String(Math.round(value * 10) / 10);
const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${r}"` : ''} fill="${fill}"/>`;
const circle = (x: number, y: number, r: number, fill: string) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/>`;
const poly = (points: Array<[number, number]>, fill: string) => `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"/>`;

/** What the window looks out on, drawn in the box (x, y, w, h). */
function outlook(kind: string, x: number, y: number, w: number, h: number, { sky }: Palette): string {
  const base = y + h;
  const parts = [rect(x, y, w, h, sky)];
  if (kind === 'river') {
    parts.push(
      poly(
        [
          [x, base - h * 0.35],
          [x + w * 0.3, y + h * 0.3],
          [x + w * 0.6, base - h * 0.4],
          [x + w * 0.8, y + h * 0.4],
          [x + w, base - h * 0.3],
          [x + w, base],
          [x, base],
        ],
        '#7d9f7a',
      ),
    );
    parts.push(rect(x, base - h * 0.2, w, h * 0.2, '#5d8fb8'));
  } else if (kind === 'garden') {
    parts.push(rect(x, base - h * 0.25, w, h * 0.25, '#8fb878'));
    for (const [cx, r] of [
      [0.2, 0.22],
      [0.55, 0.3],
      [0.85, 0.2],
    ] as const) {
      parts.push(rect(x + w * cx - 3, base - h * 0.45, 6, h * 0.3, '#6b4f2a'), circle(x + w * cx, base - h * 0.5, h * r, '#4f8a4a'));
    }
    parts.push(rect(x + w * 0.36, base - h * 0.3, w * 0.08, h * 0.22, '#9a9a92'), rect(x + w * 0.33, base - h * 0.34, w * 0.14, h * 0.06, '#7e7e76'));
  } else {
    const night = kind === 'terrace';
    if (night)
      for (const [sx, sy] of [
        [0.15, 0.15],
        [0.4, 0.1],
        [0.7, 0.2],
        [0.9, 0.08],
      ] as const)
        parts.push(circle(x + w * sx, y + h * sy, 1.5, '#fff6c8'));
    const heights = [0.45, 0.6, 0.35, 0.7, 0.5, 0.4];
    heights.forEach((bh, i) => {
      const bw = w / heights.length;
      parts.push(rect(x + i * bw + 1, base - h * bh, bw - 2, h * bh, night ? '#3b3f5c' : '#8e9bb0'));
      for (let wy = base - h * bh + 6; wy < base - 6; wy += 10) parts.push(rect(x + i * bw + bw / 3, wy, bw / 3, 4, night ? '#f2d27a' : '#dfe7f0'));
    });
    const top = y + h * 0.08;
    if (kind === 'tower')
      parts.push(
        poly(
          [
            [x + w * 0.46, base],
            [x + w * 0.49, top],
            [x + w * 0.51, top],
            [x + w * 0.54, base],
          ],
          '#5f7d8c',
        ),
      );
  }
  return parts.join('');
}

function bed(x: number, y: number, w: number, palette: Palette): string {
  return [
    rect(x, y - 40, w, 44, palette.wood, 4),
    rect(x - 4, y, w + 8, 34, '#f7f5f0', 6),
    rect(x, y + 14, w, 26, palette.cover, 4),
    rect(x + 8, y - 6, w - 16, 12, '#ffffff', 5),
  ].join('');
}

function room(scene: Scene, palette: Palette, view: string): string {
  const parts = [rect(0, 0, 320, 240, palette.wall), rect(0, 170, 320, 70, palette.floor)];
  parts.push(rect(196, 34, 100, 92, palette.wood), outlook(view, 202, 40, 88, 80, palette), rect(245, 40, 3, 80, palette.wood));
  if (scene === 'room-futon' || scene === 'room-ondol') {
    if (scene === 'room-futon') for (let lx = 40; lx < 320; lx += 70) parts.push(rect(lx, 170, 2, 70, '#a89c5e'));
    parts.push(
      rect(36, 178, 90, 40, '#f7f5f0', 4),
      rect(36, 192, 90, 26, palette.cover, 4),
      rect(140, 182, 90, 40, '#f7f5f0', 4),
      rect(140, 196, 90, 26, palette.cover, 4),
    );
    parts.push(rect(250, 196, 40, 10, palette.wood, 2), rect(256, 206, 4, 10, palette.wood), rect(280, 206, 4, 10, palette.wood));
  } else if (scene === 'room-twin' || scene === 'room-two-queens') {
    const w = scene === 'room-twin' ? 58 : 72;
    parts.push(
      bed(24, 160, w, palette),
      bed(24 + w + 28, 160, w, palette),
      rect(24 + w + 4, 150, 18, 24, palette.wood, 2),
      circle(24 + w + 13, 140, 8, '#f2d27a'),
    );
  } else {
    const w = scene === 'room-double' ? 100 : scene === 'room-queen' ? 116 : 136;
    parts.push(bed(30, 160, w, palette), rect(8, 148, 16, 26, palette.wood, 2), circle(16, 138, 8, '#f2d27a'));
  }
  parts.push(rect(300, 150, 12, 24, '#8a6d52', 2), circle(306, 140, 12, '#5c8f4e'));
  return parts.join('');
}

function bathroom(scene: Scene, palette: Palette): string {
  const parts = [rect(0, 0, 320, 240, '#eef2f3')];
  for (let ty = 20; ty < 240; ty += 20) parts.push(rect(0, ty, 320, 1, '#d5dde0'));
  parts.push(rect(0, 200, 320, 40, palette.floor), rect(200, 40, 80, 60, '#cfe3ea', 6), rect(206, 46, 68, 48, '#e6f2f6', 4));
  parts.push(rect(200, 120, 80, 14, '#ffffff', 4), rect(215, 134, 50, 66, palette.wood, 3), rect(236, 110, 6, 12, '#9aa6ab'));
  if (scene === 'bath-tub') {
    parts.push(
      rect(20, 140, 150, 64, '#ffffff', 20),
      rect(30, 148, 130, 20, '#bfe0ee', 8),
      rect(150, 110, 6, 34, '#9aa6ab'),
      rect(140, 108, 22, 5, '#9aa6ab', 2),
    );
  } else {
    parts.push(rect(30, 30, 120, 170, '#dfeef4', 4), rect(30, 30, 4, 170, '#9aa6ab'), rect(90, 40, 4, 30, '#9aa6ab'), rect(80, 68, 24, 6, '#9aa6ab', 3));
    for (let dx = 84; dx < 104; dx += 6) parts.push(rect(dx, 80, 2, 20, '#9ccbe0'));
  }
  parts.push(rect(290, 60, 14, 90, palette.cover, 3));
  return parts.join('');
}

/** The SVG file of one picture: shapes only, no text, no script, no external reference. */
export function illustrationSvg({ scene, palette, outlook: view }: Illustration): string {
  const body = scene.startsWith('bath-')
    ? bathroom(scene, palette)
    : scene.startsWith('view-')
      ? [
          rect(0, 0, 320, 240, palette.wood),
          outlook(scene.slice(5), 16, 16, 288, 208, palette),
          rect(158, 16, 4, 208, palette.wood),
          rect(16, 118, 288, 4, palette.wood),
        ].join('')
      : room(scene, palette, view);
  const { width, height } = ILLUSTRATION_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 320 240">${body}</svg>\n`;
}
