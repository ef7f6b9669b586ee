import { describe, expect, it } from 'vitest';
import { readGatewayMessage } from './gateway-messages.ts';

const GATEWAY = 'http://127.0.0.1:8090';
const frame = {} as Window;
const event = (data: unknown, more: { origin?: string; source?: unknown } = {}) =>
  ({ data, origin: more.origin ?? GATEWAY, source: 'source' in more ? more.source : frame }) as MessageEvent;

describe('messages from the gateway’s frame', () => {
  it('takes a token from the frame we made, on the gateway’s origin', () => {
    expect(
      readGatewayMessage(event({ source: 'yado-sandbox-gateway', version: 1, type: 'token', token: 'tok_1', card: { brand: 'visa' } }), frame, GATEWAY),
    ).toEqual({
      source: 'yado-sandbox-gateway',
      version: 1,
      type: 'token',
      token: 'tok_1',
    });
  });

  it('ignores another window, another origin, another envelope and an unknown type', () => {
    const token = { source: 'yado-sandbox-gateway', version: 1, type: 'token', token: 'tok_1' };
    expect(readGatewayMessage(event(token, { source: {} }), frame, GATEWAY)).toBeNull();
    expect(readGatewayMessage(event(token, { origin: 'http://localhost:8080' }), frame, GATEWAY)).toBeNull();
    expect(readGatewayMessage(event({ ...token, version: 2 }), frame, GATEWAY)).toBeNull();
    expect(readGatewayMessage(event({ ...token, type: 'card_number' }), frame, GATEWAY)).toBeNull();
    expect(readGatewayMessage(event(token), null, GATEWAY)).toBeNull();
  });
});
