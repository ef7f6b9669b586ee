import type PDFDocument from 'pdfkit';
import type { FontChain, LoadedFont } from './fonts.ts';
import { mirrorNeutrals, visualPieces } from './visual-order.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** How a line of text is set: its fonts (first preferred), size, colour. */
export type TextStyle = { fonts: FontChain; size: number; color?: string };

const NO_LINE_START = /^[\p{Pe}\p{Pf}\p{Po}]+$/u;

/** Letters the shaper joins and reverses itself (fontkit shapes Arabic when the font has the tables). */
const SHAPED_RTL = /\p{Script=Arabic}/u;

/** Registers a receipt's fonts with the document under their names (a collection's face by its PostScript name). */
export function registerFonts(doc: Doc, chains: FontChain[]): void {
  for (const font of chains.flat()) doc.registerFont(font.name, font.bytes, font.postscriptName);
}

const coverage = new WeakMap<Doc, Map<string, boolean>>();

/** Whether a font draws a character (pdfkit keeps the fontkit font it opened as `_font.font`). */
function covers(doc: Doc, font: LoadedFont, char: string): boolean {
  let known = coverage.get(doc);
  if (!known) {
    known = new Map();
    coverage.set(doc, known);
  }
  const key = `${font.name}\u0000${char}`;
  let answer = known.get(key);
  if (answer === undefined) {
    doc.font(font.name);
    const opened = (doc as unknown as { _font: { font: { hasGlyphForCodePoint(code: number): boolean } } })._font.font;
    answer = opened.hasGlyphForCodePoint(char.codePointAt(0)!);
    known.set(key, answer);
  }
  return answer;
}

/** Splits text into runs of one font each: a character stays in the current run's font when it has it, else the first font that does. */
export function fontRuns(doc: Doc, text: string, fonts: FontChain): Array<{ font: LoadedFont; text: string }> {
  const runs: Array<{ font: LoadedFont; text: string }> = [];
  for (const char of text) {
    const current = runs.at(-1);
    if (current && covers(doc, current.font, char)) {
      current.text += char;
      continue;
    }
    const font = fonts.find((candidate) => covers(doc, candidate, char)) ?? fonts[0]!;
    if (current?.font === font) current.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/** The runs of a line as drawn, left to right: bidi pieces in visual order, each in its fonts. */
function drawnRuns(doc: Doc, line: string, direction: 'ltr' | 'rtl', fonts: FontChain): Array<{ font: LoadedFont; text: string }> {
  return visualPieces(line, direction).flatMap((piece) => {
    const runs = fontRuns(doc, piece.text, fonts);
    if (!piece.rtl) return runs;
    // a right-to-left piece: its runs and words right to left (pdfkit lays out a text word by
    // word, in logical order); an Arabic word goes to the shaper in logical order (it joins and
    // reverses the letters), anything else is reversed and mirrored here
    return runs.reverse().flatMap(({ font, text }) =>
      text
        .split(/(\s+)/)
        .filter(Boolean)
        .reverse()
        .map((word) => ({ font, text: SHAPED_RTL.test(word) ? word : mirrorNeutrals(word) })),
    );
  });
}

/** The width of a text set in a style. */
export function measure(doc: Doc, text: string, style: TextStyle): number {
  return fontRuns(doc, text, style.fonts).reduce((sum, run) => sum + doc.font(run.font.name).fontSize(style.size).widthOfString(run.text), 0);
}

/**
 * Breaks a text into lines no wider than `width`, between words as the locale's word breaking
 * finds them (Thai and Chinese write no spaces), a long word between its characters.
 */
export function wrap(doc: Doc, text: string, style: TextStyle, width: number, locale: string): string[] {
  const lines: string[] = [];
  let line = '';
  const words = [...new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)].map((part) => part.segment);
  const pieces = words.flatMap((word) =>
    measure(doc, word, style) <= width ? [word] : [...new Intl.Segmenter(locale, { granularity: 'grapheme' }).segment(word)].map((g) => g.segment),
  );
  for (const piece of pieces) {
    // closing brackets and punctuation never start a line (they may stand a little past its end)
    if (line && !NO_LINE_START.test(piece) && measure(doc, line + piece, style) > width) {
      lines.push(line.trimEnd());
      line = piece.trimStart();
    } else line += piece;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/** Where a line sits: its box's left edge and width, its baseline, and which side it keeps to. */
export type LineBox = { x: number; width: number; baseline: number; align: 'start' | 'end' | 'center'; direction: 'ltr' | 'rtl' };

/**
 * Draws one line: reordered for display (bidi), each run in a font that has its characters, on
 * one baseline, kept to the start (left, or right in a right-to-left paragraph), the end or the centre.
 */
export function drawLine(doc: Doc, text: string, style: TextStyle, box: LineBox): void {
  const runs = drawnRuns(doc, text, box.direction, style.fonts);
  const widths = runs.map((run) => doc.font(run.font.name).fontSize(style.size).widthOfString(run.text));
  const total = widths.reduce((sum, width) => sum + width, 0);
  const toRight = (box.align === 'start') === (box.direction === 'rtl');
  let x = box.align === 'center' ? box.x + (box.width - total) / 2 : toRight ? box.x + box.width - total : box.x;
  doc.fillColor(style.color ?? '#111111');
  runs.forEach((run, index) => {
    doc.font(run.font.name).fontSize(style.size).text(run.text, x, box.baseline, { lineBreak: false, baseline: 'alphabetic' });
    x += widths[index]!;
  });
}
