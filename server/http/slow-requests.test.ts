import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { logSlowRequests } from './slow-requests.ts';

describe('slow requests', () => {
  it('logs a request slower than the threshold by its route, never its path or query', async () => {
    const lines: string[] = [];
    const app = new Hono();
    app.use(
      '*',
      logSlowRequests(20, (line) => lines.push(line)),
    );
    app.get('/hotels/:code/reservations/:number', async (c) => {
      if (c.req.query('slow')) await new Promise((resolve) => setTimeout(resolve, 40));
      return c.json({ ok: true });
    });
    await app.request('/hotels/demo-kyoto/reservations/YD7K2M9Q?email=guest@example.com');
    expect(lines).toEqual([]);
    const answer = await app.request('/hotels/demo-kyoto/reservations/YD7K2M9Q?email=guest@example.com&slow=1');
    expect(answer.status).toBe(200);
    // said while it waits, then when it answers
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^slow request: GET \/hotels\/:code\/reservations\/:number has no answer after 20 ms$/);
    expect(lines[1]).toMatch(/^slow request: GET \/hotels\/:code\/reservations\/:number answered 200 after \d+ ms$/);
    expect(lines.join('\n')).not.toContain('YD7K2M9Q');
    expect(lines.join('\n')).not.toContain('guest@example.com');
  });
});
