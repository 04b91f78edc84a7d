import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RealtimeTicket } from '@omni/shared/contracts';
import { signUp } from '../../testing/accounts';
import { call, useTestApp } from '../../testing/test-app';

const t = useTestApp();
let base = '';

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

async function ticketFor(token: string, workplaceId: string) {
  return call<RealtimeTicket>(t.app, 'POST', '/api/realtime/tickets', { token, workplaceId });
}

/** Opens the stream and collects its text; `until` resolves once `text` contains `marker`. */
function openStream(ticket: string, headers: Record<string, string> = {}) {
  let text = '';
  let responseHeaders: http.IncomingHttpHeaders = {};
  const waiters: Array<{ marker: string; resolve: () => void }> = [];
  let statusCode = 0;
  let request: http.ClientRequest;
  const opened = new Promise<void>((resolve, reject) => {
    request = http.get(
      `${base}/api/realtime/events?ticket=${encodeURIComponent(ticket)}`,
      { headers },
      (res) => {
        statusCode = res.statusCode ?? 0;
        responseHeaders = res.headers;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          for (const w of waiters.filter((x) => text.includes(x.marker))) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve();
          }
        });
        res.on('end', () => resolve());
        if (statusCode !== 200) res.resume();
        resolve();
      },
    );
    request.on('error', reject);
  });
  return {
    opened,
    status: () => statusCode,
    headers: () => responseHeaders,
    text: () => text,
    until: (marker: string) =>
      new Promise<void>((resolve) => {
        if (text.includes(marker)) resolve();
        else waiters.push({ marker, resolve });
      }),
    close: () => request.destroy(),
  };
}

describe('realtime channel', () => {
  it('delivers the events of the ticket holder’s workplace, and only those', async () => {
    const ada = await signUp(t.app, 'ada@rt.test');
    const bob = await signUp(t.app, 'bob@rt.test');
    const { body } = await ticketFor(ada.token, ada.workplaceId);
    expect(body.data?.expires_in).toBeGreaterThan(0);

    // the host (another origin) opens it with EventSource: CORS headers must be on the stream
    const stream = openStream(body.data!.ticket, { origin: 'http://127.0.0.1:3000' });
    await stream.opened;
    expect(stream.status()).toBe(200);
    expect(stream.headers()['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers()['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    await stream.until(': connected');

    t.app.realtime.publish(bob.workplaceId, 'stores-uninstalled', {
      platform: 'woocommerce',
      shop: 'bob.example',
      store_id: 'b',
    });
    t.app.realtime.publish(ada.workplaceId, 'stores-uninstalled', {
      platform: 'woocommerce',
      shop: 'ada.example',
      store_id: 'a',
    });
    await stream.until('ada.example');
    stream.close();
    expect(stream.text()).toContain(
      'event: stores-uninstalled\ndata: {"platform":"woocommerce","shop":"ada.example","store_id":"a"}',
    );
    expect(stream.text()).not.toContain('bob.example');
  });

  it('refuses a stream without a valid ticket, a spent ticket and an expired one', async () => {
    const ada = await signUp(t.app, 'ada2@rt.test');
    const missing = await t.app.inject({ method: 'GET', url: '/api/realtime/events' });
    expect(missing.statusCode).toBe(400);
    const forged = await t.app.inject({ method: 'GET', url: '/api/realtime/events?ticket=forged' });
    expect(forged.statusCode).toBe(401);

    const { body } = await ticketFor(ada.token, ada.workplaceId);
    const first = openStream(body.data!.ticket);
    await first.opened;
    expect(first.status()).toBe(200);
    first.close();
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/realtime/events?ticket=${encodeURIComponent(body.data!.ticket)}`,
    });
    expect(again.statusCode).toBe(401);

    const late = await ticketFor(ada.token, ada.workplaceId);
    t.clock.advance(31_000);
    const expired = await t.app.inject({
      method: 'GET',
      url: `/api/realtime/events?ticket=${encodeURIComponent(late.body.data!.ticket)}`,
    });
    expect(expired.statusCode).toBe(401);
  });

  it('gives tickets only to signed-in members of the workplace', async () => {
    const ada = await signUp(t.app, 'ada3@rt.test');
    const bob = await signUp(t.app, 'bob3@rt.test');
    const anonymous = await call(t.app, 'POST', '/api/realtime/tickets', {
      workplaceId: ada.workplaceId,
    });
    expect(anonymous.http).toBe(401);
    const foreign = await ticketFor(bob.token, ada.workplaceId);
    expect(foreign.http).toBe(403);
    expect(foreign.body.data).toBeNull();
  });
});
