import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startSandboxGateway } from './start-sandbox.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function answering(url: string): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetch(url);
    } catch (error) {
      if (attempt > 150) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('the sandbox gateway started beside the server', () => {
  it('runs as its own process on 127.0.0.1 with the keys it was given, until stopped', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const stop = startSandboxGateway(
      { gateway: 'sandbox', url, secretKey: 'sk_started_beside', webhookSecret: 'whsec_started_beside', startSandbox: { port }, maintenance: [] },
      'http://localhost:8080/api/v1/payments/webhooks',
    );
    try {
      expect((await answering(`${url}/`)).status).toBe(200);
      expect((await fetch(`${url}/v1/payments/pay_x`, { headers: { authorization: 'Bearer sk_wrong' } })).status).toBe(401);
      expect((await fetch(`${url}/v1/payments/pay_x`, { headers: { authorization: 'Bearer sk_started_beside' } })).status).toBe(404);
    } finally {
      stop();
    }
    await expect
      .poll(
        () =>
          fetch(`${url}/`).then(
            () => 'up',
            () => 'down',
          ),
        { timeout: 10_000 },
      )
      .toBe('down');
  }, 30_000);
});
