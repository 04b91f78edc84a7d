import type { PlacementEntry } from '@omni/shared/contracts/orders';
import {
  firstWarning,
  mergeEntry,
  placementProgress,
  processingSources,
} from './placement-entries';

const entry = (over: Partial<PlacementEntry>): PlacementEntry => ({
  id: 'a',
  order_id: 'o',
  order_name: '#1',
  source: 'cj',
  status: 'processing',
  reference: 'r',
  source_order_numbers: [],
  error_key: null,
  warning_key: null,
  cost: null,
  paid: false,
  updated_at: '2026-11-25T01:00:00.000Z',
  ...over,
});

describe('placement entries', () => {
  it('replaces an entry with its newer version and ignores an older one', () => {
    const first = entry({});
    const newer = entry({ status: 'success', updated_at: '2026-11-25T01:00:01.000Z' });
    expect(mergeEntry([first], newer)).toEqual([newer]);
    expect(mergeEntry([newer], first)).toEqual([newer]);
    expect(mergeEntry([first], entry({ id: 'b' })).map((e) => e.id)).toEqual(['b', 'a']);
  });

  it('lists the sources still processing and the progress', () => {
    const entries = [
      entry({ id: '1', source: 'cj' }),
      entry({ id: '2', source: 'aliexpress', status: 'error', error_key: 'cancel_order' }),
      entry({ id: '3', source: 'aliexpress' }),
      entry({ id: '4', source: 'manual', status: 'success' }),
    ];
    expect(processingSources(entries)).toEqual(['aliexpress', 'cj']);
    expect(placementProgress(entries)).toEqual({ done: 2, total: 4 });
    expect(firstWarning(entries)).toBeUndefined();
    expect(firstWarning([entry({ id: '5', warning_key: 'different_region' })])?.id).toBe('5');
  });
});
