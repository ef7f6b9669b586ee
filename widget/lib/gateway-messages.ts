import * as v from 'valibot';

/**
 * What the card gateway's framed pages (hosted fields, 3-D Secure) post to the widget
 * (gateway/README.md): a versioned envelope, one variant per message. Only the single-use token
 * and the card's brand and last digits ever come: never the card number.
 */
const envelope = { source: v.literal('yado-sandbox-gateway'), version: v.literal(1) };

/** A message from the gateway's frame. */
export const GatewayMessageSchema = v.variant('type', [
  v.object({ ...envelope, type: v.literal('ready') }),
  v.object({ ...envelope, type: v.literal('resize'), height: v.pipe(v.number(), v.minValue(0), v.maxValue(4000)) }),
  v.object({ ...envelope, type: v.literal('token'), token: v.string() }),
  v.object({ ...envelope, type: v.literal('card_error'), code: v.optional(v.nullable(v.string())) }),
  v.object({ ...envelope, type: v.literal('challenge_complete'), payment_id: v.string() }),
]);
/** A message of the gateway's. */
export type GatewayMessage = v.InferOutput<typeof GatewayMessageSchema>;

/** What the widget asks of the hosted fields: submit the card typed (the widget's own Pay button). */
export const SUBMIT_MESSAGE = { source: 'yado', type: 'submit' } as const;

/**
 * Reads a message event as the gateway's, or null: from the frame we made (`event.source`),
 * then from the gateway's origin, then of the envelope and schema, in that order (STYLE.md).
 */
export function readGatewayMessage(event: MessageEvent, frame: Window | null | undefined, gatewayOrigin: string): GatewayMessage | null {
  if (!frame || event.source !== frame) return null;
  if (event.origin !== gatewayOrigin) return null;
  const parsed = v.safeParse(GatewayMessageSchema, event.data);
  return parsed.success ? parsed.output : null;
}
