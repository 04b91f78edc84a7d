/** Relay connections as Shopify pages them: `first`/`after` or `last`/`before`, at most 250. */
export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export class PageArgsError extends Error {}

const cursorOf = (index: number) => Buffer.from(`cursor:${index}`).toString('base64url');

function indexOf(cursor: string): number {
  const match = /^cursor:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new PageArgsError(`Invalid cursor ${cursor}`);
  return Number(match[1]);
}

export function connection<T, N>(items: readonly T[], args: PageArgs, toNode: (item: T) => N) {
  const { first, last } = args;
  if (first == null && last == null)
    throw new PageArgsError('you must provide one of first or last');
  for (const size of [first, last])
    if (size != null && (size < 0 || size > 250))
      throw new PageArgsError('The page size must be between 0 and 250');
  let start = args.after ? indexOf(args.after) + 1 : 0;
  let end = args.before ? indexOf(args.before) : items.length;
  if (first != null) end = Math.min(end, start + first);
  if (last != null) start = Math.max(start, end - last);
  const slice = items.slice(start, end).map((item, i) => ({ item, index: start + i }));
  const edges = slice.map(({ item, index }) => ({ cursor: cursorOf(index), node: toNode(item) }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
