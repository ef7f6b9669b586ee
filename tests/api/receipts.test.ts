import { describe, expect, it } from 'vitest';
import { book, bookingBody } from '../support/booking.ts';
import { HAS_PDFTOTEXT, pdfText, warnWithoutPdftotext } from '../support/pdf-text.ts';
import { type Booked, freshStays, withCardPayments, type CardPaymentContext } from '../support/reservation-payment-calls.ts';
import { DRIVERS, type TestServer } from '../support/test-server.ts';
import { sendReceiptNotices } from '../../server/use-cases/receipt-notices.ts';

/** Spec 2 §7.4 receipt: from check-out, for bookings paid online, for their guest only, on each database. */

warnWithoutPdftotext('reading the receipts’ text in tests/api/receipts.test.ts');

describe.each(DRIVERS)('receipts on %s', (driver) => {
  let server: TestServer;
  let calls: CardPaymentContext['calls'];
  withCardPayments(driver, (context) => {
    ({ server, calls } = context);
  });

  const stay = freshStays('2027-03-01');
  /** 0:00 on a date at the Kyoto hotel (Asia/Tokyo). */
  const kyotoMidnight = (date: string) => new Date(`${date}T00:00:00+09:00`);

  async function paidBooking(overrides: Record<string, unknown> = {}): Promise<Booked & { checkout_date: string; total_price: number }> {
    const answer = await book(server, bookingBody({ ...stay(), payment_type: 'credit_card', ...overrides }));
    expect(answer.status).toBe(201);
    const r = answer.json.data;
    const s = await calls.session(r);
    expect((await calls.confirm(r, s.transaction_id, '4242424242424242')).state).toBe('paid');
    return r;
  }

  /** Downloads a receipt as the widget does: the client session, the locale, the access and the name in the query. */
  async function receipt(r: Booked, query: Record<string, string> = {}, locale = 'en') {
    const search = new URLSearchParams({ bypass_token: r.bypass_token, ...query });
    const response = await server.app.request(`/api/v1/hotels/demo-kyoto/reservations/${r.reservation_number}/receipt?${search}`, {
      headers: { ...server.headers, 'x-locale': locale },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const json = response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(new TextDecoder().decode(bytes)) : null;
    return { status: response.status, headers: response.headers, bytes, json };
  }
  const stored = (number: string) =>
    server.db
      .selectFrom('reservations')
      .select(['receipt_issues', 'receipt_name', 'receipt_company_number'])
      .where('reservation_number', '=', number)
      .executeTakeFirstOrThrow();

  it('refuses the receipt of a paid stay before its check-out date and says from when, then issues it from 0:00 that day', async () => {
    const r = await paidBooking();
    expect((await calls.lookup(r)).receipt).toEqual({
      available: false,
      reason: 'receipt_before_checkout',
      available_from: r.checkout_date,
      issued: 0,
      receipt_title: 'Hanako Yamada',
      receipt_unicode: '',
    });
    await server.travelTo(new Date(kyotoMidnight(r.checkout_date).getTime() - 60_000));
    const early = await receipt(r);
    expect(early.status).toBe(422);
    expect(early.json.errors[0]).toMatchObject({ code: '1252', details: { base: [{ code: 'receipt_before_checkout' }] } });
    expect(early.json.errors[0].details.base[0].error).toContain('2027');
    expect((await stored(r.reservation_number)).receipt_issues).toBe(0);

    await server.travelTo(kyotoMidnight(r.checkout_date));
    expect((await calls.lookup(r)).receipt).toMatchObject({ available: true, reason: null, available_from: null });
    const first = await receipt(r);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${r.reservation_number}-1.pdf"`);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(new TextDecoder().decode(first.bytes.slice(0, 5))).toBe('%PDF-');
    expect(await stored(r.reservation_number)).toEqual({ receipt_issues: 1, receipt_name: null, receipt_company_number: null });
  });

  it('stamps each re-issue with its count and keeps the name the guest chose', async () => {
    const r = await paidBooking();
    await server.travelTo(kyotoMidnight(r.checkout_date));
    expect((await receipt(r)).status).toBe(200);
    const again = await receipt(r, { receipt_title: 'Yado Trading Co., Ltd.' });
    expect(again.status).toBe(200);
    expect(again.headers.get('content-disposition')).toContain(`receipt-${r.reservation_number}-2.pdf`);
    expect(await stored(r.reservation_number)).toEqual({ receipt_issues: 2, receipt_name: 'Yado Trading Co., Ltd.', receipt_company_number: null });
    expect((await calls.lookup(r)).receipt).toMatchObject({ issued: 2, receipt_title: 'Yado Trading Co., Ltd.' });
    if (HAS_PDFTOTEXT) {
      const text = pdfText(again.bytes);
      expect(text).toContain('Reissued (1 time)');
      expect(text).toContain(`${r.reservation_number}-2`);
      expect(text).toContain('Yado Trading Co., Ltd.');
      expect(text).toMatch(new RegExp(`Amount received\\s+¥${r.total_price.toLocaleString('en')}`));
      // Japan's simplified qualified invoice: the issuer, its registration number, the tax per rate
      expect(text).toContain('株式会社ヤドデモホテルズ');
      expect(text).toContain('T9130001012345');
      expect(text).toMatch(/Subject to 10% tax\s+¥[\d,]+/);
      expect(text).toMatch(/Tax \(10%\)\s+¥[\d,]+/);
    }
  });

  it('prints the receipt in the guest’s language, Japanese with the invoice fields', async () => {
    const r = await paidBooking();
    await server.travelTo(kyotoMidnight(r.checkout_date));
    const ja = await receipt(r, { receipt_title: '株式会社ヤド商事' }, 'ja');
    expect(ja.status).toBe(200);
    if (HAS_PDFTOTEXT) {
      const text = pdfText(ja.bytes);
      expect(text).toContain('株式会社ヤド商事');
      expect(text).toContain('宿 京都デモ');
      expect(text).toContain('T9130001012345');
      expect(text).toContain(`￥${r.total_price.toLocaleString('en')}`);
    }
  });

  it('sends guests who pay at the hotel to the front desk, whatever the date', async () => {
    const answer = await book(server, bookingBody({ ...stay() }));
    const r = answer.json.data;
    expect(r.receipt).toMatchObject({ available: false, reason: 'receipt_paid_at_hotel', available_from: null });
    await server.travelTo(kyotoMidnight(r.checkout_date));
    const refused = await receipt(r);
    expect(refused.status).toBe(422);
    expect(refused.json.errors[0]).toMatchObject({
      code: '1252',
      details: { base: [{ code: 'receipt_paid_at_hotel', error: 'Stays paid at the hotel get their receipt at the front desk.' }] },
    });
    expect((await stored(r.reservation_number)).receipt_issues).toBe(0);
  });

  it('issues nothing for a card booking whose payment never completed', async () => {
    const answer = await book(server, bookingBody({ ...stay(), payment_type: 'credit_card' }));
    const r = answer.json.data;
    await server.travelTo(kyotoMidnight(r.checkout_date));
    const refused = await receipt(r);
    expect(refused.status).toBe(422);
    expect(refused.json.errors[0].details.base[0].code).toBe('receipt_not_paid');
  });

  it('shows nothing of a guest to a stranger: a wrong e-mail or token is the lookup’s not-found, and nothing is counted', async () => {
    const r = await paidBooking();
    await server.travelTo(kyotoMidnight(r.checkout_date));
    for (const access of [{ bypass_token: 'not-the-token' }, { email: 'someone@example.com' }] as Array<Record<string, string>>) {
      const response = await server.app.request(`/api/v1/hotels/demo-kyoto/reservations/${r.reservation_number}/receipt?${new URLSearchParams(access)}`, {
        headers: server.headers,
      });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.json()).toMatchObject({ errors: [{ details: { base: [{ code: 'reservation_not_found' }] } }] });
    }
    const noAccess = await server.call('GET', `/hotels/demo-kyoto/reservations/${r.reservation_number}/receipt`);
    expect(noAccess.status).toBe(422);
    const noSession = await server.app.request(`/api/v1/hotels/demo-kyoto/reservations/${r.reservation_number}/receipt?bypass_token=${r.bypass_token}`);
    expect(noSession.status).toBe(403);
    expect((await stored(r.reservation_number)).receipt_issues).toBe(0);
    // the guest's e-mail opens it as the bypass token does
    const byEmail = await server.app.request(`/api/v1/hotels/demo-kyoto/reservations/${r.reservation_number}/receipt?email=HANAKO@example.com`, {
      headers: server.headers,
    });
    expect(byEmail.status).toBe(200);
  });

  it('in zh_Hant requires a Traditional Chinese name and an 8-digit company number, and prints both', async () => {
    const r = await paidBooking();
    await server.travelTo(kyotoMidnight(r.checkout_date));
    const missing = await receipt(r, {}, 'zh_Hant');
    expect(missing.status).toBe(422);
    expect(missing.json.errors[0].code).toBe('1000');
    const fields = missing.json.errors[0].details;
    expect(fields.receipt_title[0].code).toBe('receipt_name_required');
    expect(fields.receipt_unicode[0]).toMatchObject({ code: 'receipt_company_number_required' });
    const wrong = await receipt(r, { receipt_title: '台湾旅馆有限公司', receipt_unicode: '1234567' }, 'zh_Hant');
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors[0].details.receipt_title[0].code).toBe('receipt_name_traditional_chinese');
    expect(wrong.json.errors[0].details.receipt_unicode[0].code).toBe('receipt_company_number_invalid');
    expect((await stored(r.reservation_number)).receipt_issues).toBe(0);

    const right = await receipt(r, { receipt_title: '台灣旅館股份有限公司', receipt_unicode: '12345678' }, 'zh_Hant');
    expect(right.status).toBe(200);
    expect(await stored(r.reservation_number)).toEqual({ receipt_issues: 1, receipt_name: '台灣旅館股份有限公司', receipt_company_number: '12345678' });
    if (HAS_PDFTOTEXT) {
      const text = pdfText(right.bytes);
      expect(text).toContain('台灣旅館股份有限公司');
      expect(text).toContain('12345678');
    }
  });

  it('refuses a name longer than a receipt prints, in any language', async () => {
    const r = await paidBooking();
    await server.travelTo(kyotoMidnight(r.checkout_date));
    const long = await receipt(r, { receipt_title: 'x'.repeat(61) });
    expect(long.status).toBe(422);
    expect(long.json.errors[0].details.receipt_title[0].code).toBe('receipt_name_too_long');
  });

  it('gives a deposit booking the receipt of the deposit, with what is left due at the hotel', async () => {
    const r = await paidBooking({
      payment_type: 'credit_card_deposit',
      rooms: [{ room_type_code: 'std-twin', room_plan_code: 'std-twin--breakfast', adults: 2, kids_tiers: [] }],
    });
    await server.travelTo(kyotoMidnight(r.checkout_date));
    const deposit = await receipt(r);
    expect(deposit.status).toBe(200);
    if (HAS_PDFTOTEXT) {
      const paid = Math.floor(r.total_price * 0.3);
      const text = pdfText(deposit.bytes);
      expect(text).toMatch(new RegExp(`Amount received\\s+¥${paid.toLocaleString('en')}`));
      expect(text).toMatch(new RegExp(`Due at the hotel\\s+¥${(r.total_price - paid).toLocaleString('en')}`));
    }
  });

  it('counts the fee of a room cancelled on its own in the amount received, on a line of its own beside the stay that is left', async () => {
    const twin = { room_type_code: 'std-twin', room_plan_code: 'std-twin--room-only', adults: 2, kids_tiers: [] };
    const double = { room_type_code: 'dlx-double', room_plan_code: 'dlx-double--room-only', adults: 2, kids_tiers: [] };
    const r = await paidBooking({ rooms: [twin, double] });
    // a few days before check-in, when cancelling costs a fee
    await server.travelTo(new Date(kyotoMidnight(r.checkout_date).getTime() - 5 * 86_400_000));
    const quote = (await calls.lookup(r)).room_cancellation[1];
    expect(quote.fee).toBeGreaterThan(0);
    const cancelled = await server.call('PUT', `/hotels/demo-kyoto/reservations/${r.reservation_number}/rooms/2/cancel?bypass_token=${r.bypass_token}`, {
      body: { reason: 'change_of_plans', cancellation_fee_displayed: quote.fee },
    });
    expect(cancelled.status).toBe(200);
    const after = cancelled.json.data;
    expect(after.paid_amount - after.refunded_amount).toBe(after.total_price + quote.fee);
    await server.travelTo(kyotoMidnight(r.checkout_date));
    const issued = await receipt(r);
    expect(issued.status).toBe(200);
    if (HAS_PDFTOTEXT) {
      const text = pdfText(issued.bytes);
      const yen = (amount: number) => `¥${amount.toLocaleString('en')}`;
      expect(text).toMatch(new RegExp(`Amount received\\s+${yen(after.total_price + quote.fee)}`));
      expect(text).toMatch(new RegExp(`Total \\(tax included\\)\\s+${yen(after.total_price)}`));
      expect(text).toMatch(new RegExp(`Cancellation fees of cancelled rooms\\s+${yen(quote.fee)}`));
      expect(text).not.toContain('Deluxe Double');
    }
  });

  it('tells the guest of a stay paid online, once, from its check-out date, that the receipt is ready; nobody who paid at the hotel', async () => {
    const paid = await paidBooking({ locale: 'ja' });
    const atHotel = (await book(server, bookingBody({ ...stay() }))).json.data;
    const notices = (number: string) =>
      server.db
        .selectFrom('outbox')
        .innerJoin('reservations', 'reservations.id', 'outbox.reservation_id')
        .select(['outbox.subject', 'outbox.body_text', 'outbox.recipient'])
        .where('reservations.reservation_number', '=', number)
        .where('outbox.kind', '=', 'receipt_available')
        .execute();
    await server.travelTo(new Date(kyotoMidnight(paid.checkout_date).getTime() - 60_000));
    await sendReceiptNotices(server.deps);
    expect(await notices(paid.reservation_number)).toEqual([]);

    await server.travelTo(kyotoMidnight(atHotel.checkout_date));
    await sendReceiptNotices(server.deps);
    await sendReceiptNotices(server.deps);
    const [notice, ...more] = await notices(paid.reservation_number);
    expect(more).toEqual([]);
    expect(notice!.recipient).toBe('hanako@example.com');
    expect(notice!.subject).toContain(paid.reservation_number);
    expect(notice!.subject).toMatch(/領収書/);
    const link = new URL(/https?:\/\/\S+open_widget=\S+/.exec(notice!.body_text)![0]);
    const opened = new URL(link.searchParams.get('open_widget')!, 'http://widget');
    expect(opened.pathname).toBe(`/reservation/confirmation/${paid.reservation_number}`);
    expect(opened.searchParams.get('email')).toBe('hanako@example.com');
    expect(await notices(atHotel.reservation_number)).toEqual([]);
  });
});
