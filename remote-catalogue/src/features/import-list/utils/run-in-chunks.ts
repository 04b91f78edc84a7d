import type { ApiResult } from '@omni/shared/api-client';

/** The list in consecutive pieces of at most `size`. */
export function chunk<T>(list: readonly T[], size: number): T[][] {
  const pieces: T[][] = [];
  for (let start = 0; start < list.length; start += size)
    pieces.push(list.slice(start, start + size));
  return pieces;
}

/**
 * One call per piece of at most `size` ids (bulk calls take at most BULK_IDS_MAX), one after
 * another; stops at the first failure and returns it, else the last result.
 */
export async function runInChunks<T>(
  ids: readonly string[],
  size: number,
  run: (ids: string[]) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  let last: ApiResult<T> | null = null;
  for (const piece of chunk(ids, size)) {
    last = await run(piece);
    if (!last.success) return last;
  }
  if (!last) throw new Error('runInChunks: nothing to act on');
  return last;
}
