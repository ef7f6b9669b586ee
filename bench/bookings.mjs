// Bookings through the real HTTP API, as the widget books (a client session per guest, an
// idempotency key per booking): 200 guests racing for the last rooms of a night, and spread
// bookings (each its own night, no two on one inventory row) at several client counts. On
// PostgreSQL each figure has a floor measured in the same run: a bare transaction that locks
// one inventory row and commits, through a pool of the server's size.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { count, ms, times } from './stats.mjs';

const HOTEL = 'demo-kyoto';
/** The server's pool size (server/db/client.ts): the floor goes through one as large. */
const POOL_SIZE = 10;
const RACERS = 200;
const LAST_ROOMS = 3;
/** Rooms of each demo-kyoto room type a night (server/db/seed-data.ts): spread bookings cycle through them. */
const ROOMS = { 'std-twin': 12, 'dlx-double': 8, washitsu: 5, 'garden-suite': 2 };
const SLOTS = Object.entries(ROOMS).flatMap(([type, rooms]) => Array.from({ length: rooms }, () => type));

const pad = (name) => `  ${`${name}:`.padEnd(30)}`;

function kyotoDate(days) {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Tokyo' });
}

/**
 * Days ahead a one-night stay may begin on: the demo asks two nights of Saturday arrivals and
 * takes none on New Year's Eve or Day (server/db/seed-restrictions.ts).
 */
function oneNightDays(from, to) {
  const days = [];
  for (let day = from; day < to; day += 1) {
    const date = kyotoDate(day);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() !== 6 && !/-(12-31|01-01)$/.test(date)) days.push(day);
  }
  return days;
}

/** The racers' night; spread bookings take the nights after it, each night once a round. */
const [RACE_DAY, ...SPREAD_DAYS] = oneNightDays(20, 330);

function request(agent, method, url, headers, body) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const sent = http.request(url, { method, agent, headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, json: text ? JSON.parse(text) : null }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** Client sessions, opened a few at a time as guests arrive (not timed). */
async function clientSessions(agent, base, n) {
  const sessions = [];
  while (sessions.length < n)
    sessions.push(...(await Promise.all(Array.from({ length: Math.min(20, n - sessions.length) }, () => clientSession(agent, base)))));
  return sessions;
}

async function clientSession(agent, base) {
  const { status, json } = await request(agent, 'POST', `${base}/identity/v1/client_sessions`, {}, { key: HOTEL });
  if (status >= 300) throw new Error(`POST /identity/v1/client_sessions answered ${status}`);
  return json.data.client_session;
}

/** A guest's family name: letters only, as the guest rules ask. */
function familyName(guest) {
  let name = '';
  for (let n = Number.isInteger(guest) ? guest : 0; name === '' || n > 0; n = Math.floor(n / 26)) name = String.fromCharCode(97 + (n % 26)) + name;
  return `Guest${name}`;
}

function bookingBody(roomType, day, guest) {
  const email = `guest${guest}@bench.example`;
  return {
    checkin_date: kyotoDate(day),
    checkout_date: kyotoDate(day + 1),
    rooms: [{ room_type_code: roomType, room_plan_code: `${roomType}--room-only`, adults: 2, kids_tiers: [] }],
    guest: { first_name: 'Bench', last_name: familyName(guest), email, email_confirmation: email, phone: '+819012345678' },
    payment_type: 'on_site',
    extras: [],
    answers: [],
    locale: 'en',
  };
}

function book(agent, base, session, body) {
  const headers = { 'x-client-session': session, 'idempotency-key': randomUUID() };
  return request(agent, 'POST', `${base}/api/v1/hotels/${HOTEL}/reservations`, headers, body);
}

async function roomsLeft(agent, base, session, roomType, day) {
  const rooms = encodeURIComponent(JSON.stringify([{ adults: 2, kids_tiers: [] }]));
  const url = `${base}/api/v1/hotels/${HOTEL}/rooms?checkin_date=${kyotoDate(day)}&checkout_date=${kyotoDate(day + 1)}&rooms=${rooms}`;
  const { status, json } = await request(agent, 'GET', url, { 'x-client-session': session });
  if (status !== 200) throw new Error(`the room search answered ${status}`);
  return json.data.room_types.find((type) => type.room_type_code === roomType)?.rooms_left ?? 0;
}

/** Sells a night's Japanese-style rooms down to the last LAST_ROOMS, then 200 guests race for them at once. */
async function race(base) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: RACERS });
  const sessions = await clientSessions(agent, base, RACERS);
  const type = 'washitsu';
  for (let left = await roomsLeft(agent, base, sessions[0], type, RACE_DAY); left > LAST_ROOMS; left -= 1) {
    const { status } = await book(agent, base, sessions[0], bookingBody(type, RACE_DAY, 'before'));
    if (status !== 201) throw new Error(`a booking before the race answered ${status}`);
  }
  const left = await roomsLeft(agent, base, sessions[0], type, RACE_DAY);
  const start = performance.now();
  const answers = await Promise.all(sessions.map((session, i) => book(agent, base, session, bookingBody(type, RACE_DAY, i))));
  const wallMs = performance.now() - start;
  const after = await roomsLeft(agent, base, sessions[0], type, RACE_DAY);
  agent.destroy();
  const sold = answers.filter((a) => a.status === 201).length;
  const full = answers.filter((a) => a.status === 409 && a.json?.errors?.[0]?.code === '1105').length;
  return { wallMs, left, sold, full, other: RACERS - sold - full, after };
}

/** `clients` guests booking one after another for `durationMs`, each booking its own (room type, night). */
export async function spread(base, clients, durationMs, next) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const sessions = await clientSessions(agent, base, clients);
  let committed = 0;
  let failed = 0;
  let firstFailure;
  const start = performance.now();
  await Promise.all(
    sessions.map(async (session) => {
      while (performance.now() - start < durationMs) {
        const i = next();
        const type = SLOTS[Math.floor(i / SPREAD_DAYS.length) % SLOTS.length];
        const { status, json } = await book(agent, base, session, bookingBody(type, SPREAD_DAYS[i % SPREAD_DAYS.length], i));
        if (status === 201) committed += 1;
        else {
          failed += 1;
          firstFailure ??= `${status} ${JSON.stringify(json?.errors?.[0] ?? json).slice(0, 300)}`;
        }
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  return { perSecond: committed / seconds, failed, firstFailure };
}

/** The floor: transactions that lock one inventory row (SELECT ... FOR UPDATE) and commit, through a pool of the server's size. */
function lockingFloor(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  const lockOne = async (row) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT sold FROM room_inventory WHERE room_type_id = $1 AND stay_date = $2 FOR UPDATE', [row.room_type_id, row.stay_date]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  };
  let rows;
  const inventory = async () => {
    rows ??= (await pool.query('SELECT room_type_id, stay_date FROM room_inventory ORDER BY stay_date DESC, room_type_id LIMIT 2000')).rows;
    return rows;
  };
  return {
    /** 200 transactions at once, all locking the same row: the wall time. */
    async race() {
      const [row] = await inventory();
      const start = performance.now();
      await Promise.all(Array.from({ length: RACERS }, () => lockOne(row)));
      return performance.now() - start;
    },
    /** `clients` loops of transactions, each locking a row no other one in flight locks: commits per second. */
    async spread(clients, durationMs) {
      const all = await inventory();
      let next = 0;
      let committed = 0;
      const start = performance.now();
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (performance.now() - start < durationMs) {
            await lockOne(all[next++ % all.length]);
            committed += 1;
          }
        }),
      );
      return committed / ((performance.now() - start) / 1000);
    },
    close: () => pool.end(),
  };
}

/**
 * Prints the booking figures of the server at `base`; `databaseUrl` (PostgreSQL only) is its
 * database, for the floor. Books rooms: run it after the figures that need free inventory.
 */
export async function measureBookings(base, { databaseUrl, quick }) {
  const floor = databaseUrl ? lockingFloor(databaseUrl) : null;
  const durationMs = quick ? 1_500 : 5_000;
  const clientCounts = quick ? [1, 10] : [1, 10, 50];
  try {
    console.log(
      `\nBookings through the API (${floor ? 'floor: a transaction locking one row, through a pool of 10' : 'no floor: PGlite runs inside the server'})`,
    );
    const raced = await race(base);
    const raceFloor = floor ? await floor.race() : null;
    const check = raced.sold === raced.left && raced.after === 0 && raced.other === 0 ? 'exactly the rooms left' : 'WRONG';
    console.log(
      `${pad(`${RACERS} racing for the last ${raced.left}`)}${ms(raced.wallMs)} wall${raceFloor ? ` (floor ${ms(raceFloor)}, ${times(raced.wallMs, raceFloor)})` : ''}; ` +
        `${raced.sold} sold (${check}), ${raced.full} answered 1105 room full, ${raced.other} otherwise, ${raced.after} left after`,
    );
    let booked = 0;
    for (const clients of clientCounts) {
      const result = await spread(base, clients, durationMs, () => booked++);
      const floorRate = floor ? await floor.spread(clients, durationMs) : null;
      const against = floorRate ? ` (floor ${count(floorRate)}/s, ${times(result.perSecond, floorRate)})` : '';
      const failed = result.failed > 0 ? `, ${count(result.failed)} failed (first: ${result.firstFailure})` : '';
      console.log(`${pad(`spread, ${clients} client${clients > 1 ? 's' : ''}`)}${count(result.perSecond)} commits/s${against}${failed}`);
    }
  } finally {
    await floor?.close();
  }
}
