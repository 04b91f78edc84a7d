import { buildAliExpressStandIn } from '../aliexpress/app';
import { buildCjStandIn } from '../cj/app';

/** The suppliers' control pages offer moving an order (ADR 040); a bad move is refused. */
describe('the supplier stand-ins move their orders on request', () => {
  it('AliExpress: the page offers paying and moving an order; advance checks the status and order', async () => {
    const ae = buildAliExpressStandIn({ publicUrl: 'http://x', appKey: 'k', appSecret: 's' });
    const page = await ae.app.inject({ method: 'GET', url: '/_control' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/_control/pay');
    expect(page.body).toContain('/_control/advance');
    const advance = (payload: object) =>
      ae.app.inject({ method: 'POST', url: '/_control/advance', payload });
    expect((await advance({ orderId: '1', status: 'SHIPPED' })).statusCode).toBe(400);
    expect((await advance({ orderId: '1', status: 'FINISH' })).statusCode).toBe(404);
  });

  it('CJ: the page offers moving an order; advance checks the status and order', async () => {
    const cj = buildCjStandIn({ publicUrl: 'http://x' });
    const page = await cj.app.inject({ method: 'GET', url: '/_control' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/_control/advance');
    const advance = (payload: object) =>
      cj.app.inject({ method: 'POST', url: '/_control/advance', payload });
    expect((await advance({ orderId: 'SD1', status: 'FINISH' })).statusCode).toBe(400);
    expect((await advance({ orderId: 'SD1', status: 'SHIPPED' })).statusCode).toBe(404);
  });
});
