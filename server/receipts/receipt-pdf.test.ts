import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../shared/constants.ts';
import { HAS_PDFTOTEXT, pdfText, warnWithoutPdftotext } from '../../tests/support/pdf-text.ts';
import { loadServerCatalogs } from '../i18n.ts';
import { receiptContent as content } from '../../tests/support/receipt-content.ts';
import { renderReceipt } from './receipt-pdf.ts';

warnWithoutPdftotext('reading the receipts’ text in server/receipts/receipt-pdf.test.ts');

/** The receipt's title in each locale (locales/*\/server.po receipt.title). */
const TITLES: Record<Locale, string> = {
  en: 'Receipt',
  ja: '領収書',
  ko: '영수증',
  zh_Hans: '收据',
  zh_Hant: '收據',
  id: 'Kuitansi',
  th: 'ใบเสร็จรับเงิน',
  ar: 'إيصال',
};

describe.skipIf(!HAS_PDFTOTEXT)('receipt PDFs as pdftotext reads them', () => {
  beforeAll(() => loadServerCatalogs());

  it.each(LOCALES)('sets the %s receipt in its language with the amount, the re-issue and the invoice number', async (locale) => {
    const pdf = await renderReceipt(content(locale));
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(TITLES[locale]);
    expect(text).toContain('YD7K2P9Q-2');
    // Intl groups the digits as the locale does (45.600 in Indonesian)
    expect(text).toMatch(/45[,.]600/);
    expect(text).toContain('T9130001012345');
    // the hotel's Japanese name falls back to the CJK font in every locale
    expect(text).toContain('宿 京都デモ');
  });

  it('prints the Japanese re-issue stamp, the addressee and the tax of each rate', async () => {
    const text = pdfText(await renderReceipt(content('ja', { recipient: '株式会社ヤド商事' })));
    expect(text).toContain('再発行（1回目）');
    expect(text).toContain('株式会社ヤド商事 様');
    expect(text).toMatch(/10%対象\s+￥45,600/);
    expect(text).toMatch(/内消費税（10%）\s+￥4,145/);
    expect(text).toContain('登録番号（適格請求書発行事業者）');
  });

  it('draws Arabic right to left: words in reading order, numbers left to right', async () => {
    const text = pdfText(await renderReceipt(content('ar', { recipient: 'محمد أحمد', reissues: 0 })), false);
    // pdftotext gives back the logical order only when the glyphs stand in the visual one
    expect(text).toContain('محمد أحمد');
    expect(text).toContain('المبلغ المستلم');
    expect(text).toContain('45,600');
    expect(text).not.toContain('006,54');
    expect(text).not.toContain('أعيد إصداره');
  });

  it('prints the zh_Hant company number with its label', async () => {
    const text = pdfText(await renderReceipt(content('zh_Hant', { recipient: '台灣旅館股份有限公司', companyNumber: '12345678' })));
    expect(text).toMatch(/統一編號\s+12345678/);
    expect(text).toContain('台灣旅館股份有限公司');
  });

  it('sets Thai and Korean text in their own fonts', async () => {
    // pdftotext puts some of Thai's marks above the line on lines of their own: words without them are read back whole
    const thai = pdfText(await renderReceipt(content('th')));
    expect(thai).toContain('หมายเลขการจอง YD7K2P9Q');
    expect(thai).toContain('ขอบคุณ');
    expect(pdfText(await renderReceipt(content('ko', { recipient: '김민준' })))).toContain('김민준 귀하');
  });
});
