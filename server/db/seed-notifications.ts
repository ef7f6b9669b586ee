import type { Db } from './client.ts';
import type { Names } from './schema.ts';
import { shiftDate, shiftMonths } from '../domain/dates.ts';
import './notifications-schema.ts';

type SeedNotice = {
  titles: Names;
  bodies: Names;
  start: string;
  end: string;
  plans?: string[];
  labels?: string[];
  severity?: 'info' | 'warning';
  sort?: number;
};

/** The hot spring's closed days as the notice writes them: "14–16 December", "12月14日〜16日" (the month again when it changes). */
function closedDays(first: string, last: string): { en: string; ja: string } {
  const [, m1, d1] = first.split('-').map(Number) as [number, number, number];
  const [, m2, d2] = last.split('-').map(Number) as [number, number, number];
  const month = (date: string) => new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  return m1 === m2
    ? { en: `${d1}–${d2} ${month(first)}`, ja: `${m1}月${d1}日〜${d2}日` }
    : { en: `${d1} ${month(first)} – ${d2} ${month(last)}`, ja: `${m1}月${d1}日〜${m2}月${d2}日` };
}

/**
 * Demo notices (spec 1 §3, facility and brand notifications): Kyoto's hot spring closed for
 * three nights two weeks after the demo's first day (shown to stays arriving in its first month,
 * so the demo and its tests meet it whatever the date), a notice about its early bird plan and one
 * for members only, one of the brand for the coming months, and one each for Seoul and Taipei.
 */
export async function seedNotifications(trx: Db, today: string): Promise<void> {
  const hotels = await trx.selectFrom('hotels').select(['id', 'code', 'brand_id']).where('code', 'in', ['demo-kyoto', 'demo-seoul', 'demo-taipei']).execute();
  const hotelId = (code: string) => hotels.find((h) => h.code === code)!.id;
  const brandId = hotels[0]!.brand_id;
  const soon = shiftMonths(today, 2);
  const closed = closedDays(shiftDate(today, 14), shiftDate(today, 16));
  const yearOn = shiftMonths(today, 12);

  const rows: Array<SeedNotice & { hotel?: string; brand?: boolean }> = [
    {
      hotel: 'demo-kyoto',
      start: today,
      end: shiftDate(today, 30),
      severity: 'warning',
      titles: { en: `The hot spring is closed ${closed.en}`, ja: `${closed.ja}は大浴場（温泉）を休業します` },
      bodies: {
        en: `<p>Our hot spring bath is closed for maintenance <strong>${closed.en}</strong>. Guests staying those nights may use the <a href="https://en.wikipedia.org/wiki/Sent%C5%8D">public bath</a> next door free of charge.</p>`,
        ja: `<p>設備点検のため、<strong>${closed.ja}</strong>は大浴場（温泉）を休業いたします。期間中にご宿泊のお客様は、隣接する<a href="https://ja.wikipedia.org/wiki/%E9%8A%AD%E6%B9%AF">銭湯</a>を無料でご利用いただけます。</p>`,
      },
    },
    {
      hotel: 'demo-kyoto',
      start: today,
      end: yearOn,
      plans: ['early-bird'],
      sort: 1,
      titles: { en: 'Early bird saver: dates cannot be changed', ja: '早割プラン：日程の変更はできません' },
      bodies: {
        en: '<p>Early bird saver bookings cannot be changed. To stay on other dates, book again; the first booking is charged in full.</p>',
        ja: '<p>早割プランのご予約は日程を変更できません。別の日程でのご宿泊は改めてご予約ください。最初のご予約は全額を申し受けます。</p>',
      },
    },
    {
      hotel: 'demo-kyoto',
      start: today,
      end: yearOn,
      labels: ['membership_rank_all'],
      sort: 2,
      titles: { en: 'Members: check out as late as 12:00', ja: '会員様：12時までのレイトチェックアウト' },
      bodies: {
        en: '<p>Members of every rank may check out at 12:00 at no charge.</p>',
        ja: '<p>すべてのランクの会員様は12時まで無料でご滞在いただけます。</p>',
      },
    },
    {
      brand: true,
      start: today,
      end: shiftMonths(today, 3),
      sort: 5,
      titles: { en: 'Winter timetable for our airport shuttles', ja: '空港シャトルバスの冬ダイヤ' },
      bodies: {
        en: '<p>From now until the end of winter our airport shuttles run every 40 minutes. <a href="https://www.example.com/">See the timetable</a>.</p>',
        ja: '<p>冬季は空港シャトルバスを40分間隔で運行します。<a href="https://www.example.com/">時刻表はこちら</a>。</p>',
      },
    },
    {
      hotel: 'demo-seoul',
      start: today,
      end: soon,
      titles: { en: 'Myeongdong station exit 6 is closed for works', ko: '명동역 6번 출구 공사로 폐쇄', ja: '明洞駅6番出口は工事のため閉鎖中です' },
      bodies: {
        en: '<p>Please use exit 8: the hotel is a 3-minute walk from it.</p>',
        ko: '<p>8번 출구를 이용해 주세요. 호텔까지 도보 3분입니다.</p>',
        ja: '<p>8番出口をご利用ください。ホテルまで徒歩3分です。</p>',
      },
    },
    {
      hotel: 'demo-taipei',
      start: today,
      end: soon,
      titles: { en: 'Breakfast is served on the 2nd floor during renovation', zh_Hant: '整修期間早餐改於二樓供應', ja: '改装期間中、朝食は2階でご用意します' },
      bodies: {
        en: '<p>Our restaurant is being renovated. Breakfast is served in the <strong>2nd floor lounge</strong>, 7:00–10:00.</p>',
        zh_Hant: '<p>餐廳整修期間，早餐改於<strong>二樓交誼廳</strong>供應，時間為 7:00–10:00。</p>',
        ja: '<p>レストラン改装のため、朝食は<strong>2階ラウンジ</strong>で7:00〜10:00にご用意します。</p>',
      },
    },
  ];

  await trx
    .insertInto('notifications')
    .values(
      rows.map((row) => ({
        hotel_id: row.hotel ? hotelId(row.hotel) : null,
        brand_id: row.brand ? brandId : null,
        titles: JSON.stringify(row.titles),
        bodies: JSON.stringify(row.bodies),
        display_start_date: row.start,
        display_end_date: row.end,
        hotel_plan_codes: row.plans ?? [],
        labels: row.labels ?? ['all_users'],
        severity: row.severity ?? 'info',
        sort: row.sort ?? 0,
      })),
    )
    .execute();
}
