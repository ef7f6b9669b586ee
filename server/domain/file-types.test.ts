import { describe, expect, it } from 'vitest';
import { cleanFilename, sniffType } from './file-types.ts';

const bytes = (...parts: Array<string | number[]>) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('file types by magic bytes', () => {
  it('knows photos and PDF by their first bytes', () => {
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffType(bytes([0x89], 'PNG\r\n\x1a\n'))).toBe('image/png');
    expect(sniffType(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffType(bytes([0, 0, 0, 24], 'ftypheic'))).toBe('image/heic');
    expect(sniffType(bytes([0, 0, 0, 24], 'ftypmif1'))).toBe('image/heif');
    expect(sniffType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses anything else, whatever its name says', () => {
    expect(sniffType(bytes('MZ\x90\x00'))).toBeNull();
    expect(sniffType(bytes('<svg xmlns="'))).toBeNull();
    expect(sniffType(bytes([0, 0, 0, 24], 'ftypmp42'))).toBeNull();
    expect(sniffType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffType(new Uint8Array())).toBeNull();
  });

  it('keeps only the base name of an uploaded file', () => {
    expect(cleanFilename('C:\\Users\\me\\passport.jpg')).toBe('passport.jpg');
    expect(cleanFilename('../../etc/passwd')).toBe('passwd');
    expect(cleanFilename('a\u0000b\nc.png')).toBe('abc.png');
    expect(cleanFilename('')).toBe('file');
    expect(cleanFilename(null)).toBe('file');
  });
});
