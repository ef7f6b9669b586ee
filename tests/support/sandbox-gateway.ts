import { createGatewayApp } from '../../gateway/app.ts';
import { typeCard } from '../../gateway/test-support.ts';
import { createSandboxGateway } from '../../server/payments/sandbox.ts';
import { confirmPayment } from '../../server/use-cases/payments.ts';
import type { TestServer } from './test-server.ts';

/** The gateway's URL in API tests (never listened on: requests go in-process). */
export const GATEWAY_URL = 'http://127.0.0.1:8090';
/** The key the test gateway signs its webhooks with. */
export const WEBHOOK_SECRET = 'whsec_api_test';
/** Our webhook route. */
export const WEBHOOK_PATH = '/api/v1/payments/webhooks';

/**
 * A sandbox gateway in-process, wired to a test server both ways: the server's adapter calls the
 * gateway's app, the gateway's webhooks go to the server's app. `lose` drops the next answer the
 * adapter would get (the gateway did the work) or every webhook (the gateway cannot reach us).
 */
export function wireSandboxGateway(server: TestServer) {
  const sent: Array<{ body: string; signature: string }> = [];
  const answers: unknown[] = [];
  const lose = { nextAnswer: false, webhooks: false };
  const gateway = createGatewayApp({
    publicUrl: GATEWAY_URL,
    secretKey: 'sk_api_test',
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `http://localhost:8080${WEBHOOK_PATH}`,
    now: () => server.clock.now,
    log: () => {},
    fetch: (async (url: string, init: RequestInit) => {
      sent.push({ body: String(init.body), signature: (init.headers as Record<string, string>)['sandbox-signature']! });
      if (lose.webhooks) return new Response('', { status: 503 });
      const answer = await server.app.request(url, init);
      answers.push(await answer.clone().json());
      return answer;
    }) as typeof fetch,
  });
  // deliveries under way end, and retries are dropped, before the database closes (kysely's PGlite
  // driver leaves a transaction begun on a closing database rejecting unhandled)
  server.beforeClose(async () => {
    await gateway.webhooks.idle();
    gateway.webhooks.stop();
  });
  server.deps.payments = createSandboxGateway({
    baseUrl: GATEWAY_URL,
    secretKey: 'sk_api_test',
    webhookSecret: WEBHOOK_SECRET,
    fetch: async (url, init) => {
      const answer = await gateway.app.request(url, init);
      if (lose.nextAnswer) {
        lose.nextAnswer = false;
        throw new TypeError('fetch failed');
      }
      return answer;
    },
  });

  /** Types the card in the hosted fields and confirms the transaction with its token, as the checkout will. */
  async function payWith(transaction: { id: string; gateway_payment_id: string }, number: string) {
    const { json } = await typeCard(gateway.app, GATEWAY_URL, transaction.gateway_payment_id, number);
    const confirmed = await confirmPayment(server.deps, { transactionId: transaction.id, token: json.token!, idempotencyKey: `confirm-${transaction.id}` });
    if (!confirmed.ok) throw new Error(confirmed.error.code);
    await gateway.webhooks.idle();
    return confirmed;
  }

  return { gateway, sent, answers, lose, payWith };
}
