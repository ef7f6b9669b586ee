import * as v from 'valibot';

// The error envelope's schemas, apart from the code catalogue (errors.ts): the widget's first
// screen reads codes without loading valibot, and checks an envelope only when an error arrives.

/** One reason inside an error: a machine-readable key and a readable sentence. */
export const ErrorDetailSchema = v.object({ code: v.string(), error: v.string() });

/** One error of the envelope. `details.base` holds general reasons; other keys name fields. */
export const ApiErrorSchema = v.object({
  title: v.string(),
  status: v.number(),
  code: v.string(),
  details: v.object({ base: v.array(ErrorDetailSchema) }),
  /** Facts the client needs to act on the error, e.g. the new total after a price change. */
  meta: v.optional(v.record(v.string(), v.unknown())),
});

/** The error envelope every failed answer has (DESIGN.md, Errors). */
export const ErrorEnvelopeSchema = v.object({ errors: v.pipe(v.array(ApiErrorSchema), v.minLength(1)) });
