import { storedHotelKey } from '../../shared/stored-keys.ts';

/**
 * Storage of the iframe's own origin (DESIGN.md: never cookies). Browsers may block storage
 * in a third-party iframe; then values live in memory for the page's life instead of failing.
 */

type Area = 'local' | 'session';

const memory: Record<Area, Map<string, string>> = { local: new Map(), session: new Map() };

/**
 * Each area as the page first found it. Reading `localStorage` in a third-party frame whose
 * storage is blocked throws after asking the browser process (a synchronous round trip, each
 * time): asked once, the answer holds for the page's life.
 */
const areas: Partial<Record<Area, Storage | null>> = {};

function area(kind: Area): Storage | null {
  if (kind in areas) return areas[kind]!;
  let storage: Storage | null;
  try {
    storage = (kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? null;
  } catch {
    storage = null;
  }
  areas[kind] = storage;
  return storage;
}

/** Reads a JSON value written by `writeStored`; null when absent, expired or corrupt. */
export function readStored<T>(kind: Area, key: string): T | null {
  let raw: string | null | undefined;
  try {
    raw = area(kind)?.getItem(key);
  } catch {
    raw = undefined;
  }
  if (raw === undefined || raw === null) raw = memory[kind].get(key) ?? null;
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as { value: T; expires: number | null };
    if (entry.expires !== null && entry.expires <= Date.now()) {
      removeStored(kind, key);
      return null;
    }
    return entry.value;
  } catch {
    // spec 1 §5: reading stored parameters falls back to empty on a parse error
    removeStored(kind, key);
    return null;
  }
}

/** Writes a JSON value, optionally expiring after `ttlMs` (or at `expiresAt`, epoch ms). */
export function writeStored(kind: Area, key: string, value: unknown, options: { ttlMs?: number; expiresAt?: number } = {}): void {
  const expires = options.expiresAt ?? (options.ttlMs === undefined ? null : Date.now() + options.ttlMs);
  const raw = JSON.stringify({ value, expires });
  try {
    const storage = area(kind);
    if (storage) {
      storage.setItem(key, raw);
      return;
    }
  } catch {
    // quota or blocked: keep it in memory
  }
  memory[kind].set(key, raw);
}

/** Removes a stored value. */
export function removeStored(kind: Area, key: string): void {
  memory[kind].delete(key);
  try {
    area(kind)?.removeItem(key);
  } catch {
    // blocked storage holds nothing to remove
  }
}

/** The key of a value stored for one hotel (spec 2 §9.6: keys are prefixed per brand). */
export const hotelKey = storedHotelKey;

/** Whether an area keeps values beyond the page's life (false when the browser blocks it and values live in memory). */
export function storageKeeps(kind: Area): boolean {
  return area(kind) !== null;
}
