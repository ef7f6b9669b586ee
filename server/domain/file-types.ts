import type { ATTACHMENT_CONTENT_TYPES } from '../../shared/constants.ts';

/** A file type guests may upload. */
export type AttachmentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

/** Bytes of the file's start that `sniffType` needs. */
export const SNIFF_BYTES = 16;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

/**
 * The type of a file read from its first bytes (magic numbers), never from the name or the
 * type the browser claimed: photos (JPEG, PNG, WebP, HEIC/HEIF, GIF) and PDF; anything else null.
 */
export function sniffType(head: Uint8Array): AttachmentType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head[0] === 0x89 && ascii(head, 1, 8) === 'PNG\r\n\x1a\n') return 'image/png';
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return 'image/gif';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (HEIC_BRANDS.has(brand)) return 'image/heic';
    if (HEIF_BRANDS.has(brand)) return 'image/heif';
  }
  if (head.length >= 5 && ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

/** A file name safe to keep and show: no folders, no control characters, at most 200 characters. */
export function cleanFilename(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || 'file';
}
