import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_IMPORT_LIST_SORT,
  IMPORT_LIST_PAGE_SIZE,
  type BulkUpdateBody,
  type ImportListItem,
  type ImportListPage,
  type ImportListQuery,
  type ImportListSort,
} from '@omni/shared/contracts/catalogue';
import { MessageKey } from '@omni/shared/errors';
import { listingQuotaCost } from '@omni/shared/plans';
import { repriceVariants } from '@omni/shared/pricing-rules';
import type { Database } from '../../../db/database';
import { importListItems } from '../../../db/schema';
import { badRequest } from '../../../http/app-error';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../../http/keyset-cursor';
import { absoluteMediaUrl } from '../media-urls';
import { pricingContext } from '../pricing/repository';
import { productSummary } from '../product-document';
import { deleteImports, listPage, type ListCursor, type ListRow } from './repository';
import { requireSelection } from './selection';

/** Cursor text: the sort it belongs to, the last row's sort key and id (base64url JSON). */
export function encodeCursor(sort: ImportListSort, row: Pick<ListRow, 'sortKey' | 'id'>): string {
  return encodeKeysetCursor(sort, { key: row.sortKey, id: row.id });
}

export function decodeCursor(text: string, sort: ImportListSort): ListCursor {
  return decodeKeysetCursor(text, sort, (key) =>
    sort === 'newest' || sort === 'oldest'
      ? !Number.isNaN(Date.parse(key))
      : /^-?[0-9]{1,12}$/.test(key),
  );
}

const countryOf = (code: string) => (code.toUpperCase() === 'UK' ? 'GB' : code.toUpperCase());

export async function importListPage(
  db: Database,
  workplaceId: string,
  query: ImportListQuery,
  apiBase: string,
): Promise<ImportListPage> {
  const sort = query.sort ?? DEFAULT_IMPORT_LIST_SORT;
  const pageSize = query.page_size ?? IMPORT_LIST_PAGE_SIZE;
  const cursor = query.cursor ? decodeCursor(query.cursor, sort) : null;
  const search = query.search?.trim();
  const rows = await listPage(
    db,
    workplaceId,
    {
      ...(search ? { search } : {}),
      ...(query.source ? { source: query.source } : {}),
      ...(query.ship_to ? { shipTo: countryOf(query.ship_to) } : {}),
      ...(query.tag ? { tag: query.tag } : {}),
      ...(query.pushed ? { pushed: query.pushed } : {}),
    },
    sort,
    cursor,
    pageSize + 1,
  );
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map((row): ImportListItem => ({
      id: row.id,
      image: row.image === null ? null : absoluteMediaUrl(apiBase, row.image),
      title: row.title,
      source: row.source,
      source_product_id: row.sourceProductId,
      source_url: row.sourceUrl,
      supplier_name: row.supplierName,
      cost_currency: row.costCurrency,
      cost_from: row.costFrom,
      cost_to: row.costTo,
      currency: row.currency,
      price_from: row.priceFrom,
      price_to: row.priceTo,
      variant_count: row.variantCount,
      ship_to: row.shipTo,
      tags: row.tags,
      pushed: Object.fromEntries(row.pushedChannels.map((channel) => [channel, true])),
      pushed_store_ids: row.pushedStoreIds,
      listingQuotaCost: listingQuotaCost(row.variantCount, 'LISTING_PRODUCTS'),
      version: row.version,
      created_at: row.createdAt.toISOString(),
    })),
    next_cursor: rows.length > pageSize && last ? encodeCursor(sort, last) : null,
  };
}

export async function deleteSelection(
  db: Database,
  workplaceId: string,
  selection: { ids?: string[]; all?: boolean },
): Promise<string[]> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const ids = await requireSelection(tx, workplaceId, selection);
    return deleteImports(tx, workplaceId, ids);
  });
}

const PRICING_CHUNK = 200;

/** A text[] literal of bound values (drizzle spreads a bare array into a list). */
const textArray = (values: readonly string[]) =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`ARRAY[${sql.join(
        values.map((value) => sql`${value.trim()}`),
        sql`, `,
      )}]::text[]`;

/**
 * Bulk update (pricing rule, tags, product type) of the selection, in one transaction; every
 * changed row gets a new version, so an editor open on one of them cannot overwrite it.
 */
export async function bulkUpdate(
  db: Database,
  workplaceId: string,
  body: BulkUpdateBody,
  now: Date,
): Promise<string[]> {
  const add = body.tags?.add ?? [];
  const remove = body.tags?.remove ?? [];
  if (
    !body.pricing_rule &&
    add.length === 0 &&
    remove.length === 0 &&
    body.product_type === undefined
  )
    throw badRequest(MessageKey.ValidationFailed, [
      { field: 'pricing_rule', message: MessageKey.FieldRequired },
    ]);
  const i = importListItems;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const ids = await requireSelection(tx, workplaceId, body);
    if (ids.length === 0) return [];
    const scoped = and(eq(i.workplaceId, workplaceId), inArray(i.id, ids));
    const tags =
      add.length > 0 || remove.length > 0
        ? // tags in their order, the added ones after, each once, the removed ones gone
          sql`ARRAY(SELECT t FROM unnest(${i.tags} || ${textArray(add)}) WITH ORDINALITY AS u(t, n)
                    WHERE NOT (t = ANY(${textArray(remove)})) GROUP BY t ORDER BY min(n))`
        : undefined;
    await tx
      .update(i)
      .set({
        ...(tags ? { tags } : {}),
        ...(body.product_type !== undefined ? { productType: body.product_type.trim() } : {}),
        version: sql`${i.version} + 1`,
        updatedAt: now,
      })
      .where(scoped);
    if (body.pricing_rule) {
      const pricing = await pricingContext(tx, workplaceId);
      for (let start = 0; start < ids.length; start += PRICING_CHUNK) {
        const chunk = ids.slice(start, start + PRICING_CHUNK);
        const rows = await tx
          .select({ id: i.id, variants: i.variants, currency: i.currency })
          .from(i)
          .where(and(eq(i.workplaceId, workplaceId), inArray(i.id, chunk)));
        for (const row of rows) {
          const variants = repriceVariants(pricing.rule, row.variants, row.currency, pricing.rates);
          await tx
            .update(i)
            .set({ variants, ...productSummary(variants) })
            .where(and(eq(i.workplaceId, workplaceId), eq(i.id, row.id)));
        }
      }
    }
    return ids;
  });
}
