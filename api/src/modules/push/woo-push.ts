import { minorToDecimalString } from '@omni/shared/money';
import type { WooRestClient } from '../../integrations/woocommerce/woo-rest-client';
import {
  isBatchError,
  type WooBatchItem,
  type WooProductWrite,
  type WooVariation,
  type WooVariationWrite,
} from '../../integrations/woocommerce/woo-types';
import type { PushEntrySettings } from '../../db/schema';
import { StoreRejectedError } from './push-errors';
import {
  optionValuesOf,
  POD_DESIGN_META,
  type PushProduct,
  type StorePushResult,
} from './push-product';

export interface WooPushTarget {
  storeUrl: string;
  existingId: string | null;
  /** Our SKU for the product (variations add the supplier variant id). */
  sku: string;
  settings: PushEntrySettings;
  saveProductId: (id: string) => Promise<void>;
}

function unwrap<T>(item: WooBatchItem<T> | undefined): T {
  if (!item) throw new StoreRejectedError([{ field: '', message: 'The store answered no item' }]);
  if (isBatchError(item))
    throw new StoreRejectedError([{ field: item.error.code, message: item.error.message }]);
  return item;
}

/**
 * Puts an import into a WooCommerce store with the batch endpoints: the product (variable when it
 * has options), then its variations, created, updated or removed by our SKUs. A known product is
 * updated; otherwise our SKU is looked up first, so a retry after a crash never makes a second one.
 */
export async function pushToWoo(
  client: WooRestClient,
  product: PushProduct,
  target: WooPushTarget,
): Promise<StorePushResult> {
  const money = (amount: number) => minorToDecimalString(amount, product.currency);
  const variable = product.options.length > 0;
  const write: WooProductWrite = {
    name: product.title,
    type: variable ? 'variable' : 'simple',
    status: target.settings.is_publish ? 'publish' : 'draft',
    sku: target.sku,
    description: product.descriptionHtml,
    manage_stock: false,
    backorders: target.settings.allow_sell_out_of_stock ? 'yes' : 'no',
    images: product.images.map((src) => ({ src, alt: product.title })),
    attributes: product.options.map((option) => ({
      name: option.name,
      options: option.values,
      variation: true,
      visible: true,
    })),
    ...(variable ? {} : { regular_price: money(product.variants[0]?.price ?? 0) }),
    // a pod product's design, as product meta (WooCommerce replaces a key's value on update)
    ...(product.designInfo
      ? {
          meta_data: [
            {
              key: `${POD_DESIGN_META.namespace}_${POD_DESIGN_META.key}`,
              value: JSON.stringify(product.designInfo),
            },
          ],
        }
      : {}),
  };

  const found = target.existingId ? null : await client.findProductBySku(target.sku);
  const knownId = target.existingId ?? (found ? String(found.id) : null);
  let productId: number;
  if (knownId) {
    productId = unwrap(
      (await client.batchProducts({ update: [{ ...write, id: Number(knownId) }] })).update?.[0],
    ).id;
  } else {
    productId = unwrap((await client.batchProducts({ create: [write] })).create?.[0]).id;
  }
  if (String(productId) !== target.existingId) await target.saveProductId(String(productId));

  const adminUrl = `${target.storeUrl.replace(/\/+$/, '')}/wp-admin/post.php?post=${productId}&action=edit`;
  if (!variable) {
    const only = product.variants[0];
    return {
      storeProductId: String(productId),
      adminUrl,
      variants: only
        ? [{ storeVariantId: String(productId), supplierVariantId: only.supplier_variant_id }]
        : [],
    };
  }

  const skuOf = (supplierVariantId: string) => `${target.sku}-${supplierVariantId}`;
  const existing = new Map((await client.allVariations(productId)).map((v) => [v.sku, v]));
  const wanted = product.variants.map((variant) => {
    const values = optionValuesOf(product, variant);
    const body: WooVariationWrite = {
      sku: skuOf(variant.supplier_variant_id),
      regular_price: money(variant.price),
      attributes: product.options.map((option, i) => ({
        name: option.name,
        option: values[i] ?? '',
      })),
      ...(variant.image ? { image: { src: variant.image } } : {}),
    };
    return { variant, body, current: existing.get(body.sku) };
  });
  const wantedSkus = new Set(wanted.map((w) => w.body.sku));
  const links: StorePushResult['variants'] = [];
  const toCreate = wanted.filter((w) => !w.current);
  const toUpdate = wanted.filter((w) => w.current);
  const toDelete = [...existing.values()].filter((v) => !wantedSkus.has(v.sku)).map((v) => v.id);
  // the batch endpoint takes 100 items a request
  for (
    let start = 0;
    start < Math.max(toCreate.length, toUpdate.length, toDelete.length);
    start += 50
  ) {
    const creates = toCreate.slice(start, start + 50);
    const updates = toUpdate.slice(start, start + 50);
    const result = await client.batchVariations(productId, {
      create: creates.map((w) => w.body),
      update: updates.map((w) => ({ ...w.body, id: w.current!.id })),
      delete: start === 0 ? toDelete : [],
    });
    const record = (
      items: Array<{ variant: PushProduct['variants'][number] }>,
      answers: WooBatchItem<WooVariation>[] | undefined,
    ) =>
      items.forEach((w, i) => {
        const saved = unwrap(answers?.[i]);
        links.push({
          storeVariantId: String(saved.id),
          supplierVariantId: w.variant.supplier_variant_id,
        });
      });
    record(creates, result.create);
    record(updates, result.update);
  }
  return { storeProductId: String(productId), adminUrl, variants: links };
}
