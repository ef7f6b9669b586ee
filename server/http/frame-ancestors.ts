import { safeParse } from 'valibot';
import { HotelCodeSchema } from '../../shared/api/common.ts';
import { findFramingSites } from '../db/repositories/brands-repository.ts';
import type { AppDeps } from '../deps.ts';

/** Pages on the webmaster's own machine, any port: in demo mode anyone may try the tag there. */
const LOOPBACK = ['http://localhost:*', 'http://127.0.0.1:*'];
/** What may frame a widget page of no known hotel: nothing. */
const NOBODY = "'none'";

/** The origin of an http(s) page URL, relative ones read against the public URL, as e-mailed links are. */
function pageOrigin(url: string, publicUrl: string): string | null {
  try {
    const parsed = new URL(url, publicUrl);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The CSP frame-ancestors sources of a hotel's widget page: the brand's registered site origins
 * (hotel_brands.site_origins) and the hotel's own page (hotels.url, where confirmation e-mails
 * send the guest back to the widget); in demo mode also any loopback page. `'none'` for no hotel.
 */
export function frameAncestorsOf(sites: { url: string; site_origins: string[] } | undefined, options: { publicUrl: string; demo: boolean }): string {
  if (!sites) return NOBODY;
  const own = pageOrigin(sites.url, options.publicUrl);
  const sources = new Set([...sites.site_origins, ...(own ? [own] : []), ...(options.demo ? LOOPBACK : [])]);
  return [...sources].join(' ') || NOBODY;
}

/** frameAncestorsOf for the hotel code of a widget page's query (`code`, or the older `hotel_code`). */
export async function frameAncestorsFor(deps: AppDeps, code: string | undefined): Promise<string> {
  const known = code !== undefined && safeParse(HotelCodeSchema, code).success;
  return frameAncestorsOf(known ? await findFramingSites(deps.db, code) : undefined, deps);
}
