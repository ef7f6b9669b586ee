import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { type Bytes, chooseCoding, CODINGS, type Coding } from './content-coding.ts';

/** Below about 1 kB the coding's own overhead and the CPU outweigh the bytes saved. */
export const THRESHOLD = 1024;
const TEXT = /^(application\/(json|problem\+json|javascript)|text\/(html|css|plain|javascript))\b/i;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** The codings' settings for answers built per request, or sent a few times (prepared-answer.ts). */
export const compressors: Record<Coding, (bytes: Bytes) => Promise<Bytes>> = {
  // quality 5 of 11: built per request, so speed over the last few percent
  br: (bytes) => brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gzip: (bytes) => gzipped(bytes, { level: 6 }),
};

/**
 * Compresses text answers built per request (API JSON, error envelopes included, and pages)
 * of at least 1 kB, in the coding the request accepts; every header the handler set is kept.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 206 || res.status === 304) return;
    // Headers only until the body must be read: asking the answer for its body, or c.header()
    // after it, makes the answer again as a stream, which costs more than the call itself.
    const headers = res.headers;
    if (headers.has('Content-Encoding') || !TEXT.test(headers.get('Content-Type') ?? '')) return;
    const length = headers.get('Content-Length');
    if (length !== null && Number(length) < THRESHOLD) return;
    const coding = chooseCoding(c.req.header('accept-encoding'), CODINGS);
    if (!coding && length !== null) {
      // sent as it is: no need to read it back
      headers.append('Vary', 'Accept-Encoding');
      return;
    }
    if (!res.body) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.length < THRESHOLD) {
      c.res = new Response(bytes, res);
      return;
    }
    const body = coding ? await compressors[coding](bytes) : bytes;
    c.res = new Response(body, res);
    c.header('Vary', 'Accept-Encoding', { append: true });
    if (coding) c.header('Content-Encoding', coding);
    if (coding) c.header('Content-Length', String(body.length));
  };
}
