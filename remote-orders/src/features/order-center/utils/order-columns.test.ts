import { gridOf, offeredColumns, visibleColumns, withTableColumns } from './order-columns';

describe('order columns', () => {
  it('shows the spec columns of a table until the workplace chooses', () => {
    expect(visibleColumns('cancelled/source', undefined)).toEqual([
      'source_no',
      'order_id',
      'order_info',
      'items',
      'total_cost',
      'source',
      'note',
      'action',
    ]);
  });

  it('keeps the order id and the actions, the table order, and drops unknown names', () => {
    const saved = { columns: { payment: ['updated_at', 'status', 'carrier'] } };
    expect(visibleColumns('payment', saved)).toEqual([
      'order_id',
      'status',
      'action',
      'updated_at',
    ]);
    // another table's choice leaves this one on its defaults
    expect(visibleColumns('refund', saved)).toEqual(offeredColumns('refund').slice(0, -1));
  });

  it('replaces one table of the saved choice only', () => {
    const saved = { columns: { refund: ['order_id', 'action'] } };
    expect(withTableColumns(saved, 'placement', ['order_id', 'items', 'action'])).toEqual({
      columns: { refund: ['order_id', 'action'], placement: ['order_id', 'items', 'action'] },
    });
  });

  it('lays the row out as a grid wide enough for its fixed columns', () => {
    expect(gridOf(['order_id', 'items', 'action'])).toEqual({
      template: '48px 150px minmax(220px, 2fr) 180px',
      minWidth: 48 + 150 + 220 + 180,
    });
  });
});
