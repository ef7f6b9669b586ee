import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { type Bytes, chooseCoding, CODINGS, type Coding } from './content-coding.ts';
import { compressors as perRequest, THRESHOLD } from './compress-answers.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Made once and sent many times: the strongest settings, as the build's files have. */
const strongest: Record<Coding, (bytes: Bytes) => Promise<Bytes>> = {
  br: (bytes) => brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gzip: (bytes) => gzipped(bytes, { level: 9 }),
};

/**
 * A call's answer whose body is built once and sent to many requests (the settings call's, per
 * hotel configuration and language: routes/settings.ts), rather than serialised for each: its
 * JSON, and each compressed form the first time a client asks for it. Whoever keeps one must
 * drop it when what it was built from changes.
 */
export class PreparedAnswer<D> {
  /** The answer's `data`, as a handler would have returned it (checked against the call's schema in development). */
  readonly data: D;
  readonly json: Bytes;
  readonly #coded = new Map<Coding, Promise<Bytes>>();
  readonly #compressors: typeof strongest;

  /** `sentOften`: compressed at the strongest settings (the settings call's); else as an answer built per request is (a search's, sent a few times). */
  constructor(data: D, { sentOften = true }: { sentOften?: boolean } = {}) {
    this.data = data;
    this.json = new TextEncoder().encode(JSON.stringify({ data }));
    this.#compressors = sentOften ? strongest : perRequest;
  }

  /** The answer for this request: compressed in the coding it accepts when it is long enough (as compress-answers.ts would). */
  async send(c: Context, status: 200 | 201): Promise<Response> {
    const coding = this.json.length >= THRESHOLD ? chooseCoding(c.req.header('accept-encoding'), CODINGS) : undefined;
    if (!coding) return c.body(this.json, status, { 'Content-Type': 'application/json', 'Content-Length': String(this.json.length) });
    let coded = this.#coded.get(coding);
    if (!coded) {
      coded = this.#compressors[coding](this.json);
      this.#coded.set(coding, coded);
    }
    const body = await coded;
    // compress-answers.ts leaves an answer with a coding alone, so the Vary is said here
    return c.body(body, status, {
      'Content-Type': 'application/json',
      'Content-Encoding': coding,
      'Content-Length': String(body.length),
      Vary: 'Accept-Encoding',
    });
  }
}
