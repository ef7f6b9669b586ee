import { describe, expect, it } from 'vitest';
import { envelope, HOST_TO_WIDGET, parseMessage, PROTOCOL_VERSION, WIDGET_TO_HOST } from './messages.ts';

describe('parseMessage', () => {
  it('accepts a well-formed message of each direction and drops fields it does not declare', () => {
    expect(parseMessage(WIDGET_TO_HOST, { yado: 1, type: 'resize', height: 812, extra: '<script>' })).toEqual({ type: 'resize', height: 812 });
    expect(parseMessage(WIDGET_TO_HOST, { yado: 1, type: 'ga4Event', name: 'view_item', params: { currency: 'JPY' } })).toEqual({
      type: 'ga4Event',
      name: 'view_item',
      params: { currency: 'JPY' },
    });
    expect(parseMessage(WIDGET_TO_HOST, { yado: 1, type: 'login', signedIn: false })).toEqual({ type: 'login', signedIn: false });
    expect(parseMessage(HOST_TO_WIDGET, { yado: 1, type: 'refresh-login-from-chatbot' })).toEqual({ type: 'refresh-login-from-chatbot' });
  });

  it('round-trips what envelope() wraps', () => {
    const wire = envelope({ type: 'resize', height: 300 });
    expect(wire.yado).toBe(PROTOCOL_VERSION);
    expect(parseMessage(WIDGET_TO_HOST, wire)).toEqual({ type: 'resize', height: 300 });
  });

  it('rejects a missing or wrong envelope version', () => {
    expect(parseMessage(WIDGET_TO_HOST, { type: 'close' })).toBeUndefined();
    expect(parseMessage(WIDGET_TO_HOST, { yado: 2, type: 'close' })).toBeUndefined();
    expect(parseMessage(WIDGET_TO_HOST, { yado: '1', type: 'close' })).toBeUndefined();
  });

  it('rejects unknown types, types of the other direction and inherited names', () => {
    expect(parseMessage(WIDGET_TO_HOST, { yado: 1, type: 'deleteEverything' })).toBeUndefined();
    expect(parseMessage(WIDGET_TO_HOST, { yado: 1, type: 'logout' })).toBeUndefined();
    expect(parseMessage(HOST_TO_WIDGET, { yado: 1, type: 'close' })).toBeUndefined();
    expect(parseMessage(WIDGET_TO_HOST, { yado: 1, type: 'toString' })).toBeUndefined();
    expect(parseMessage(WIDGET_TO_HOST, { yado: 1, type: '__proto__' })).toBeUndefined();
    expect(parseMessage(WIDGET_TO_HOST, { yado: 1, type: ['close'] })).toBeUndefined();
  });

  it('rejects fields of the wrong kind or missing', () => {
    expect(parseMessage(WIDGET_TO_HOST, { yado: 1, type: 'resize', height: '812' })).toBeUndefined();
    expect(parseMessage(WIDGET_TO_HOST, { yado: 1, type: 'resize' })).toBeUndefined();
    expect(parseMessage(WIDGET_TO_HOST, { yado: 1, type: 'login', signedIn: 'yes' })).toBeUndefined();
    expect(parseMessage(WIDGET_TO_HOST, { yado: 1, type: 'ga4Event', name: 'x', params: null })).toBeUndefined();
    expect(parseMessage(WIDGET_TO_HOST, { yado: 1, type: 'ga4Event', name: 'x', params: ['a'] })).toBeUndefined();
    expect(parseMessage(WIDGET_TO_HOST, { yado: 1, type: 'ga4Event', name: 'x', params: new Date() })).toBeUndefined();
    // a boxed value has the constructor of its kind but not its typeof (a boxed false is truthy)
    expect(parseMessage(WIDGET_TO_HOST, { yado: 1, type: 'login', signedIn: Object(false) })).toBeUndefined();
    expect(parseMessage(WIDGET_TO_HOST, { yado: 1, type: 'resize', height: Object(5) })).toBeUndefined();
    expect(parseMessage(WIDGET_TO_HOST, { yado: 1, type: 'ga4Event', name: 7, params: {} })).toBeUndefined();
  });

  it('rejects data that is not an object', () => {
    for (const data of [null, undefined, 'close', 1, true, ['close']]) expect(parseMessage(WIDGET_TO_HOST, data)).toBeUndefined();
  });
});
