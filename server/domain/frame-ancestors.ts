/** Pages on the webmaster's own machine, any port: in demo mode anyone may try the tag there. */
const LOOPBACK = ['http://localhost:*', 'http://127.0.0.1:*'];

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
 * The pages that may frame a hotel's widget (CSP frame-ancestors sources): the brand's registered
 * site origins (hotel_brands.site_origins) and the hotel's own page (hotels.url, where confirmation
 * e-mails send the guest back to the widget); in demo mode also any loopback page. None for no hotel.
 */
export function framingSources(sites: { url: string; site_origins: string[] } | undefined, options: { publicUrl: string; demo: boolean }): string[] {
  if (!sites) return [];
  const own = pageOrigin(sites.url, options.publicUrl);
  return [...new Set([...sites.site_origins, ...(own ? [own] : []), ...(options.demo ? LOOPBACK : [])])];
}
