import type { PushEntry } from '@omni/shared/contracts/push';
import { mergeEntries, summarize } from './push-progress';

const entry = (id: string, status: PushEntry['status'], at: string): PushEntry => ({
  id,
  channel: 'shopify',
  store_id: 's1',
  store_name: 'shop.example',
  status,
  image: null,
  title: id,
  productName: id,
  product_package_id: `p-${id}`,
  product_id: null,
  error: null,
  optimization: null,
  updated_at: at,
});

describe('push progress entries', () => {
  it('merges by id, later replacing earlier, and ignores a late older event', () => {
    const first = [entry('a', 'processing', '2026-11-25T01:00:00Z')];
    const done = mergeEntries(first, [
      entry('a', 'success', '2026-11-25T01:00:05Z'),
      entry('b', 'processing', '2026-11-25T01:00:01Z'),
    ]);
    expect(done.map((e) => [e.id, e.status])).toEqual([
      ['a', 'success'],
      ['b', 'processing'],
    ]);
    expect(mergeEntries(done, [entry('a', 'processing', '2026-11-25T01:00:00Z')])[0]!.status).toBe(
      'success',
    );
  });

  it('counts each state', () => {
    const entries = [
      entry('a', 'processing', '2026-11-25T01:00:00Z'),
      entry('b', 'success', '2026-11-25T01:00:00Z'),
      entry('c', 'error', '2026-11-25T01:00:00Z'),
    ];
    expect(summarize(entries)).toEqual({ processing: 1, succeeded: 1, failed: 1, total: 3 });
  });
});
