import PDFDocument from 'pdfkit';
import { INTL_LOCALE, RTL_LOCALES, type Locale } from '../../shared/constants.ts';
import type { CurrencyCode } from '../../shared/currencies.ts';
import { translate } from '../i18n.ts';
import { formatDate, formatMoney } from '../mail/format.ts';
import { receiptFonts } from './fonts.ts';
import { drawLine, type LineBox, measure, registerFonts, type TextStyle, wrap } from './pdf-text.ts';
import { RECEIPT_TEXT as T } from './receipt-messages.ts';

/** What a receipt says, every amount in minor units of `currency`; texts already in the receipt's locale. */
export type ReceiptContent = {
  locale: Locale;
  /** The receipt's own number (reservation number and issue). */
  number: string;
  /** How many receipts were issued before this one: 0 for the original. */
  reissues: number;
  /** The date of issue at the hotel. */
  issuedOn: string;
  /** The name printed as the payer. */
  recipient: string;
  /** zh_Hant: the payer's 8-digit company number (統一編號). */
  companyNumber: string | null;
  currency: CurrencyCode;
  /** The money received (captured by card, less refunds). */
  amount: number;
  reservationNumber: string;
  hotel: { name: string; address: string; phone: string };
  /** Japan's simplified qualified invoice: the issuer as registered and its number (T + 13 digits). */
  invoice: { issuerName: string; registrationNumber: string } | null;
  checkin: string;
  checkout: string;
  nights: number;
  /** One line per room: its type and plan, and its price. */
  rooms: Array<{ label: string; price: number }>;
  extras: number;
  discount: number;
  promotion: number;
  total: number;
  /** Spec: totals and tax per tax rate (basis points). */
  taxes: Array<{ rateBp: number; total: number; tax: number }>;
  /** The fees of rooms cancelled on their own, kept from the card: received, though no longer part of the stay's total. */
  cancellationFees: number;
  paidByCard: number;
  refunded: number;
  dueAtHotel: number;
};

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const INK = '#111111';
const MUTED = '#555555';
const STAMP = '#b42318';

/** Builds a receipt as an A4 PDF: pdfkit, the locale's Noto fonts, Arabic shaped and in bidi order. */
export function renderReceipt(content: ReceiptContent): Promise<Buffer> {
  const { locale } = content;
  const fonts = receiptFonts(locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${translate(locale, T.title)} ${content.number}`, Author: content.hotel.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc, [fonts.regular, fonts.bold]);

  const direction = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
  const width = PAGE.width - 2 * PAGE.margin;
  const box = (baseline: number, align: LineBox['align'] = 'start', inset = 0): LineBox => ({
    x: PAGE.margin + inset,
    width: width - 2 * inset,
    baseline,
    align,
    direction,
  });
  const regular = (size: number, color = INK): TextStyle => ({ fonts: fonts.regular, size, color });
  const bold = (size: number, color = INK): TextStyle => ({ fonts: fonts.bold, size, color });
  const text = (descriptor: (typeof T)[keyof typeof T], values?: Record<string, unknown>) => translate(locale, descriptor, values);
  // in a right-to-left receipt, what reads left to right (amounts, numbers, phone) is isolated, as
  // the widget's dir="ltr" does: else "+81-75-000-0000" after Arabic shows its groups in reverse; a
  // hotel's or guest's text takes the direction of its first letter, as <bdi> does
  const isolate = (value: string, kind: 'ltr' | 'auto' = 'ltr') =>
    direction === 'rtl' ? `${kind === 'ltr' ? '\u2066' : '\u2068'}${value.replace(/[\u200e\u200f\u061c]/g, '')}\u2069` : value;
  const money = (amount: number) => isolate(formatMoney(amount, content.currency, locale));
  const percent = (rateBp: number) => new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits: 2 }).format(rateBp / 10_000);
  const rule = (y: number, color = '#999999') => {
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  };
  /** A label at the line's start and its value at its end. */
  const row = (y: number, label: string, value: string, style = regular(10.5), inset = 0) => {
    drawLine(doc, label, style, box(y, 'start', inset));
    drawLine(doc, value, style, box(y, 'end', inset));
  };

  let y = PAGE.margin + 30;
  drawLine(doc, text(T.title), bold(24), box(y, 'center'));
  if (content.reissues > 0) {
    y += 28;
    const stamp = text(T.reissued, { count: content.reissues });
    drawLine(doc, stamp, bold(11, STAMP), box(y, 'center'));
    const stampWidth = measure(doc, stamp, bold(11)) + 24;
    doc
      .roundedRect((PAGE.width - stampWidth) / 2, y - 14, stampWidth, 20, 3)
      .lineWidth(1)
      .strokeColor(STAMP)
      .stroke();
  }
  y += 36;
  row(y, text(T.number), isolate(content.number), regular(10, MUTED));
  y += 16;
  row(y, text(T.issuedOn), formatDate(content.issuedOn, locale), regular(10, MUTED));

  y += 36;
  drawLine(doc, text(T.recipient), regular(10, MUTED), box(y));
  y += 24;
  drawLine(doc, text(T.recipientName, { name: isolate(content.recipient, 'auto') }), bold(16), box(y));
  rule(y + 8, INK);
  if (content.companyNumber) {
    y += 28;
    row(y, text(T.companyNumber), isolate(content.companyNumber), regular(11));
  }

  y += 40;
  doc
    .rect(PAGE.margin, y - 26, width, 42)
    .lineWidth(1.2)
    .strokeColor(INK)
    .stroke();
  row(y, text(T.amount), money(content.amount), bold(18), 14);
  y += 36;
  const description = text(T.description, {
    hotel: isolate(content.hotel.name, 'auto'),
    checkin: formatDate(content.checkin, locale),
    checkout: formatDate(content.checkout, locale),
    nights: content.nights,
    number: isolate(content.reservationNumber),
  });
  for (const line of [
    ...wrap(doc, description, regular(10.5), width, INTL_LOCALE[locale]),
    ...wrap(doc, text(T.thanks), regular(10.5), width, INTL_LOCALE[locale]),
  ]) {
    drawLine(doc, line, regular(10.5), box(y));
    y += 16;
  }

  y += 18;
  drawLine(doc, text(T.details), bold(12), box(y));
  rule(y + 6);
  y += 24;
  const lines: Array<[string, string]> = [
    ...content.rooms.map((room): [string, string] => [isolate(room.label, 'auto'), money(room.price)]),
    ...(content.extras ? [[text(T.extras), money(content.extras)] as [string, string]] : []),
    ...(content.discount ? [[text(T.discount), money(-content.discount)] as [string, string]] : []),
    ...(content.promotion ? [[text(T.promotion), money(-content.promotion)] as [string, string]] : []),
  ];
  for (const [label, value] of lines) {
    row(y, label, value);
    y += 17;
  }
  rule(y - 10);
  y += 4;
  row(y, text(T.total), money(content.total), bold(11.5));
  y += 19;
  for (const rate of content.taxes) {
    row(y, text(T.rateTotal, { rate: percent(rate.rateBp) }), money(rate.total), regular(10.5), 12);
    y += 16;
    row(y, text(T.rateTax, { rate: percent(rate.rateBp) }), money(rate.tax), regular(10.5), 12);
    y += 16;
  }
  if (content.cancellationFees) {
    y += 4;
    row(y, text(T.cancellationFees), money(content.cancellationFees));
    y += 17;
  }
  y += 6;
  row(y, text(T.paidByCard), money(content.paidByCard));
  if (content.refunded) {
    y += 17;
    row(y, text(T.refunded), money(-content.refunded));
  }
  if (content.dueAtHotel) {
    y += 17;
    row(y, text(T.dueAtHotel), money(content.dueAtHotel));
  }

  y += 40;
  drawLine(doc, text(T.issuer), regular(10, MUTED), box(y));
  rule(y + 6);
  y += 22;
  drawLine(doc, isolate(content.invoice?.issuerName ?? content.hotel.name, 'auto'), bold(12), box(y));
  if (content.invoice && content.invoice.issuerName !== content.hotel.name) {
    y += 17;
    drawLine(doc, isolate(content.hotel.name, 'auto'), regular(10.5), box(y));
  }
  for (const line of wrap(doc, content.hotel.address, regular(10), width, INTL_LOCALE[locale])) {
    y += 16;
    drawLine(doc, isolate(line, 'auto'), regular(10), box(y));
  }
  y += 16;
  drawLine(doc, text(T.phone, { phone: isolate(content.hotel.phone) }), regular(10), box(y));
  if (content.invoice) {
    y += 20;
    row(y, text(T.registrationNumber), isolate(content.invoice.registrationNumber), bold(10.5));
  }
  doc.end();
  return done;
}
