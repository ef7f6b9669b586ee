import { ATTACHMENT_CONTENT_TYPES } from '../../shared/attachments.ts';

/** A file type guests may upload. */
export type AttachmentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

/**
 * The accepted type of a file, from the type its content was detected as (never from its name
 * or the type the browser claimed): photos (JPEG, PNG, WebP, HEIC/HEIF, GIF) and PDF; else null.
 */
export function acceptedType(detected: string | undefined): AttachmentType | null {
  return (ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(detected ?? '') ? (detected as AttachmentType) : null;
}

// A browser that sniffs, or a viewer that renders, an upload as HTML would run these. `<svg` must be
// followed by what ends a tag name: four bytes alone turn up by chance in a large compressed photo.
const MARKUP = /<(?:script|html|iframe|!doctype)|<svg[\s/>]|javascript:/i;
// PDF names that run code, act on opening, or carry other files; compared after #xx escapes are decoded.
const PDF_ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'OpenAction', 'AA', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia']);
// a PDF name: a slash and the regular characters after it (ISO 32000-1 §7.3.5)
const PDF_NAME = /\/([^\s/[\]<>(){}%]*)/g;
// more than the longest marker, and than any PDF name worth decoding (at most 127 bytes)
const OVERLAP = 512;

function decodePdfName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Looks through a file's bytes, chunk by chunk as they arrive, for active content: markup or
 * script in any file (an image that is also a web page), and PDF actions, scripts and embedded
 * files. Only a short overlap between chunks is kept, so an 80 MB file costs no more memory.
 */
export class ActiveContentScan {
  markup = false;
  pdfActions = false;
  private tail = '';

  /** Looks through the next chunk. */
  push(chunk: Uint8Array): void {
    this.look(this.tail + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1'), false);
  }

  /** Looks through what is left once the file has ended. */
  end(): void {
    this.look(this.tail, true);
    this.tail = '';
  }

  /** True when a file of this type must be refused for what it holds. */
  refuses(type: AttachmentType): boolean {
    return this.markup || (type === 'application/pdf' && this.pdfActions);
  }

  private look(text: string, last: boolean): void {
    if (!this.markup && MARKUP.test(text)) this.markup = true;
    if (!this.pdfActions) {
      for (const match of text.matchAll(PDF_NAME)) {
        // a name running into the end of the text may go on in the next chunk: seen whole then
        if (!last && match.index + match[0].length === text.length) continue;
        if (PDF_ACTIVE_NAMES.has(decodePdfName(match[1]!))) this.pdfActions = true;
      }
    }
    this.tail = last ? '' : text.slice(-OVERLAP);
  }
}

// bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), marks (U+200E, U+200F,
// U+061C), C0 and C1 controls, line and paragraph separators, and the byte-order mark
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;
const MAX_NAME_LENGTH = 200;

/**
 * A file name safe to keep and show: NFC, no folders, no controls or bidi overrides (which can
 * show `photo\u202Egpj.exe` as `photoexe.jpg`), no leading dots, at most 200 characters.
 */
export function cleanFilename(name: string | null | undefined): string {
  const base = (name ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(HIDDEN, '')
    .replace(/^[\s.]+/, '')
    .trim();
  // cut by code points, so a character outside the BMP is never split in two
  return [...clean].slice(0, MAX_NAME_LENGTH).join('').trim() || 'file';
}
