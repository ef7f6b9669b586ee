import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import type { Db } from './client.ts';
import { listDayUsePlanIds } from './repositories/day-use-repository.ts';
import { findBrand, findHotelByCode, listKidsTiers, type HotelRow, type KidsTierRow } from './repositories/hotels-repository.ts';
import { activeCompanions, type ActiveCompanion, type ProgramTier } from '../domain/member-programmes.ts';
import { listCompanionTiers } from './repositories/programs-repository.ts';
import { listPolicies, type PolicyRow } from './repositories/policies-repository.ts';
import { findPaymentPromotion, type PaymentPromotionRow } from './repositories/promotions-repository.ts';
import { listRoomPlans, type RoomPlanRow } from './repositories/rooms-repository.ts';
import { StayCache } from './stay-cache.ts';

/**
 * A hotel's configuration: what its hotel, brand, kids tiers, companions, room plans, cancellation
 * policies and payment promotion rows say. Shared by every request while it is current, so it is frozen: nothing may
 * change it in place.
 */
export type HotelConfig = Readonly<{
  hotel: HotelRow;
  brand: Awaited<ReturnType<typeof findBrand>>;
  tiers: readonly KidsTierRow[];
  /** The companions of a guest who is not signed in. */
  companions: readonly ActiveCompanion[];
  /** Every active companion tier of the brand's programmes: a member's programme adds its own (activeCompanions). */
  companionTiers: readonly ProgramTier[];
  roomPlans: readonly RoomPlanRow[];
  dayUsePlanIds: ReadonlySet<string>;
  paymentPromotion: PaymentPromotionRow | undefined;
  policies: readonly PolicyRow[];
}>;

/** Hotels kept at most; the ones read longest ago go first. */
const MAX_HOTELS = 1_000;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** A set that refuses to change (Object.freeze does not stop Set.add). */
function frozenSet(values: Set<string>): ReadonlySet<string> {
  const refuse = () => {
    throw new TypeError('A cached configuration set cannot change');
  };
  return Object.freeze(Object.assign(values, { add: refuse, delete: refuse, clear: refuse }));
}

async function loadHotelConfig(db: Db, code: string): Promise<HotelConfig | null> {
  const hotel = await findHotelByCode(db, code);
  if (!hotel) return null;
  const [brand, tiers, companionTiers, roomPlans, dayUsePlanIds, paymentPromotion, policies] = await Promise.all([
    findBrand(db, hotel.brand_id),
    listKidsTiers(db, hotel.id),
    listCompanionTiers(db, hotel.brand_id),
    listRoomPlans(db, hotel.id),
    listDayUsePlanIds(db, hotel.id),
    findPaymentPromotion(db, hotel.id),
    listPolicies(db, hotel.id),
  ]);
  const companions = activeCompanions(companionTiers, null);
  return deepFreeze({ hotel, brand, tiers, companions, companionTiers, roomPlans, paymentPromotion, policies, dayUsePlanIds: frozenSet(dayUsePlanIds) });
}

/** The configuration version (migration 019): every change of a configuration table bumps it. */
export async function configVersion(db: Db): Promise<number> {
  const { rows } = await sql<{ version: number }>`SELECT version FROM config_version`.execute(db);
  return Number(rows[0]!.version);
}

/**
 * The configuration version and the stay version (migration 024) of the hotel with this code, in
 * one statement: what a room search reads before it may use its copies.
 */
async function readVersions(db: Db, code: string): Promise<{ config: number; stay: number }> {
  const { rows } = await sql<{ config: string; stay: string }>`SELECT (SELECT version FROM config_version) AS config,
    coalesce((SELECT v.version FROM stay_versions v JOIN hotels h ON h.id = v.hotel_id WHERE h.code = ${code}), 0) AS stay`.execute(db);
  return { config: Number(rows[0]!.config), stay: Number(rows[0]!.stay) };
}

/** The channel the configuration version's trigger notifies (migration 019). */
const CHANGED = 'config_changed';
/** The channel the stay version's triggers notify, with the hotel's id (migration 024). */
const STAY_CHANGED = 'stay_changed';

/**
 * Hotels' configuration kept in the process, read again when it changes. On PostgreSQL each read
 * first reads the configuration version (one row, migration 019) and drops every copy when it
 * moved, so an answer never uses configuration older than the last change committed before its
 * request, made by this process, another one or by hand. A copy is filed under the version read
 * before it was loaded: if a change lands while it loads, the next read sees a newer version and
 * loads again. On PGlite only this process can reach the database, and the version's trigger
 * notifies it before the committing statement returns: it counts notifications instead of
 * reading the row, which costs PGlite, a database in the server's own thread, most. It also
 * holds the stays room searches read (`stays`, stay-cache.ts), checked the same way against each
 * hotel's stay version (migration 024): hotelAndStay() reads both versions in one statement.
 */
export class ConfigCache {
  readonly #db: Db;
  #version = -1;
  /** Changes notified (PGlite), or null where the version row is read (PostgreSQL). */
  #notified: number | null = null;
  /** Stay changes notified per hotel id (PGlite), or null where the version rows are read (PostgreSQL). */
  #stayNotified: Map<string, number> | null = null;
  readonly #hotels = new Map<string, Promise<HotelConfig | null>>();
  /** Loads from the database, for tests that count them. */
  loads = 0;

  /** Hotels' stay rows kept in the process under their stay version (stay-cache.ts). */
  readonly stays: StayCache;

  constructor(db: Db) {
    this.#db = db;
    this.stays = new StayCache(db);
  }

  /** A cache of an embedded database, told of every change by its notification. */
  static async listening(db: Db, pglite: PGlite): Promise<ConfigCache> {
    const cache = new ConfigCache(db);
    await pglite.listen(CHANGED, () => {
      cache.#notified! += 1;
    });
    await pglite.listen(STAY_CHANGED, (hotelId) => {
      cache.#stayNotified!.set(hotelId, (cache.#stayNotified!.get(hotelId) ?? 0) + 1);
    });
    cache.#notified = 0;
    cache.#stayNotified = new Map();
    return cache;
  }

  /** The configuration of the hotel with this code, current as of this call, or null when there is none. */
  async hotel(code: string): Promise<HotelConfig | null> {
    return this.#at(this.#notified ?? (await configVersion(this.#db)), code);
  }

  /**
   * The hotel's configuration as hotel() gives it, and the version of its stay rows as of this
   * call, for stays.read(): on PostgreSQL both versions in one statement.
   */
  async hotelAndStay(code: string): Promise<{ config: HotelConfig | null; stayVersion: number }> {
    if (this.#notified === null) {
      const versions = await readVersions(this.#db, code);
      return { config: await this.#at(versions.config, code), stayVersion: versions.stay };
    }
    const config = await this.#at(this.#notified, code);
    return { config, stayVersion: config ? (this.#stayNotified!.get(config.hotel.id) ?? 0) : 0 };
  }

  #at(version: number, code: string): Promise<HotelConfig | null> {
    if (version < this.#version) return this.#load(code); // a read that raced a newer one: do not file it
    if (version > this.#version) {
      this.#hotels.clear();
      this.#version = version;
    }
    let entry = this.#hotels.get(code);
    if (entry) {
      // the most recently read last, so the oldest goes first when there are too many
      this.#hotels.delete(code);
    } else {
      entry = this.#load(code);
      entry.catch(() => this.#hotels.get(code) === entry && this.#hotels.delete(code));
    }
    this.#hotels.set(code, entry);
    if (this.#hotels.size > MAX_HOTELS) this.#hotels.delete(this.#hotels.keys().next().value!);
    return entry;
  }

  #load(code: string): Promise<HotelConfig | null> {
    this.loads += 1;
    return loadHotelConfig(this.#db, code);
  }
}
