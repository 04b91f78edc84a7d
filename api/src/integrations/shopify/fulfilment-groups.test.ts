import { fulfilmentGroups, type FulfilmentState } from './admin-operations';

const line = (id: number, lineItem: number, remainingQuantity: number) => ({
  id: `gid://shopify/FulfillmentOrderLineItem/${id}`,
  remainingQuantity,
  lineItem: { id: `gid://shopify/LineItem/${lineItem}` },
});

const state: FulfilmentState = {
  cancelledAt: null,
  fulfillments: [],
  fulfillmentOrders: {
    nodes: [
      { id: 'fo-1', status: 'OPEN', lineItems: { nodes: [line(11, 1, 2), line(12, 2, 1)] } },
      { id: 'fo-2', status: 'IN_PROGRESS', lineItems: { nodes: [line(21, 3, 1), line(22, 4, 0)] } },
      { id: 'fo-3', status: 'CLOSED', lineItems: { nodes: [line(31, 5, 1)] } },
    ],
  },
};

describe('fulfilmentGroups', () => {
  it('takes every open fulfillment order whole when no lines are named', () => {
    expect(fulfilmentGroups(state)).toEqual([
      { fulfillmentOrderId: 'fo-1' },
      { fulfillmentOrderId: 'fo-2' },
    ]);
  });

  it("takes only the named lines' remaining quantities (one supplier order of a split order)", () => {
    const wanted = new Set(['gid://shopify/LineItem/2', 'gid://shopify/LineItem/4']);
    expect(fulfilmentGroups(state, wanted)).toEqual([
      {
        fulfillmentOrderId: 'fo-1',
        fulfillmentOrderLineItems: [
          { id: 'gid://shopify/FulfillmentOrderLineItem/12', quantity: 1 },
        ],
      },
    ]);
    // a line of a closed fulfillment order, or one already fulfilled: nothing left
    expect(fulfilmentGroups(state, new Set(['gid://shopify/LineItem/5']))).toEqual([]);
  });
});
