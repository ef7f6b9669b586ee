// @vitest-isolate: fonts.ts keeps the fonts it found
import { afterEach, describe, expect, it } from 'vitest';
import { missingReceiptFonts, receiptFonts } from './fonts.ts';

describe('receipt fonts', () => {
  const configured = process.env.YADO_FONT_DIRS;
  afterEach(() => {
    if (configured === undefined) delete process.env.YADO_FONT_DIRS;
    else process.env.YADO_FONT_DIRS = configured;
  });

  it('names the missing font, where it looked and the Debian package to install', () => {
    process.env.YADO_FONT_DIRS = '/nonexistent/fonts';
    expect(() => receiptFonts('th')).toThrow(
      /Receipts need the font NotoSansThai-Regular\.ttf, not found in \/nonexistent\/fonts: install it \(apt-get install -y fonts-noto-core\)/,
    );
    expect(missingReceiptFonts()).toContain('NotoSansCJK-Regular.ttc (fonts-noto-cjk)');
  });

  it('sets each locale in its own script first: Han in its regional forms, Arabic and Thai in theirs', () => {
    expect(receiptFonts('ja').regular.map((font) => font.postscriptName ?? font.name)[0]).toBe('NotoSansCJKjp-Regular');
    expect(receiptFonts('zh_Hant').bold[0]!.postscriptName).toBe('NotoSansCJKtc-Bold');
    expect(receiptFonts('ko').regular[0]!.postscriptName).toBe('NotoSansCJKkr-Regular');
    expect(receiptFonts('ar').regular.map((font) => font.name)).toEqual(['arabic-regular', 'latin-regular', 'jp-regular', 'thai-regular']);
    expect(receiptFonts('th').regular[0]!.name).toBe('thai-regular');
    expect(receiptFonts('en').regular[0]!.name).toBe('latin-regular');
  });
});
