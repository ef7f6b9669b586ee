import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';

/** The content codings the server sends, best first: brotli is about 15% smaller than gzip on our JS. */
export const CODINGS = ['br', 'gzip'] as const;
export type Coding = (typeof CODINGS)[number];

/** Bytes a Response can carry (not a view of a SharedArrayBuffer). */
export type Bytes = Uint8Array<ArrayBuffer>;

/** One body in its identity form and whichever codings make it smaller. */
export type Variants = { identity: Bytes } & Partial<Record<Coding, Bytes>>;

/**
 * The coding to send for an Accept-Encoding header, among those available: the client's highest
 * q-value, ours on a tie; none (identity) when the header is absent or refuses them all (q=0).
 */
export function chooseCoding(header: string | undefined, available: readonly Coding[]): Coding | undefined {
  const accepts = parseAccept(header ?? '');
  const wildcard = accepts.find((accept) => accept.type === '*')?.q ?? 0;
  const qOf = (coding: Coding) => accepts.find((accept) => accept.type.toLowerCase() === coding)?.q ?? wildcard;
  let best: Coding | undefined;
  for (const coding of CODINGS) {
    if (available.includes(coding) && qOf(coding) > 0 && (!best || qOf(coding) > qOf(best))) best = coding;
  }
  return best;
}

/** The variants of bytes built once and kept (the loader per language): the strongest settings, as the build uses. */
export function compressedVariants(identity: Bytes): Variants {
  const variants: Variants = { identity };
  const br = brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } });
  const gzip = gzipSync(identity, { level: 9 });
  if (br.length < identity.length) variants.br = br;
  if (gzip.length < identity.length) variants.gzip = gzip;
  return variants;
}

const etags = new WeakMap<Uint8Array, string>();

/** A strong ETag from the bytes sent, so each coding of a body has its own. */
function etagOf(bytes: Uint8Array): string {
  let etag = etags.get(bytes);
  if (!etag) {
    etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    etags.set(bytes, etag);
  }
  return etag;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes are ignored. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Answers with the variant the request accepts: Content-Encoding, Content-Length of the bytes
 * sent, an ETag of them, Vary: Accept-Encoding whenever there is a choice, and 304 when the
 * client already holds these bytes.
 */
export function sendVariants(c: Context, variants: Variants, contentType: string): Response {
  const available = CODINGS.filter((coding) => variants[coding]);
  const coding = chooseCoding(c.req.header('accept-encoding'), available);
  const bytes = coding ? variants[coding]! : variants.identity;
  if (available.length > 0) c.header('Vary', 'Accept-Encoding', { append: true });
  c.header('ETag', etagOf(bytes));
  if (matches(c.req.header('if-none-match'), etagOf(bytes))) return c.body(null, 304);
  c.header('Content-Type', contentType);
  if (coding) c.header('Content-Encoding', coding);
  c.header('Content-Length', String(bytes.length));
  return c.body(bytes);
}
