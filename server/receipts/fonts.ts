import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../shared/constants.ts';

/** A font file, and for a collection (.ttc) the PostScript name of the face in it. */
type Face = { file: string; postscriptName?: string; debianPackage: string };
/** One typeface in the two weights a receipt uses. */
type Typeface = { regular: Face; bold: Face };

const noto = (file: string): Face => ({ file, debianPackage: 'fonts-noto-core' });
const cjk = (tag: 'jp' | 'kr' | 'sc' | 'tc'): Typeface => ({
  regular: { file: 'NotoSansCJK-Regular.ttc', postscriptName: `NotoSansCJK${tag}-Regular`, debianPackage: 'fonts-noto-cjk' },
  bold: { file: 'NotoSansCJK-Bold.ttc', postscriptName: `NotoSansCJK${tag}-Bold`, debianPackage: 'fonts-noto-cjk' },
});

/** The typefaces receipts are set in (all Noto, SIL Open Font License). */
const TYPEFACES = {
  latin: { regular: noto('NotoSans-Regular.ttf'), bold: noto('NotoSans-Bold.ttf') },
  jp: cjk('jp'),
  kr: cjk('kr'),
  sc: cjk('sc'),
  tc: cjk('tc'),
  thai: { regular: noto('NotoSansThai-Regular.ttf'), bold: noto('NotoSansThai-Bold.ttf') },
  arabic: { regular: noto('NotoSansArabic-Regular.ttf'), bold: noto('NotoSansArabic-Bold.ttf') },
} satisfies Record<string, Typeface>;
type TypefaceName = keyof typeof TYPEFACES;

/**
 * Each locale's typefaces, the first preferred: its own script's, then the others for text in
 * another script (a hotel's name in Japanese on a Thai receipt, Latin digits and names on an
 * Arabic one). Han characters take the locale's regional forms (JP, KR, SC, TC).
 */
const CHAINS: Record<Locale, readonly TypefaceName[]> = {
  en: ['latin', 'jp', 'thai', 'arabic'],
  id: ['latin', 'jp', 'thai', 'arabic'],
  ja: ['jp', 'latin', 'thai', 'arabic'],
  ko: ['kr', 'latin', 'thai', 'arabic'],
  zh_Hans: ['sc', 'latin', 'thai', 'arabic'],
  zh_Hant: ['tc', 'latin', 'thai', 'arabic'],
  th: ['thai', 'latin', 'jp', 'arabic'],
  ar: ['arabic', 'latin', 'jp', 'thai'],
};

/** Where fonts are looked for: `YADO_FONT_DIRS` (colon-separated), else Debian's Noto folders. */
export function fontDirs(): string[] {
  const configured = process.env.YADO_FONT_DIRS?.split(':').filter(Boolean);
  return configured?.length ? configured : ['/usr/share/fonts/opentype/noto', '/usr/share/fonts/truetype/noto'];
}

/** A font as pdfkit registers it: a name, the file's bytes, and the face in a collection. */
export type LoadedFont = { name: string; bytes: Buffer; postscriptName?: string };
/** A locale's fonts for one weight, in order of preference. */
export type FontChain = readonly LoadedFont[];

const files = new Map<string, Buffer>();

function read(face: Face): Buffer {
  let bytes = files.get(face.file);
  if (!bytes) {
    const dirs = fontDirs();
    const path = dirs.map((dir) => join(dir, face.file)).find((candidate) => existsSync(candidate));
    if (!path) {
      throw new Error(
        `Receipts need the font ${face.file}, not found in ${dirs.join(', ')}: install it (apt-get install -y ${face.debianPackage}) or set YADO_FONT_DIRS to the folders holding the Noto fonts (README, Receipts).`,
      );
    }
    bytes = readFileSync(path);
    files.set(face.file, bytes);
  }
  return bytes;
}

/** The fonts of a locale's receipt in both weights, read once per process; throws naming the package of a missing one. */
export function receiptFonts(locale: Locale): { regular: FontChain; bold: FontChain } {
  const load = (weight: 'regular' | 'bold') =>
    CHAINS[locale].map((typeface) => {
      const face = TYPEFACES[typeface][weight];
      return { name: `${typeface}-${weight}`, bytes: read(face), postscriptName: face.postscriptName };
    });
  return { regular: load('regular'), bold: load('bold') };
}

/** The font files receipts need that are missing (for the start-up warning): none when all are there. */
export function missingReceiptFonts(): string[] {
  const dirs = fontDirs();
  const faces = Object.values(TYPEFACES).flatMap((typeface) => [typeface.regular, typeface.bold]);
  const missing = faces.filter((face) => !dirs.some((dir) => existsSync(join(dir, face.file))));
  return [...new Set(missing.map((face) => `${face.file} (${face.debianPackage})`))];
}
