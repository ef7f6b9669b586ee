import type * as v from 'valibot';

/** A valibot schema of any shape. */
// biome-ignore lint/suspicious/noExplicitAny: the bound every schema meets; unknown would refuse schemas of narrower input
export type AnySchema = v.GenericSchema<any, any>;

/**
 * One call of the booking API or the identity service, declared once (STYLE.md). The server
 * mounts it and validates input with it, the widget's fetch wrapper builds the request and
 * parses the answer with it, and the OpenAPI document is generated from it.
 */
export type CallDeclaration = {
  /** A stable name, used as the OpenAPI operationId. */
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `api` calls live under `/api/v1`; `identity` calls under `/identity/v1`. */
  readonly service: 'api' | 'identity';
  /** Path under the service prefix, with `:name` parameters (Hono and wouter style). */
  readonly path: string;
  readonly summary: string;
  /** Whether the call needs the client-session header (spec 2 §7.1: every call but the identity call). */
  readonly session: boolean;
  /**
   * Whether the call acts for a signed-in member (shared/api/memberships.ts): `required` calls
   * send `Authorization: Bearer <access token>` and answer 401 without a valid one; `optional`
   * calls use it when sent. Left out: the call takes no member token.
   */
  readonly member?: 'required' | 'optional';
  readonly params?: AnySchema;
  readonly query?: AnySchema;
  readonly body?: AnySchema;
  /**
   * A successful answer that is a file, not JSON: its media type. The answer's body is the file's
   * bytes (with a Content-Disposition naming it), and `answer` describes what the server's
   * handler returns: `{ filename, bytes }`.
   */
  readonly produces?: 'application/pdf';
  /** Schema of a successful answer. */
  readonly answer: AnySchema;
  /** HTTP status of a successful answer. */
  readonly status: 200 | 201;
};

/** Declares a call; the identity function keeps the literal types for inference. */
export function defineCall<const T extends CallDeclaration>(call: T): T {
  return call;
}

/** The URL prefix of each service. */
export const SERVICE_PREFIX = { api: '/api/v1', identity: '/identity/v1' } as const;

/** Input types of a call, as the caller passes them (query values are strings). */
export type CallInput<C extends CallDeclaration> = (C['params'] extends AnySchema ? { params: v.InferInput<C['params']> } : { params?: undefined }) &
  (C['query'] extends AnySchema ? { query: v.InferInput<C['query']> } : { query?: undefined }) &
  (C['body'] extends AnySchema ? { body: v.InferInput<C['body']> } : { body?: undefined });

/** The parsed answer of a call. */
export type CallAnswer<C extends CallDeclaration> = v.InferOutput<C['answer']>;

/** Fills `:name` parameters of a path, encoding each value. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
