import { safeParse } from 'valibot';
import { HotelCodeSchema } from '../../shared/api/common.ts';
import { findFramingSites } from '../db/repositories/brands-repository.ts';
import type { AppDeps } from '../deps.ts';
import { framingSources } from '../domain/frame-ancestors.ts';

/** What may frame a widget page of no known hotel: nothing. */
const NOBODY = "'none'";

/** The CSP frame-ancestors of a hotel's widget page (domain/frame-ancestors.ts); `'none'` for no hotel. */
export function frameAncestorsOf(sites: { url: string; site_origins: string[] } | undefined, options: { publicUrl: string; demo: boolean }): string {
  return framingSources(sites, options).join(' ') || NOBODY;
}

/** frameAncestorsOf for the hotel code of a widget page's query (`code`, or the older `hotel_code`). */
export async function frameAncestorsFor(deps: AppDeps, code: string | undefined): Promise<string> {
  const known = code !== undefined && safeParse(HotelCodeSchema, code).success;
  return frameAncestorsOf(known ? await findFramingSites(deps.db, code) : undefined, deps);
}
