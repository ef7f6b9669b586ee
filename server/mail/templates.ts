import { html, raw } from 'hono/html';
import type { Reservation } from '../../shared/api/reservations.ts';
import { INTL_LOCALE, RTL_LOCALES, type Locale } from '../../shared/constants.ts';
import { translate } from '../i18n.ts';
import { formatDate, formatMoney, formatName } from './format.ts';

const M = {
  confirmationSubject: /*i18n*/ { id: 'mail.confirmation.subject', message: 'Your reservation {number} at {hotel} is confirmed' },
  cancellationSubject: /*i18n*/ { id: 'mail.cancellation.subject', message: 'Your reservation {number} at {hotel} has been cancelled' },
  greeting: /*i18n*/ { id: 'mail.greeting', message: 'Dear {name},' },
  confirmationIntro: /*i18n*/ { id: 'mail.confirmation.intro', message: 'Thank you for booking with {hotel}. Your reservation is confirmed.' },
  cancellationIntro: /*i18n*/ { id: 'mail.cancellation.intro', message: 'Your reservation at {hotel} has been cancelled as you asked.' },
  number: /*i18n*/ { id: 'mail.number', message: 'Reservation number' },
  checkin: /*i18n*/ { id: 'mail.checkin', message: 'Check-in' },
  checkout: /*i18n*/ { id: 'mail.checkout', message: 'Check-out' },
  nights: /*i18n*/ { id: 'mail.nights', message: '{count, plural, one {# night} other {# nights}}' },
  room: /*i18n*/ { id: 'mail.room', message: 'Room' },
  guests: /*i18n*/ { id: 'mail.guests', message: '{adults, plural, one {# adult} other {# adults}}{children, plural, =0 {} one {, # child} other {, # children}}' },
  total: /*i18n*/ { id: 'mail.total', message: 'Total (tax included)' },
  payment: /*i18n*/ { id: 'mail.payment', message: 'Payment: at the hotel on arrival' },
  fee: /*i18n*/ { id: 'mail.fee', message: 'Cancellation fee' },
  feeNone: /*i18n*/ { id: 'mail.fee_none', message: 'No cancellation fee is charged.' },
  lookup: /*i18n*/ { id: 'mail.lookup', message: 'View, change or cancel your reservation:' },
  contact: /*i18n*/ { id: 'mail.contact', message: 'Questions? Call {hotel} at {phone}.' },
};

/** A rendered message, ready for the outbox. */
export type RenderedMail = { subject: string; text: string; html: string };

function facts(r: Reservation, locale: Locale): Array<[string, string]> {
  const t = (d: typeof M[keyof typeof M], v?: Record<string, unknown>) => translate(locale, d, v);
  const rows: Array<[string, string]> = [
    [t(M.number), r.reservation_number],
    [t(M.checkin), formatDate(r.checkin_date, locale)],
    [t(M.checkout), `${formatDate(r.checkout_date, locale)} (${t(M.nights, { count: r.nights })})`],
  ];
  for (const room of r.rooms) {
    const children = room.kids_tiers.reduce((sum, k) => sum + k.count, 0);
    rows.push([t(M.room), `${room.room_type_name} / ${room.room_plan_name} (${t(M.guests, { adults: room.adults, children })})`]);
  }
  rows.push([t(M.total), formatMoney(r.total_price, r.currency, locale)]);
  return rows;
}

function render(r: Reservation, locale: Locale, subject: string, intro: string, extra: string[], link: string | null): RenderedMail {
  const t = (d: typeof M[keyof typeof M], v?: Record<string, unknown>) => translate(locale, d, v);
  const greeting = t(M.greeting, { name: formatName(r.guest.first_name, r.guest.last_name, locale) });
  const rows = facts(r, locale);
  const contact = t(M.contact, { hotel: r.hotel.name, phone: r.hotel.phone });
  const text = [
    greeting, '', intro, '',
    ...rows.map(([k, v]) => `${k}: ${v}`), '',
    ...extra,
    ...(link ? [t(M.lookup), link, ''] : []),
    contact,
  ].join('\n');
  const body = html`<!doctype html><html lang="${INTL_LOCALE[locale]}" dir="${RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr'}"><body style="font-family:system-ui,sans-serif;color:#1f2328;line-height:1.5">
<p>${greeting}</p><p>${intro}</p>
<table style="border-collapse:collapse">${raw(rows.map(([k, v]) => html`<tr><th style="text-align:start;padding:4px 12px 4px 0">${k}</th><td>${v}</td></tr>`).join(''))}</table>
${raw(extra.map((line) => html`<p>${line}</p>`).join(''))}
${link ? html`<p>${t(M.lookup)}<br><a href="${link}">${link}</a></p>` : ''}
<p>${contact}</p></body></html>`;
  return { subject, text, html: body.toString() };
}

/** The reservation confirmation, with the link that opens it on the hotel's page. */
export function confirmationMail(r: Reservation, locale: Locale, link: string): RenderedMail {
  const subject = translate(locale, M.confirmationSubject, { number: r.reservation_number, hotel: r.hotel.name });
  return render(r, locale, subject, translate(locale, M.confirmationIntro, { hotel: r.hotel.name }), [translate(locale, M.payment)], link);
}

/** The cancellation notice, stating the fee charged. */
export function cancellationMail(r: Reservation, locale: Locale): RenderedMail {
  const subject = translate(locale, M.cancellationSubject, { number: r.reservation_number, hotel: r.hotel.name });
  const fee = r.cancellation_fee ? `${translate(locale, M.fee)}: ${formatMoney(r.cancellation_fee, r.currency, locale)}` : translate(locale, M.feeNone);
  return render(r, locale, subject, translate(locale, M.cancellationIntro, { hotel: r.hotel.name }), [fee], null);
}
