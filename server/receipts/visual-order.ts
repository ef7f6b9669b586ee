import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Characters that steer the bidirectional algorithm and draw nothing (Intl puts RLM in Arabic amounts). */
const CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/** A stretch of a line in one direction. A right-to-left piece keeps its logical order: the shaper reverses it. */
export type VisualPiece = { text: string; rtl: boolean };

/**
 * Splits one line into its pieces in visual order, left to right (the Unicode Bidirectional
 * Algorithm, bidi-js), for a paragraph of the given direction. Neither pdfkit nor fontkit reorders
 * runs: without this, "48,400" in Arabic text is drawn "004,84" and the runs stand in logical order.
 */
export function visualPieces(line: string, direction: 'ltr' | 'rtl'): VisualPiece[] {
  const embedding = bidi.getEmbeddingLevels(line, direction);
  const order = Array.from({ length: line.length }, (_, index) => index);
  for (const [start, end] of bidi.getReorderSegments(line, embedding) as Array<[number, number]>) {
    const flipped = order.slice(start, end + 1).reverse();
    order.splice(start, flipped.length, ...flipped);
  }
  const pieces: Array<{ from: number; to: number; rtl: boolean }> = [];
  for (const index of order) {
    const rtl = (embedding.levels[index]! & 1) === 1;
    const last = pieces.at(-1);
    if (last && last.rtl === rtl && (rtl ? index === last.from - 1 : index === last.to + 1)) {
      if (rtl) last.from = index;
      else last.to = index;
    } else pieces.push({ from: index, to: index, rtl });
  }
  return pieces.map(({ from, to, rtl }) => ({ text: line.slice(from, to + 1).replace(CONTROLS, ''), rtl })).filter((piece) => piece.text !== '');
}

/** A right-to-left stretch with no letters to shape (brackets, dashes, spaces), in visual order, mirrored ("(" drawn ")"). */
export function mirrorNeutrals(text: string): string {
  return [...text]
    .reverse()
    .map((char) => bidi.getMirroredCharacter(char) ?? char)
    .join('');
}
