import { describe, expect, it } from 'vitest';
import { acceptedType, ActiveContentScan, cleanFilename, type AttachmentType } from './file-types.ts';

function scan(type: AttachmentType, text: string, chunkSize = text.length || 1): boolean {
  const bytes = Buffer.from(text, 'latin1');
  const found = new ActiveContentScan();
  for (let at = 0; at < bytes.length; at += chunkSize) found.push(bytes.subarray(at, at + chunkSize));
  found.end();
  return found.refuses(type);
}

describe('accepted file types', () => {
  it('takes photos and PDF by the type read from their content', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/gif', 'application/pdf']) {
      expect(acceptedType(type)).toBe(type);
    }
  });

  it('refuses any other type, and content of no known type', () => {
    expect(acceptedType('application/x-msdownload')).toBeNull();
    expect(acceptedType('image/svg+xml')).toBeNull();
    expect(acceptedType('image/apng')).toBeNull();
    expect(acceptedType(undefined)).toBeNull();
  });
});

describe('active content in an upload', () => {
  const photo = `\x89PNG\r\n\x1a\n${'IDAT\x00\xff<br>/JS'.repeat(50)}`;

  it('lets a plain photo and a plain PDF through', () => {
    expect(scan('image/png', photo)).toBe(false);
    expect(scan('application/pdf', '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R /JSX 1 >> endobj\n%%EOF')).toBe(false);
  });

  it('refuses a photo that is also a web page, wherever the markup is', () => {
    for (const markup of [
      '<script>alert(1)</script>',
      '<HTML>',
      '<!DOCTYPE html>',
      '<iframe src=x>',
      '<svg onload=x>',
      '<svg/onload=x>',
      'JavaScript:alert(1)',
    ]) {
      expect(scan('image/jpeg', photo + markup + photo), markup).toBe(true);
    }
    expect(scan('image/png', `${photo}<svgx`)).toBe(false);
  });

  it('refuses a PDF that runs script, acts on opening, launches or carries files, escaped names too', () => {
    for (const name of ['/JavaScript', '/JS (app.alert(1))', '/OpenAction 5 0 R', '/AA <<', '/Launch', '/EmbeddedFiles', '/J#61vaScript', '/JS']) {
      expect(scan('application/pdf', `%PDF-1.7\n1 0 obj << /S ${name}`), name).toBe(true);
    }
  });

  it('finds a marker split across chunks, however the file is cut', () => {
    const pdf = `%PDF-1.4\n${'x'.repeat(3000)} << /OpenAction 4 0 R >>\n${'y'.repeat(3000)}`;
    const page = `${photo}<script>x</script>${photo}`;
    for (const size of [1, 3, 7, 100, 1000]) {
      expect(scan('application/pdf', pdf, size)).toBe(true);
      expect(scan('image/png', page, size)).toBe(true);
    }
  });

  it('does not mistake a longer name cut at a chunk end for an action', () => {
    const pdf = `%PDF-1.4 /JSX /AAB /Launcher /EmbeddedFileX`;
    for (const size of [1, 2, 5, 9, pdf.length]) expect(scan('application/pdf', pdf, size)).toBe(false);
  });
});

describe('file names', () => {
  it('keeps only the base name of an uploaded file', () => {
    expect(cleanFilename('C:\\Users\\me\\passport.jpg')).toBe('passport.jpg');
    expect(cleanFilename('../../etc/passwd')).toBe('passwd');
    expect(cleanFilename('')).toBe('file');
    expect(cleanFilename(null)).toBe('file');
  });

  it('drops controls, bidi overrides and isolates, and leading dots', () => {
    expect(cleanFilename('a\u0000b\nc.png')).toBe('abc.png');
    expect(cleanFilename('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
    expect(cleanFilename('\u2066a\u2069\u200E\u200F\u061C\u202A\u202B\u202C\u202D\u0085b.pdf')).toBe('ab.pdf');
    expect(cleanFilename('..htaccess')).toBe('htaccess');
    expect(cleanFilename(' . .png')).toBe('png');
    expect(cleanFilename('\u202E')).toBe('file');
  });

  it('composes names to NFC and caps them at 200 characters without splitting a character', () => {
    expect(cleanFilename('パスポ\u30fcト.png'.normalize('NFD'))).toBe('パスポート.png');
    const long = cleanFilename(`${'😀'.repeat(300)}.png`);
    expect([...long]).toHaveLength(200);
    expect(long).toBe('😀'.repeat(200));
  });
});
