import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdditionalQuestion } from '../../shared/api/questions.ts';
import { CLIENT_SESSION_HEADER } from '../../shared/constants.ts';
import { applyCoupon } from '../../shared/coupon-discount.ts';
import { formatMoney, formatNight } from '../../server/mail/format.ts';
import { book, bookingBody, extraIdsOf, GUEST } from '../support/booking.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';
import { fileForm, PNG, postUpload } from '../support/uploads.ts';

type Mail = { subject: string; body_text: string; body_html: string };

describe.each(DRIVERS)('what the reservation e-mails list on %s', (driver) => {
  let server: TestServer;
  let dir: string;
  let questions: AdditionalQuestion[];
  const extraIds: Record<string, string> = {};
  const question = (name: string) => questions.find((q) => q.name === name)!.id;

  beforeAll(async () => {
    server = await createTestServer(driver);
    dir = await mkdtemp(join(tmpdir(), 'yado-mail-lines-'));
    server.deps.attachmentsDir = dir;
    questions = (await server.call('GET', '/hotels/demo-kyoto/additional_questions')).json.data;
    Object.assign(extraIds, await extraIdsOf(server, 'demo-kyoto'));
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const mailOf = (number: string, kind: string): Promise<Mail> =>
    server.db
      .selectFrom('outbox')
      .innerJoin('reservations', 'reservations.id', 'outbox.reservation_id')
      .select(['outbox.subject', 'outbox.body_text', 'outbox.body_html'])
      .where('reservations.reservation_number', '=', number)
      .where('outbox.kind', '=', kind)
      .executeTakeFirstOrThrow();

  async function upload(name: string): Promise<string> {
    const { json } = await postUpload(server.app, server.headers[CLIENT_SESSION_HEADER]!, 'demo-kyoto', fileForm(PNG, name, 'image/png'));
    return json.data.id;
  }

  /** Two rooms, a dinner on the second night, late check-out, WINTER10 and four answers. */
  async function bookEverything(locale: string, checkin: string, checkout: string, dinnerDate: string) {
    const photo = await upload('passport-scan.png');
    const { status, json } = await book(
      server,
      bookingBody({
        locale,
        checkin_date: checkin,
        checkout_date: checkout,
        rooms: [
          { room_type_code: 'std-twin', room_plan_code: 'std-twin--breakfast', adults: 2, kids_tiers: [] },
          {
            room_type_code: 'std-twin',
            room_plan_code: 'std-twin--room-only',
            adults: 1,
            kids_tiers: [],
            guest_name: { first_name: 'Taro', last_name: 'Suzuki' },
          },
        ],
        extras: [
          { extra_id: extraIds['kaiseki-dinner'], quantity: 2, date: dinnerDate },
          { extra_id: extraIds['late-checkout'], quantity: 1 },
        ],
        coupon_code: 'WINTER10',
        answers: [
          { question_id: question('Arrival time'), value: { type: 'time', time: '18:30' } },
          { question_id: question('Men and women in each room'), room_index: 1, value: { type: 'people', men_count: 1, women_count: 0 } },
          { question_id: question('Allergies'), value: { type: 'text', text: 'Buckwheat <soba>' } },
          { question_id: question('Passport photo (guests from abroad)'), value: { type: 'files', attachment_ids: [photo] } },
        ],
      }),
    );
    expect(status, JSON.stringify(json)).toBe(201);
    return json.data;
  }

  it('lists each room night by night, each extra, each discounted night, the answers and the stored totals', async () => {
    const r = await bookEverything('en', '2027-01-12', '2027-01-14', '2027-01-13');
    const money = (amount: number) => formatMoney(amount, 'JPY', 'en');
    // the stored numbers add up: rooms, plus ¥24,000 of dinners and ¥3,000 late check-out, less WINTER10 on the first 2 nights
    const rooms = r.rooms.map((room: { room_plan_code: string; nightly_prices: Array<{ date: string; price: number }> }, index: number) => ({
      roomIndex: index,
      hotelPlanCode: room.room_plan_code.split('--')[1]!,
      nights: room.nightly_prices,
    }));
    const discount = applyCoupon({ code: 'WINTER10', discount_type: 'percentage', value: 10, max_discounted_nights: 2, hotel_plan_codes: [] }, rooms, {
      percentageOnly: false,
    });
    expect(r.total_extra_price).toBe(27000);
    expect(r.coupon_discount_amount).toBe(discount.total);
    expect(r.total_price).toBe(r.total_room_price + 27000 - discount.total);

    const mail = await mailOf(r.reservation_number, 'reservation_confirmation');
    const text = mail.body_text;
    expect(text).toContain('Room 1: Standard Twin / Stay with breakfast');
    expect(text).toContain('Room 2: Standard Twin / Room only');
    expect(text).toContain('Guest: Hanako Yamada');
    expect(text).toContain('Guest: Taro Suzuki');
    expect(text).toContain('Guests: 1 adult');
    for (const room of r.rooms) {
      for (const night of room.nightly_prices) expect(text).toContain(`${formatNight(night.date, 'en')}: ${money(night.price)}`);
      expect(text).toContain(`Room total: ${money(room.total_price)}`);
    }
    expect(text).toContain(`Kaiseki dinner (${formatNight('2027-01-13', 'en')}) × 2: ${money(24000)}`);
    expect(text).toContain(`Late check-out until 13:00 × 1: ${money(3000)}`);
    expect(text).toContain('Welcome drinks × 1: Included in your plan');
    expect(discount.lines).toHaveLength(4);
    for (const line of discount.lines) {
      expect(text).toContain(`Winter 10% off (first 2 nights) (WINTER10), room ${line.roomIndex + 1}, ${formatNight(line.date, 'en')}: ${money(-line.amount)}`);
    }
    expect(text).toContain(`Rooms: ${money(r.total_room_price)}`);
    expect(text).toContain(`Extras: ${money(27000)}`);
    expect(text).toContain(`Coupon discount: ${money(-discount.total)}`);
    expect(text).toContain(`Total (tax included): ${money(r.total_price)}`);
    expect(text).toContain(`Of which tax: ${money(r.tax)}`);
    expect(text).toContain('Arrival time: 18:30');
    expect(text).toContain('Men and women in each room (room 2): ');
    expect(text).toContain('Allergies: Buckwheat <soba>');
    expect(text).toContain('Passport photo (guests from abroad): passport-scan.png');

    // the hotel: where it is, how to call it, when the rooms are the guest's; and no change the guest cannot make
    expect(text).toContain(
      'Yado Kyoto Demo\n  Address: 1 Demo-cho, Higashiyama-ku, Kyoto\n  Phone: +81-75-000-0000\n  Check-in from: 3:00 PM\n  Check-out by: 11:00 AM',
    );
    expect(text).toContain('View or cancel your reservation:');
    expect(text.toLowerCase()).not.toContain('change');

    // the HTML part has the same lines, escaped
    expect(mail.body_html).toContain(
      `<th scope="row" style="text-align:start;padding:2px 16px 2px 0;font-weight:normal;vertical-align:top">Kaiseki dinner (${formatNight('2027-01-13', 'en')}) × 2</th>`,
    );
    expect(mail.body_html).toContain('Buckwheat &lt;soba&gt;');
    expect(mail.body_html).not.toContain('<soba>');
    for (const amount of [24000, 3000, -discount.total, r.total_room_price, r.total_price, r.tax]) expect(mail.body_html).toContain(`>${money(amount)}</td>`);
  });

  it('writes the lines in the guest’s language, and the cancellation notice repeats the price lines with the fee', async () => {
    const r = await bookEverything('ja', '2027-01-19', '2027-01-21', '2027-01-20');
    const money = (amount: number) => formatMoney(amount, 'JPY', 'ja');
    const mail = await mailOf(r.reservation_number, 'reservation_confirmation');
    expect(mail.body_text).toContain(`京懐石の夕食（${formatNight('2027-01-20', 'ja')}）× 2: ${money(24000)}`);
    expect(mail.body_text).toContain(`冬の10%割引（最初の2泊）（WINTER10）`);
    expect(mail.body_text).toContain(`合計（税込）: ${money(r.total_price)}`);
    expect(mail.body_text).toContain('チェックイン予定時刻: 18:30');
    expect(mail.body_text).toContain('京都府京都市東山区デモ町1');
    expect(mail.body_text).toContain('+81-75-000-0000');
    expect(mail.body_text).toContain('15:00');
    expect(mail.body_text).toContain('11:00');
    expect(mail.body_text).not.toContain('変更');

    const path = `/hotels/demo-kyoto/reservations/${r.reservation_number}?email=${encodeURIComponent(GUEST.email)}`;
    const looked = await server.call('GET', path);
    const cancelled = await server.call('PUT', path.replace('?', '/cancel?'), {
      body: { reason: 'other', cancellation_fee_displayed: looked.json.data.cancellation.fee },
    });
    expect(cancelled.status).toBe(200);
    const notice = await mailOf(r.reservation_number, 'reservation_cancellation');
    expect(notice.body_text).toContain(`京懐石の夕食（${formatNight('2027-01-20', 'ja')}）× 2: ${money(24000)}`);
    expect(notice.body_text).toContain(`${money(-r.coupon_discount_amount)}`);
    expect(notice.body_text).toContain(`合計（税込）: ${money(r.total_price)}`);
    expect(notice.body_text).not.toContain('チェックイン予定時刻');
  });
});
