import { randomUUID } from 'node:crypto';
import { signWebhookBody } from './webhook-signature';

export const ADMIN_API_VERSION = '2025-10';

export interface WebhookDelivery {
  webhookId: string;
  eventId: string;
  topic: string;
  shopDomain: string;
  uri: string;
  body: string;
  triggeredAt: string;
  attempts: number;
  /** HTTP status of the last attempt; null while none answered (refused, timed out). */
  lastStatus: number | null;
  lastError: string | null;
  state: 'pending' | 'delivered' | 'failed';
}

export interface DispatcherOptions {
  secret: () => string;
  /** Waits between attempts (Shopify retries for hours; the sandbox briefly). */
  retryDelaysMs?: number[];
  /** Shopify gives up on a delivery that takes longer than 5 s. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends webhooks the way Shopify does: POST of the JSON body with the signed headers, a 5 s
 * timeout, a 2xx counts as delivered, anything else is retried with the same webhook and event id
 * (so a receiver must deduplicate).
 */
export class WebhookDispatcher {
  readonly log: WebhookDelivery[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly options: DispatcherOptions) {}

  /** Queues a delivery and returns it at once; the delivery log shows how it went. */
  send(input: {
    topic: string;
    shopDomain: string;
    uri: string;
    payload: unknown;
  }): WebhookDelivery {
    const delivery: WebhookDelivery = {
      webhookId: randomUUID(),
      eventId: randomUUID(),
      topic: input.topic,
      shopDomain: input.shopDomain,
      uri: input.uri,
      body: JSON.stringify(input.payload),
      triggeredAt: new Date().toISOString(),
      attempts: 0,
      lastStatus: null,
      lastError: null,
      state: 'pending',
    };
    this.log.unshift(delivery);
    this.log.splice(200);
    this.track(this.deliverWithRetries(delivery));
    return delivery;
  }

  /** Sends a logged delivery again, unchanged (same ids): what a Shopify retry looks like. */
  redeliver(webhookId: string, times = 1): WebhookDelivery | null {
    const delivery = this.log.find((item) => item.webhookId === webhookId);
    if (!delivery) return null;
    for (let i = 0; i < times; i++) this.track(this.attempt(delivery).then(() => undefined));
    return delivery;
  }

  /** Resolves when every delivery under way has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  close(): void {
    this.closed = true;
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async deliverWithRetries(delivery: WebhookDelivery): Promise<void> {
    const delays = this.options.retryDelaysMs ?? [1000, 5000, 15000];
    for (let attempt = 0; attempt <= delays.length && !this.closed; attempt++) {
      if (attempt > 0) await sleep(delays[attempt - 1]!);
      if (await this.attempt(delivery)) return;
    }
    delivery.state = 'failed';
  }

  private async attempt(delivery: WebhookDelivery): Promise<boolean> {
    delivery.attempts += 1;
    const fetchImpl = this.options.fetchImpl ?? fetch;
    try {
      const response = await fetchImpl(delivery.uri, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': delivery.topic,
          'x-shopify-hmac-sha256': signWebhookBody(delivery.body, this.options.secret()),
          'x-shopify-shop-domain': delivery.shopDomain,
          'x-shopify-api-version': ADMIN_API_VERSION,
          'x-shopify-webhook-id': delivery.webhookId,
          'x-shopify-event-id': delivery.eventId,
          'x-shopify-triggered-at': delivery.triggeredAt,
        },
        body: delivery.body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      await response.arrayBuffer().catch(() => undefined);
      delivery.lastStatus = response.status;
      delivery.lastError = null;
      if (response.ok) {
        delivery.state = 'delivered';
        return true;
      }
    } catch (error) {
      delivery.lastStatus = null;
      delivery.lastError = error instanceof Error ? error.message : String(error);
    }
    return false;
  }
}
