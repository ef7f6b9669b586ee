import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../shared/api/reservations.ts';
import { cancellationMail, changeMail, confirmationMail } from './templates.ts';

const PLAIN: Reservation = {
  reservation_number: 'YDTEST0001',
  status: 'done',
  hotel: {
    code: 'demo-kyoto',
    name: 'Yado Kyoto Demo',
    address: '1 Demo-cho, Higashiyama-ku, Kyoto',
    phone: '+81-75-000-0000',
    timezone: 'Asia/Tokyo',
    checkin_time: '15:00',
    checkout_time: '11:00',
  },
  checkin_date: '2026-12-20',
  checkout_date: '2026-12-22',
  nights: 2,
  currency: 'JPY',
  guest: {
    first_name: 'Hanako',
    last_name: 'Yamada',
    email: 'hanako@example.com',
    phone: '+819012345678',
    first_name_kana: null,
    last_name_kana: null,
    english_first_name: null,
    english_last_name: null,
    address: null,
  },
  rooms: [
    {
      room_type_code: 'std-twin',
      room_type_name: 'Standard Twin',
      room_plan_code: 'std-twin--room-only',
      room_plan_name: 'Room only',
      adults: 2,
      kids_tiers: [{ code: 'A', count: 1 }],
      children_ages: [],
      adult_companion: 0,
      kid_tier_A_companion: 0,
      guests: [
        { code: 'adults', label: 'Adults', count: 2 },
        { code: 'A', label: 'School-age children', count: 1 },
      ],
      guest_name: { first_name: 'Hanako', last_name: 'Yamada' },
      nightly_prices: [
        { date: '2026-12-20', price: 14400 },
        { date: '2026-12-21', price: 15400 },
      ],
      total_price: 29800,
    },
  ],
  payment_type: 'on_site',
  deposit_amount: null,
  promotion_discount_amount: 0,
  paid_amount: 0,
  remain_amount: 29800,
  refunded_amount: 0,
  payment_expires_at: null,
  on_site_allowed: false,
  cancel_reason: null,
  special_request: '',
  extras: [],
  discounts: [],
  answers: [],
  total_room_price: 29800,
  total_extra_price: 0,
  coupon_discount_amount: 0,
  total_price: 29800,
  total_price_without_tax: 27091,
  tax: 2709,
  cancellation_policy: { id: 'p', name: 'Standard', description: '', cancellation_policy_parts: [], no_show_percentage_of_cost: 100, room_plan_codes: [] },
  cancellation: { cancellable: true, reason: null, percentage: 0, fee: 0 },
  room_cancellation: null,
  cancelled_rooms: [],
  cancelled_at: null,
  cancellation_fee: null,
  receipt: { available: false, reason: 'receipt_paid_at_hotel', available_from: null, issued: 0, receipt_title: 'Taro Yamada', receipt_unicode: '' },
  created_at: '2026-12-01T00:00:00.000Z',
};

const WITH_LINES: Reservation = {
  ...PLAIN,
  extras: [
    {
      extra_id: 'x',
      name: 'Kaiseki dinner',
      extra_type: 'dated',
      unit: 'per_person',
      date: '2026-12-21',
      quantity: 2,
      unit_price: 12000,
      price: 24000,
      price_without_tax: 21820,
      tax: 2180,
      inclusive: false,
    },
  ],
  discounts: [{ kind: 'coupon', code: 'FAMILY2000', name: '¥2,000 off the first night', room_index: 0, date: '2026-12-20', amount: 2000, tax: 181 }],
  answers: [
    {
      question_id: 'q',
      question_type: 'free_text',
      question: 'Allergies',
      room_index: null,
      answer: 'None',
      value: { type: 'text', text: 'None' },
      attachments: [],
    },
  ],
  total_extra_price: 24000,
  coupon_discount_amount: 2000,
  total_price: 51800,
  tax: 4708,
};

describe('reservation e-mails', () => {
  it('list every night of a room, its guests and the totals, and leave out empty sections', () => {
    const { text } = confirmationMail(PLAIN, 'en', 'http://localhost:8080/x');
    expect(text).toContain(
      'Room 1: Standard Twin / Room only\n  Guest: Hanako Yamada\n  Guests: 2 adults, 1 child\n    School-age children: 1\n  Sun, Dec 20, 2026: ¥14,400\n  Mon, Dec 21, 2026: ¥15,400\n  Room total: ¥29,800',
    );
    expect(text).toContain('Price\n  Rooms: ¥29,800\n  Total (tax included): ¥29,800\n  Of which tax: ¥2,709');
    for (const absent of ['Extras', 'Discounts', 'Coupon discount', 'Your answers']) expect(text).not.toContain(absent);
  });

  it('list extras, discounts and answers with their subtotals, and the cancellation the price lines only', () => {
    const { text, html } = confirmationMail(WITH_LINES, 'en', 'http://localhost:8080/x');
    expect(text).toContain('Extras\n  Kaiseki dinner (Mon, Dec 21, 2026) × 2: ¥24,000');
    expect(text).toContain('Discounts\n  ¥2,000 off the first night (FAMILY2000), room 1, Sun, Dec 20, 2026: -¥2,000');
    expect(text).toContain('Price\n  Rooms: ¥29,800\n  Extras: ¥24,000\n  Coupon discount: -¥2,000\n  Total (tax included): ¥51,800\n  Of which tax: ¥4,708');
    expect(text).toContain('Your answers\n  Allergies: None');
    expect(html).toContain('<h3 style="font-size:1em;margin:16px 0 4px">Discounts</h3>');
    const notice = cancellationMail({ ...WITH_LINES, status: 'cancelled', cancellation_fee: 5180 }, 'en');
    expect(notice.text).toContain('Kaiseki dinner (Mon, Dec 21, 2026) × 2: ¥24,000');
    expect(notice.text).toContain('Total (tax included): ¥51,800');
    expect(notice.text).toContain('Cancellation fee: ¥5,180');
    expect(notice.text).not.toContain('Your answers');
  });

  it('give a day use its one date instead of check-in, check-out and nights', () => {
    const dayUse: Reservation = {
      ...PLAIN,
      checkout_date: '2026-12-20',
      nights: 0,
      rooms: [{ ...PLAIN.rooms[0]!, nightly_prices: [{ date: '2026-12-20', price: 7200 }], total_price: 7200 }],
      total_room_price: 7200,
      total_price: 7200,
      total_price_without_tax: 6546,
      tax: 654,
    };
    const { text } = confirmationMail(dayUse, 'en', 'http://localhost:8080/x');
    expect(text).toContain('Date: Sunday, December 20, 2026 (day use, no overnight stay)');
    expect(text).not.toContain('0 nights');
  });

  it('say how the reservation is paid: at the hotel, by card, a deposit and the rest at the hotel, or at the hotel with a card as guarantee', () => {
    const said = (r: Partial<Reservation>) => confirmationMail({ ...PLAIN, ...r }, 'en', 'http://localhost:8080/x').text;
    expect(said({})).toContain('Payment: at the hotel on arrival');
    expect(said({ payment_type: 'credit_card', deposit_amount: 28310, paid_amount: 28310, remain_amount: 0 })).toContain('Payment: ¥28,310 by card');
    expect(said({ payment_type: 'credit_card_deposit', deposit_amount: 8940, paid_amount: 8940, remain_amount: 20860 })).toContain(
      'Deposit paid by card: ¥8,940. Due at the hotel: ¥20,860',
    );
    expect(said({ payment_type: 'on_site_credit_card_required' })).toContain('Payment: at the hotel on arrival. Your card is kept only as a guarantee.');
  });

  it('tell the guest who paid by card what the hotel keeps of the payment and what goes back to the card', () => {
    const cancelled = {
      ...PLAIN,
      status: 'cancelled' as const,
      payment_type: 'credit_card' as const,
      deposit_amount: 29800,
      paid_amount: 29800,
      remain_amount: 0,
    };
    const partly = cancellationMail({ ...cancelled, cancellation_fee: 5960, refunded_amount: 23840 }, 'en').text;
    expect(partly).toContain('Cancellation fee: ¥5,960\nKept from your card payment for the cancellation fee: ¥5,960\nRefund to your card: ¥23,840');
    const all = cancellationMail({ ...cancelled, cancellation_fee: 0, refunded_amount: 29800 }, 'en').text;
    expect(all).toContain('No cancellation fee is charged.\nRefund to your card: ¥29,800');
    expect(all).not.toContain('Kept from your card payment');
    // a deposit smaller than the fee: all of it is kept, nothing goes back
    const deposit = cancellationMail(
      { ...cancelled, payment_type: 'credit_card_deposit', paid_amount: 8940, cancellation_fee: 14900, refunded_amount: 0 },
      'en',
    ).text;
    expect(deposit).toContain('Kept from your card payment for the cancellation fee: ¥8,940\nNothing is refunded to your card.');
    const atHotel = cancellationMail({ ...PLAIN, status: 'cancelled', cancellation_fee: 5960 }, 'en').text;
    expect(atHotel).not.toContain('card');
  });

  it('tell the guest whose card-paid stay now costs more what is due, with the payment link to pay it by card or else at the hotel', () => {
    const changed = { ...PLAIN, payment_type: 'credit_card' as const, total_price: 45600, deposit_amount: 29800, paid_amount: 29800, remain_amount: 15800 };
    const link = 'http://localhost:8080/widget/payments/PLABCDEFGH23456789?locale=en';
    const notes = { previousTotal: 29800, refund: 0, fee: 0, droppedExtras: 0, droppedCoupon: null };
    const mail = changeMail(changed, 'en', { ...notes, due: 15800, payLink: link });
    expect(mail.text).toContain('The change costs ¥15,800 more than was paid by card. Pay it by card with the link below before check-in, or at the hotel.');
    expect(mail.text).toContain(`Pay the difference by card:\n${link}`);
    expect(mail.html).toContain(`<a href="${link}">`);
    // a card deposit: the new stay's deposit asks the difference, the rest is still paid at the hotel
    const deposit = { ...changed, payment_type: 'credit_card_deposit' as const, deposit_amount: 8940, paid_amount: 8940, remain_amount: 36660 };
    const depositMail = changeMail(deposit, 'en', { ...notes, due: 4740, payLink: link }).text;
    expect(depositMail).toContain(
      'The deposit for the new stay is ¥4,740 more than was paid by card. Pay it by card with the link below before check-in, or at the hotel.',
    );
    expect(depositMail).not.toContain('The change costs');
    // a stay paid at the hotel: the difference is paid there, and no link
    const atHotel = changeMail({ ...PLAIN, total_price: 45600 }, 'en', notes);
    expect(atHotel.text).toContain('paid at the hotel');
    expect(atHotel.text).not.toContain('/widget/payments/');
  });
});
