import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StoredRequest } from './app';

/**
 * The own fulfilment service's refunds (protocol v1, ADR 048), beside its requests: POST
 * /v1/fulfillment-requests/:id/refunds asks (201), or answers the refund it has for the same
 * `reference` (200); GET /v1/refunds/:id reads it. A refund stays `requested` until the control
 * API decides it (POST /_control/refunds/decide: accepted or rejected), as the service's staff
 * would. Refused with refund_not_allowed (409) for a rejected request or more than is left of its
 * total.
 */
export interface StoredRefund {
  id: string;
  reference: string;
  request_id: string;
  status: 'requested' | 'accepted' | 'rejected';
  amount: { amount: string; currency: string };
  reason: string;
  note: string | null;
  lines: { line_ref: string; quantity: number }[];
  created_at: string;
  decided_at: string | null;
}

export interface OmniRefunds {
  refunds: Map<string, StoredRefund>;
  /** How many refund creates arrived (repeats included). */
  creates(): number;
  decide(idOrReference: string, status: 'accepted' | 'rejected'): StoredRefund | undefined;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

export function registerOmniRefunds(
  app: FastifyInstance,
  deps: {
    now: () => number;
    findRequest: (id: string) => StoredRequest | undefined;
    refuse: (reply: FastifyReply, code: string, message: string) => FastifyReply;
  },
): OmniRefunds {
  const refunds = new Map<string, StoredRefund>();
  let creates = 0;
  let sequence = 0;

  const find = (idOrReference: string) =>
    refunds.get(idOrReference) ?? [...refunds.values()].find((r) => r.id === idOrReference);

  app.post('/v1/fulfillment-requests/:id/refunds', async (request, reply) => {
    creates += 1;
    const { id } = request.params as { id: string };
    const found = deps.findRequest(id);
    if (!found || found.id !== id) return deps.refuse(reply, 'not_found', 'No such request');
    const body = (request.body ?? {}) as Partial<StoredRefund>;
    const amount = body.amount?.amount;
    if (
      typeof body.reference !== 'string' ||
      !body.reference ||
      typeof amount !== 'string' ||
      !/^\d+(\.\d{1,2})?$/.test(amount) ||
      !Array.isArray(body.lines) ||
      body.lines.length === 0
    )
      return deps.refuse(reply, 'invalid_request', 'reference, amount and lines are required');
    const known = refunds.get(body.reference);
    if (known) return reply.code(200).send({ refund: known });
    const taken = [...refunds.values()]
      .filter((r) => r.request_id === id && r.status !== 'rejected')
      .reduce((sum, r) => sum + cents(r.amount.amount), 0);
    if (found.rejected || cents(amount) + taken > cents(found.total.amount))
      return deps.refuse(reply, 'refund_not_allowed', 'Nothing left to refund for this request');
    sequence += 1;
    const stored: StoredRefund = {
      id: `RF${String(100000 + sequence)}`,
      reference: body.reference,
      request_id: id,
      status: 'requested',
      amount: { amount: (cents(amount) / 100).toFixed(2), currency: found.total.currency },
      reason: String(body.reason ?? 'other'),
      note: typeof body.note === 'string' ? body.note : null,
      lines: body.lines.map((line) => ({
        line_ref: String(line.line_ref),
        quantity: Math.max(1, Math.floor(Number(line.quantity) || 1)),
      })),
      created_at: new Date(deps.now()).toISOString(),
      decided_at: null,
    };
    refunds.set(stored.reference, stored);
    return reply.code(201).send({ refund: stored });
  });

  app.get('/v1/refunds/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const found = [...refunds.values()].find((r) => r.id === id);
    if (!found) return deps.refuse(reply, 'not_found', 'No such refund');
    return { refund: found };
  });

  const decide = (idOrReference: string, status: 'accepted' | 'rejected') => {
    const found = find(idOrReference);
    if (!found || found.status !== 'requested') return found;
    found.status = status;
    found.decided_at = new Date(deps.now()).toISOString();
    return found;
  };

  app.post('/_control/refunds/decide', async (request, reply) => {
    const body = (request.body ?? {}) as { refund?: unknown; status?: unknown };
    if (
      typeof body.refund !== 'string' ||
      (body.status !== 'accepted' && body.status !== 'rejected')
    )
      return reply
        .code(400)
        .send({ error: 'refund (id or reference) and status (accepted or rejected) are required' });
    const decided = decide(body.refund, body.status);
    if (!decided) return reply.code(404).send({ error: 'No such refund' });
    return { refund: decided };
  });

  app.get('/_control/refunds', async () => ({ creates, refunds: [...refunds.values()] }));

  return { refunds, creates: () => creates, decide };
}
