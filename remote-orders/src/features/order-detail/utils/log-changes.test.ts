import { logChanges } from './log-changes';

const entry = (data: Record<string, unknown>) => ({
  id: '1',
  action: 'customer_updated',
  data,
  user_name: null,
  created_at: '2026-11-25T10:00:00.000Z',
});

describe('logChanges', () => {
  it('reads the changes of a customer update', () => {
    expect(
      logChanges(
        entry({
          changes: [
            { field: 'zip', from: '01310', to: '01310-100' },
            { field: 'tax_id', from: null, to: 'x' },
          ],
        }),
      ),
    ).toEqual([
      { field: 'zip', from: '01310', to: '01310-100' },
      { field: 'tax_id', from: null, to: 'x' },
    ]);
  });

  it('has none for other entries and skips what is not a change', () => {
    expect(logChanges(entry({}))).toEqual([]);
    expect(logChanges(entry({ changes: 'zip' }))).toEqual([]);
    expect(logChanges(entry({ changes: [{ from: 'a' }, 3, null] }))).toEqual([]);
  });
});
