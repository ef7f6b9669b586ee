import { createHmac } from 'node:crypto';
import { newId } from './payments.ts';

/** The header that carries a webhook's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'sandbox-signature';

/** Signs a webhook body at an instant (unix seconds) with the webhook secret. */
export function signatureOf(secret: string, body: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** Event types the sandbox sends. */
export type EventType =
  | 'payment.requires_action'
  | 'payment.authorized'
  | 'payment.verified'
  | 'payment.captured'
  | 'payment.failed'
  | 'payment.canceled'
  | 'payment.refunded'
  | 'payment_link.paid';

/** Waits before each new attempt of a delivery that failed (a real gateway retries for days). */
const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000];

/**
 * Sends signed events to the merchant's webhook URL, one POST each, and tries again (with the
 * same event id, signed afresh) while the merchant does not answer 2xx.
 */
export class WebhookSender {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    private readonly options: {
      url: string | null;
      secret: string;
      now: () => Date;
      fetch: typeof fetch;
      log: (line: string) => void;
    },
  ) {}

  /** Queues an event about an object; returns its id. */
  send(type: EventType, object: unknown): string {
    const id = newId('evt');
    const body = JSON.stringify({ id, type, created: Math.floor(this.options.now().getTime() / 1000), data: { object } });
    this.attempt(id, body, 0);
    return id;
  }

  private attempt(id: string, body: string, tries: number): void {
    const { url, secret, now, log } = this.options;
    if (!url) return;
    const delivery = (async () => {
      let ok = false;
      try {
        const signature = signatureOf(secret, body, Math.floor(now().getTime() / 1000));
        const answer = await this.options.fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, body });
        await answer.body?.cancel();
        ok = answer.ok;
        if (!ok) log(`webhook ${id} answered ${answer.status}`);
      } catch (error) {
        log(`webhook ${id} not delivered: ${(error as Error).message}`);
      }
      const delay = RETRY_DELAYS_MS[tries];
      if (!ok && delay !== undefined) {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          this.attempt(id, body, tries + 1);
        }, delay);
        timer.unref();
        this.timers.add(timer);
      }
    })();
    this.inFlight.add(delivery);
    delivery.finally(() => this.inFlight.delete(delivery));
  }

  /** Resolves once every delivery under way has been answered (retries waiting on a timer excepted). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** Drops the retries still waiting. */
  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
