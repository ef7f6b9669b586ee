import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { paymentNumberRewrite } from './payment-number-rewrite.ts';

const app = new Hono().get('/widget/*', paymentNumberRewrite, (c) => c.text('widget page'));

describe('the triplaPaymentNo rewrite', () => {
  it('sends a widget URL with triplaPaymentNo to that payment link’s page, keeping the query', async () => {
    const answer = await app.request('/widget/booking/result?triplaPaymentNo=PLABCDEFGHJKMNPQRS&locale=ja');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/widget/payments/PLABCDEFGHJKMNPQRS?triplaPaymentNo=PLABCDEFGHJKMNPQRS&locale=ja');
  });

  it('leaves the link’s own page, other queries and a value that is no number alone', async () => {
    expect(await (await app.request('/widget/payments/PLABCDEFGHJKMNPQRS?triplaPaymentNo=PLABCDEFGHJKMNPQRS')).text()).toBe('widget page');
    expect((await app.request('/widget/?code=demo-kyoto')).status).toBe(200);
    expect((await app.request('/widget/?triplaPaymentNo=..%2F..%2Fx')).status).toBe(200);
    expect((await app.request('/widget/?triplaPaymentNo=')).status).toBe(200);
  });
});
