import type { Db } from './client.ts';
import { readStay, type StayRows } from './repositories/rooms-repository.ts';

/** What readStay reads: the plans' ids and the stay. */
export type StayIds = Parameters<typeof readStay>[1];
export type StayDates = Parameters<typeof readStay>[2];

/** Stays kept at most, and rows in all of them (a 28-night stay of 100 room types is about 6,000). */
const MAX_STAYS = 5_000;
const MAX_ROWS = 300_000;

type Entry = { version: number; rows: Promise<StayRows>; size: number };

function freeze(rows: StayRows): StayRows {
  for (const list of Object.values(rows)) {
    for (const row of list) Object.freeze(row);
    Object.freeze(list);
  }
  return Object.freeze(rows);
}

const sizeOf = (rows: StayRows) => rows.rates.length + rows.availability.length + rows.planStock.length + rows.restrictions.length;

/**
 * Stays read with readStay (rates, rooms left, plan stock, stay restrictions), kept in the process
 * under their hotel's stay version (migration 024). Every change to those rows bumps the version
 * in the transaction that makes it, so a stay filed under the version a request read before it
 * is exactly what the database holds as of that read: a newer version drops it. A stay read is
 * filed under the version read before it, so it is never older than its version (a change that
 * lands in between is in it, and the next request, seeing the newer version, reads again).
 * Shared by every request while current, so frozen. The least recently used go first.
 */
export class StayCache {
  readonly #db: Db;
  readonly #stays = new Map<string, Entry>();
  #rows = 0;
  /** Reads from the database, for tests that count them. */
  reads = 0;

  constructor(db: Db) {
    this.#db = db;
  }

  /** The stay's rows of the hotel whose stay version (as of the caller's read) is `version`. */
  read(hotelId: string, version: number, ids: StayIds, stay: StayDates): Promise<StayRows> {
    const adults = [...new Set(stay.adults)].sort((a, b) => a - b);
    const key = [
      hotelId,
      ids.roomPlanIds.join(),
      ids.roomTypeIds.join(),
      ids.hotelPlanIds.join(),
      stay.checkin,
      stay.until,
      stay.lastNight,
      adults.join(),
    ].join('|');
    const entry = this.#stays.get(key);
    if (entry && entry.version > version) return this.#read(ids, stay); // a read that raced a newer one: do not file it
    if (entry) this.#drop(key, entry);
    if (entry?.version === version) {
      this.#file(key, entry);
      return entry.rows;
    }
    const rows = this.#read(ids, stay).then(freeze);
    const filed: Entry = { version, rows, size: 0 };
    this.#file(key, filed);
    rows.then(
      (read) => {
        if (this.#stays.get(key) !== filed) return;
        filed.size = sizeOf(read);
        this.#rows += filed.size;
        this.#trim();
      },
      () => this.#stays.get(key) === filed && this.#drop(key, filed),
    );
    return rows;
  }

  /** Stays kept now, for tests. */
  get size(): number {
    return this.#stays.size;
  }

  #read(ids: StayIds, stay: StayDates): Promise<StayRows> {
    this.reads += 1;
    return readStay(this.#db, ids, stay);
  }

  #file(key: string, entry: Entry): void {
    this.#stays.set(key, entry);
    this.#rows += entry.size;
    this.#trim();
  }

  #drop(key: string, entry: Entry): void {
    this.#stays.delete(key);
    this.#rows -= entry.size;
  }

  #trim(): void {
    while (this.#stays.size > MAX_STAYS || (this.#rows > MAX_ROWS && this.#stays.size > 1)) {
      const [key, entry] = this.#stays.entries().next().value!;
      this.#drop(key, entry);
    }
  }
}
