import { afterAll, describe, expect, it, vi } from 'vitest';
import { HAS_PDFTOTEXT, pdfText } from '../../tests/support/pdf-text.ts';
import { receiptContent } from '../../tests/support/receipt-content.ts';
import { renderReceiptOffThread, stopReceiptRenderer } from './render-off-thread.ts';

// this thread never lays a receipt out: were it to import the renderer, the import would fail
// (vitest's mock reaches this thread's imports, not the worker's)
vi.mock('./receipt-pdf.ts', () => {
  throw new Error('the receipt renderer was imported on the server’s thread');
});

const CONTENT = receiptContent('ja', { cancellationFees: 6_000, reissues: 0, number: 'YD7K2P9Q-1' });

describe('receipts rendered off the server’s thread', () => {
  afterAll(() => stopReceiptRenderer());

  it('answers each receipt with its own PDF, in its language, several at once', async () => {
    const [ja, en] = await Promise.all([renderReceiptOffThread(CONTENT), renderReceiptOffThread({ ...CONTENT, locale: 'en', number: 'YD7K2P9Q-2' })]);
    expect(new TextDecoder().decode(ja.slice(0, 5))).toBe('%PDF-');
    if (HAS_PDFTOTEXT) {
      expect(pdfText(ja)).toContain('領収書');
      expect(pdfText(ja)).toContain('YD7K2P9Q-1');
      expect(pdfText(en)).toContain('Receipt');
      expect(pdfText(en)).toContain('YD7K2P9Q-2');
    }
  });

  it('fails a receipt the renderer cannot lay out, and renders the next one', async () => {
    await expect(renderReceiptOffThread({ ...CONTENT, currency: 'XXX!' as never })).rejects.toThrow(/receipt rendering failed/);
    expect((await renderReceiptOffThread(CONTENT)).byteLength).toBeGreaterThan(1000);
  });

  it('fails the receipts a stopped renderer held, and starts another for the next one', async () => {
    const held = renderReceiptOffThread(CONTENT);
    await stopReceiptRenderer();
    await expect(held).rejects.toThrow(/receipt renderer stopped/);
    expect((await renderReceiptOffThread(CONTENT)).byteLength).toBeGreaterThan(1000);
  });
});
