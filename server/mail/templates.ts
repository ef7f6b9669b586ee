import { html, raw } from 'hono/html';
import type { MessageDescriptor } from '@lingui/core';
import type { Reservation } from '../../shared/api/reservations.ts';
import { INTL_LOCALE, RTL_LOCALES, type Locale } from '../../shared/constants.ts';
import { translate } from '../i18n.ts';
import { formatDate, formatMoney, formatName, formatNight, formatTime } from './format.ts';

const M = {
  confirmationSubject: /*i18n*/ { id: 'mail.confirmation.subject', message: 'Your reservation {number} at {hotel} is confirmed' },
  cancellationSubject: /*i18n*/ { id: 'mail.cancellation.subject', message: 'Your reservation {number} at {hotel} has been cancelled' },
  receiptSubject: /*i18n*/ { id: 'mail.receipt.subject', message: 'Your receipt for reservation {number} at {hotel} is ready' },
  receiptIntro: /*i18n*/ {
    id: 'mail.receipt.intro',
    message:
      'Thank you for staying at {hotel}. The receipt for what you paid online can now be downloaded from your reservation, with the name you want on it.',
  },
  greeting: /*i18n*/ { id: 'mail.greeting', message: 'Dear {name},' },
  confirmationIntro: /*i18n*/ { id: 'mail.confirmation.intro', message: 'Thank you for booking with {hotel}. Your reservation is confirmed.' },
  cancellationIntro: /*i18n*/ { id: 'mail.cancellation.intro', message: 'Your reservation at {hotel} has been cancelled as you asked.' },
  number: /*i18n*/ { id: 'mail.number', message: 'Reservation number' },
  checkin: /*i18n*/ { id: 'mail.checkin', message: 'Check-in' },
  checkout: /*i18n*/ { id: 'mail.checkout', message: 'Check-out' },
  nights: /*i18n*/ { id: 'mail.nights', message: '{count, plural, one {# night} other {# nights}}' },
  date: /*i18n*/ { id: 'mail.date', message: 'Date' },
  dayUse: /*i18n*/ { id: 'mail.day_use', message: 'day use, no overnight stay' },
  guests: /*i18n*/ {
    id: 'mail.guests',
    message: '{adults, plural, one {# adult} other {# adults}}{children, plural, =0 {} one {, # child} other {, # children}}',
  },
  roomHeading: /*i18n*/ { id: 'mail.room.heading', message: 'Room {number}: {roomType} / {plan}' },
  roomGuest: /*i18n*/ { id: 'mail.room.guest', message: 'Guest' },
  roomGuests: /*i18n*/ { id: 'mail.room.guests', message: 'Guests' },
  roomTotal: /*i18n*/ { id: 'mail.room.total', message: 'Room total' },
  extrasHeading: /*i18n*/ { id: 'mail.extras.heading', message: 'Extras' },
  extraLine: /*i18n*/ { id: 'mail.extras.line', message: '{name} × {quantity}' },
  extraLineDated: /*i18n*/ { id: 'mail.extras.line_dated', message: '{name} ({date}) × {quantity}' },
  extraIncluded: /*i18n*/ { id: 'mail.extras.included', message: 'Included in your plan' },
  discountsHeading: /*i18n*/ { id: 'mail.discounts.heading', message: 'Discounts' },
  discountLine: /*i18n*/ { id: 'mail.discounts.line', message: '{name} ({code}), room {room}, {date}' },
  priceHeading: /*i18n*/ { id: 'mail.price.heading', message: 'Price' },
  roomsSubtotal: /*i18n*/ { id: 'mail.price.rooms', message: 'Rooms' },
  extrasSubtotal: /*i18n*/ { id: 'mail.price.extras', message: 'Extras' },
  discountTotal: /*i18n*/ { id: 'mail.price.discount', message: 'Coupon discount' },
  total: /*i18n*/ { id: 'mail.total', message: 'Total (tax included)' },
  tax: /*i18n*/ { id: 'mail.price.tax', message: 'Of which tax' },
  answersHeading: /*i18n*/ { id: 'mail.answers.heading', message: 'Your answers' },
  answerForRoom: /*i18n*/ { id: 'mail.answers.room', message: '{question} (room {room})' },
  payment: /*i18n*/ { id: 'mail.payment', message: 'Payment: at the hotel on arrival' },
  paymentCard: /*i18n*/ { id: 'mail.payment.card', message: 'Payment: {amount} by card' },
  paymentDeposit: /*i18n*/ { id: 'mail.payment.deposit', message: 'Deposit paid by card: {amount}. Due at the hotel: {remain}' },
  paymentGuarantee: /*i18n*/ { id: 'mail.payment.guarantee', message: 'Payment: at the hotel on arrival. Your card is kept only as a guarantee.' },
  promotionDiscount: /*i18n*/ { id: 'mail.price.promotion', message: 'Card payment discount' },
  refund: /*i18n*/ { id: 'mail.refund', message: 'Refund to your card: {amount} (it may take some days to appear)' },
  refundNone: /*i18n*/ { id: 'mail.refund.none', message: 'Nothing is refunded to your card.' },
  feeKept: /*i18n*/ { id: 'mail.fee.kept', message: 'Kept from your card payment for the cancellation fee: {amount}' },
  fee: /*i18n*/ { id: 'mail.fee', message: 'Cancellation fee' },
  feeNone: /*i18n*/ { id: 'mail.fee_none', message: 'No cancellation fee is charged.' },
  roomCancelSubject: /*i18n*/ { id: 'mail.room_cancel.subject', message: 'A room of your reservation {number} at {hotel} has been cancelled' },
  roomCancelIntro: /*i18n*/ {
    id: 'mail.room_cancel.intro',
    message: 'As you asked, room {room} ({roomType}) of your reservation at {hotel} has been cancelled. Here is the rest of your stay.',
  },
  roomCancelFeeAtHotel: /*i18n*/ { id: 'mail.room_cancel.fee_at_hotel', message: 'Cancellation fee for the room, due at the hotel: {amount}' },
  changeSubject: /*i18n*/ { id: 'mail.change.subject', message: 'Your reservation {number} at {hotel} has been changed' },
  changeIntro: /*i18n*/ { id: 'mail.change.intro', message: 'Your reservation at {hotel} has been changed as you asked. Here are its new details.' },
  changePrevious: /*i18n*/ { id: 'mail.change.previous_total', message: 'Total before the change: {amount}' },
  changeMore: /*i18n*/ { id: 'mail.change.more', message: 'The change costs {amount} more, paid at the hotel.' },
  changeLess: /*i18n*/ { id: 'mail.change.less', message: 'The change saves {amount}.' },
  changeDue: /*i18n*/ {
    id: 'mail.change.due',
    message: 'The change costs {amount} more than was paid by card. Pay it by card with the link below before check-in, or at the hotel.',
  },
  changeDepositDue: /*i18n*/ {
    id: 'mail.change.deposit_due',
    message: 'The deposit for the new stay is {amount} more than was paid by card. Pay it by card with the link below before check-in, or at the hotel.',
  },
  changePayLink: /*i18n*/ { id: 'mail.change.pay_link', message: 'Pay the difference by card:' },
  changeExtrasDropped: /*i18n*/ {
    id: 'mail.change.extras_dropped',
    message: '{count, plural, one {# extra was} other {# extras were}} booked for nights no longer in your stay and removed.',
  },
  changeCouponDropped: /*i18n*/ { id: 'mail.change.coupon_dropped', message: 'The coupon {code} does not apply to the new stay and was removed.' },
  // changing a reservation online is not offered (yet): the link lets the guest see or cancel it
  lookup: /*i18n*/ { id: 'mail.lookup.view_cancel', message: 'View or cancel your reservation:' },
  hotelAddress: /*i18n*/ { id: 'mail.hotel.address', message: 'Address' },
  hotelPhone: /*i18n*/ { id: 'mail.hotel.phone', message: 'Phone' },
  hotelCheckin: /*i18n*/ { id: 'mail.hotel.checkin_time', message: 'Check-in from' },
  hotelCheckout: /*i18n*/ { id: 'mail.hotel.checkout_time', message: 'Check-out by' },
  contact: /*i18n*/ { id: 'mail.contact', message: 'Questions? Call {hotel} at {phone}.' },
} satisfies Record<string, MessageDescriptor>;

/** A rendered message, ready for the outbox. */
export type RenderedMail = { subject: string; text: string; html: string };

/** A titled group of label–value rows; the first block has no title. */
type Block = { title?: string; rows: Array<[string, string]> };

type T = (d: MessageDescriptor, v?: Record<string, unknown>) => string;

/** The stay, each room night by night, the extras, the discounts and the totals, as stored. */
function priceBlocks(r: Reservation, locale: Locale, t: T): Block[] {
  const money = (amount: number) => formatMoney(amount, r.currency, locale);
  const blocks: Block[] = [
    {
      rows: [
        [t(M.number), r.reservation_number],
        ...(r.nights === 0
          ? // a day use: its one date, said to be without a night
            [[t(M.date), `${formatDate(r.checkin_date, locale)} (${t(M.dayUse)})`] as [string, string]]
          : ([
              [t(M.checkin), formatDate(r.checkin_date, locale)],
              [t(M.checkout), `${formatDate(r.checkout_date, locale)} (${t(M.nights, { count: r.nights })})`],
            ] as Array<[string, string]>)),
      ],
    },
  ];
  r.rooms.forEach((room, index) => {
    const children = room.kids_tiers.reduce((sum, k) => sum + k.count, 0);
    blocks.push({
      title: t(M.roomHeading, { number: index + 1, roomType: room.room_type_name, plan: room.room_plan_name }),
      rows: [
        [t(M.roomGuest), formatName(room.guest_name.first_name, room.guest_name.last_name, locale)],
        [t(M.roomGuests), t(M.guests, { adults: room.adults, children })],
        // each kids tier (with its meal and bedding option) and each companion, by name
        ...room.guests.filter((line) => line.code !== 'adults').map((line): [string, string] => [`  ${line.label}`, String(line.count)]),
        ...room.nightly_prices.map((night): [string, string] => [formatNight(night.date, locale), money(night.price)]),
        [t(M.roomTotal), money(room.total_price)],
      ],
    });
  });
  if (r.extras.length > 0) {
    blocks.push({
      title: t(M.extrasHeading),
      rows: r.extras.map((line) => [
        line.date
          ? t(M.extraLineDated, { name: line.name, date: formatNight(line.date, locale), quantity: line.quantity })
          : t(M.extraLine, { name: line.name, quantity: line.quantity }),
        line.inclusive ? t(M.extraIncluded) : money(line.price),
      ]),
    });
  }
  if (r.discounts.length > 0) {
    blocks.push({
      title: t(M.discountsHeading),
      rows: r.discounts.map((line) => [
        t(M.discountLine, { name: line.name, code: line.code, room: line.room_index + 1, date: formatNight(line.date, locale) }),
        money(-line.amount),
      ]),
    });
  }
  const totals: Array<[string, string]> = [[t(M.roomsSubtotal), money(r.total_room_price)]];
  if (r.extras.length > 0) totals.push([t(M.extrasSubtotal), money(r.total_extra_price)]);
  if (r.discounts.length > 0) totals.push([t(M.discountTotal), money(-r.coupon_discount_amount)]);
  if (r.promotion_discount_amount > 0) totals.push([t(M.promotionDiscount), money(-r.promotion_discount_amount)]);
  totals.push([t(M.total), money(r.total_price)], [t(M.tax), money(r.tax)]);
  blocks.push({ title: t(M.priceHeading), rows: totals });
  return blocks;
}

/** The hotel: its address, phone, and check-in and check-out times (none for a day use). */
function hotelBlock(r: Reservation, locale: Locale, t: T): Block {
  return {
    title: r.hotel.name,
    rows: [
      [t(M.hotelAddress), r.hotel.address],
      [t(M.hotelPhone), r.hotel.phone],
      // a day use keeps the room for its plan's hours, not the hotel's check-in and check-out
      ...(r.nights === 0
        ? []
        : ([
            [t(M.hotelCheckin), formatTime(r.hotel.checkin_time, locale)],
            [t(M.hotelCheckout), formatTime(r.hotel.checkout_time, locale)],
          ] as Array<[string, string]>)),
    ],
  };
}

/** The guest's answers to the hotel's questions; files by their names. */
function answerBlocks(r: Reservation, t: T): Block[] {
  if (r.answers.length === 0) return [];
  return [
    {
      title: t(M.answersHeading),
      rows: r.answers.map((a) => [a.room_index === null ? a.question : t(M.answerForRoom, { question: a.question, room: a.room_index + 1 }), a.answer]),
    },
  ];
}

const ROW = 'text-align:start;padding:2px 16px 2px 0;font-weight:normal;vertical-align:top';

function render(
  r: Reservation,
  locale: Locale,
  subject: string,
  intro: string,
  blocks: Block[],
  extra: string[],
  link: string | null,
  action: { label: string; url: string } | null = null,
): RenderedMail {
  const t: T = (d, v) => translate(locale, d, v);
  const greeting = t(M.greeting, { name: formatName(r.guest.first_name, r.guest.last_name, locale) });
  const contact = t(M.contact, { hotel: r.hotel.name, phone: r.hotel.phone });
  const text = [
    greeting,
    '',
    intro,
    '',
    ...blocks.flatMap((b) => [...(b.title ? [b.title] : []), ...b.rows.map(([k, v]) => `${b.title ? '  ' : ''}${k}: ${v}`), '']),
    ...extra,
    ...(action ? ['', action.label, action.url, ''] : []),
    ...(link ? [t(M.lookup), link, ''] : []),
    contact,
  ].join('\n');
  const tables = blocks.map(
    (b) =>
      html`${b.title ? html`<h3 style="font-size:1em;margin:16px 0 4px">${b.title}</h3>` : ''}<table style="border-collapse:collapse">${raw(b.rows.map(([k, v]) => html`<tr><th scope="row" style="${ROW}">${k}</th><td style="text-align:end;white-space:nowrap">${v}</td></tr>`).join(''))}</table>`,
  );
  const body = html`<!doctype html><html lang="${INTL_LOCALE[locale]}" dir="${RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr'}"><body style="font-family:system-ui,sans-serif;color:#1f2328;line-height:1.5">
<p>${greeting}</p><p>${intro}</p>
${raw(tables.join('\n'))}
${raw(extra.map((line) => html`<p>${line}</p>`).join(''))}
${action ? html`<p>${action.label}<br><a href="${action.url}">${action.url}</a></p>` : ''}
${link ? html`<p>${t(M.lookup)}<br><a href="${link}">${link}</a></p>` : ''}
<p>${contact}</p></body></html>`;
  return { subject, text, html: body.toString() };
}

/** The reservation confirmation: the hotel, every room, extra, discount and answer, and the link that opens it on the hotel's page. */
export function confirmationMail(r: Reservation, locale: Locale, link: string): RenderedMail {
  const t: T = (d, v) => translate(locale, d, v);
  const subject = t(M.confirmationSubject, { number: r.reservation_number, hotel: r.hotel.name });
  const [stay, ...lines] = priceBlocks(r, locale, t);
  const blocks = [stay!, hotelBlock(r, locale, t), ...lines, ...answerBlocks(r, t)];
  return render(r, locale, subject, t(M.confirmationIntro, { hotel: r.hotel.name }), blocks, [paymentLine(r, locale, t)], link);
}

/** How the reservation is paid: at the hotel, by card in full, or a deposit by card and the rest at the hotel (spec 1 §3 money fields). */
function paymentLine(r: Reservation, locale: Locale, t: T): string {
  const money = (amount: number) => formatMoney(amount, r.currency, locale);
  if (r.payment_type === 'on_site_credit_card_required') return t(M.paymentGuarantee);
  if (r.deposit_amount === null) return t(M.payment);
  if (r.payment_type === 'credit_card_deposit') return t(M.paymentDeposit, { amount: money(r.deposit_amount), remain: money(r.remain_amount) });
  return t(M.paymentCard, { amount: money(r.deposit_amount) });
}

/**
 * The cancellation notice: what was cancelled, line by line, the fee charged and, for a
 * reservation paid by card, what of the payment the hotel keeps and what goes back to the card.
 */
export function cancellationMail(r: Reservation, locale: Locale): RenderedMail {
  const t: T = (d, v) => translate(locale, d, v);
  const money = (amount: number) => formatMoney(amount, r.currency, locale);
  const subject = t(M.cancellationSubject, { number: r.reservation_number, hotel: r.hotel.name });
  const fee = r.cancellation_fee ? `${t(M.fee)}: ${money(r.cancellation_fee)}` : t(M.feeNone);
  const kept = r.paid_amount - r.refunded_amount;
  const card = [
    ...(r.paid_amount > 0 && kept > 0 ? [t(M.feeKept, { amount: money(kept) })] : []),
    ...(r.refunded_amount > 0 ? [t(M.refund, { amount: money(r.refunded_amount) })] : r.paid_amount > 0 ? [t(M.refundNone)] : []),
  ];
  return render(r, locale, subject, t(M.cancellationIntro, { hotel: r.hotel.name }), priceBlocks(r, locale, t), [fee, ...card], null);
}

/**
 * Issue 15: one room of the reservation cancelled. The stay as it is now, the total before, and
 * the room's fee (due at the hotel, or kept from the card payment with the rest refunded).
 */
export function roomCancellationMail(
  r: Reservation,
  locale: Locale,
  notes: { room: number; roomType: string; previousTotal: number; fee: number; refund: number },
): RenderedMail {
  const t: T = (d, v) => translate(locale, d, v);
  const money = (amount: number) => formatMoney(amount, r.currency, locale);
  const subject = t(M.roomCancelSubject, { number: r.reservation_number, hotel: r.hotel.name });
  const [stay, ...lines] = priceBlocks(r, locale, t);
  const card = r.payment_type === 'credit_card' && r.paid_amount > 0;
  const said = [
    t(M.changePrevious, { amount: money(notes.previousTotal) }),
    notes.fee === 0 ? t(M.feeNone) : card ? t(M.feeKept, { amount: money(notes.fee) }) : t(M.roomCancelFeeAtHotel, { amount: money(notes.fee) }),
    ...(notes.refund > 0 ? [t(M.refund, { amount: money(notes.refund) })] : []),
    paymentLine(r, locale, t),
  ];
  const intro = t(M.roomCancelIntro, { room: notes.room, roomType: notes.roomType, hotel: r.hotel.name });
  return render(r, locale, subject, intro, [stay!, hotelBlock(r, locale, t), ...lines], said, null);
}

/** What a change of a reservation did besides its new details: the total before it, and what no longer applies. */
export type ChangeNotes = {
  previousTotal: number;
  refund: number;
  fee: number;
  droppedExtras: number;
  droppedCoupon: string | null;
  /** A stay paid by card whose change asks more by card (its new total, or a deposit's new deposit): what the card still owes, and the payment link's page that takes it. */
  due?: number;
  payLink?: string | null;
};

/**
 * The change confirmation (spec 1 §4): the reservation as it is now, line by line, the total
 * before the change and the difference (paid at the hotel, saved, or due by card through a payment
 * link: for a card deposit, what the new deposit asks more), and the extras and coupon the new
 * stay no longer has.
 */
export function changeMail(r: Reservation, locale: Locale, notes: ChangeNotes): RenderedMail {
  const t: T = (d, v) => translate(locale, d, v);
  const money = (amount: number) => formatMoney(amount, r.currency, locale);
  const subject = t(M.changeSubject, { number: r.reservation_number, hotel: r.hotel.name });
  const [stay, ...lines] = priceBlocks(r, locale, t);
  const difference = r.total_price - notes.previousTotal;
  const said = [
    t(M.changePrevious, { amount: money(notes.previousTotal) }),
    ...(notes.payLink && notes.due
      ? [t(r.payment_type === 'credit_card_deposit' ? M.changeDepositDue : M.changeDue, { amount: money(notes.due) })]
      : difference > 0
        ? [t(M.changeMore, { amount: money(difference) })]
        : difference < 0
          ? [t(M.changeLess, { amount: money(-difference) })]
          : []),
    // a stay paid by card: the cancellation fee kept on what the change gave up, and the refund
    ...(notes.fee > 0 ? [t(M.feeKept, { amount: money(notes.fee) })] : []),
    ...(notes.refund > 0 ? [t(M.refund, { amount: money(notes.refund) })] : []),
    ...(notes.droppedExtras > 0 ? [t(M.changeExtrasDropped, { count: notes.droppedExtras })] : []),
    ...(notes.droppedCoupon ? [t(M.changeCouponDropped, { code: notes.droppedCoupon })] : []),
    paymentLine(r, locale, t),
  ];
  const pay = notes.payLink ? { label: t(M.changePayLink), url: notes.payLink } : null;
  return render(r, locale, subject, t(M.changeIntro, { hotel: r.hotel.name }), [stay!, hotelBlock(r, locale, t), ...lines], said, null, pay);
}

/**
 * The receipt-available notice (spec 1 §4: receipts from check-out, for stays paid online): the
 * stay, and the link that opens the reservation, where the guest downloads it.
 */
export function receiptNoticeMail(r: Reservation, locale: Locale, link: string): RenderedMail {
  const t: T = (d, v) => translate(locale, d, v);
  const subject = t(M.receiptSubject, { number: r.reservation_number, hotel: r.hotel.name });
  const [stay] = priceBlocks(r, locale, t);
  return render(r, locale, subject, t(M.receiptIntro, { hotel: r.hotel.name }), [stay!], [], link);
}
