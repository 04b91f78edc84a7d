import { OWN_SOURCE, type ExtensionProduct } from '@omni/shared/contracts';
import type { SupplierProduct as SourceProduct } from '../../integrations/suppliers/supplier-source';
import { textToDescription } from '../catalogue/description-html';
import { productDocument, type ProductDocument } from '../catalogue/product-document';
import { productImagePath } from '../catalogue-media/routes';
import type { ProductRow, VariantRow } from './product-repository';

/*
 * What each source sends, as the import's editable document (catalogue/product-document.ts):
 * the supplier adapters' products (AliExpress, CJ), the own catalogue's rows, and the products
 * the browser extension read (eBay, Amazon, Temu).
 */

/** An AliExpress or CJ product as its adapter returned it (amounts as decimal strings). */
export function supplierDocument(product: SourceProduct): ProductDocument {
  return productDocument({
    title: product.title,
    descriptionHtml: product.descriptionHtml ?? '',
    // the adapters return no page address; the UI links the app's detail page by source and id
    sourceUrl: null,
    supplierName: null,
    options: product.options,
    variants: product.variants.map((variant) => ({
      id: variant.skuId,
      options: variant.options,
      price: variant.price.amount,
      currency: variant.price.currency,
      stock: variant.stock,
      sku: variant.sku,
      image: variant.image ?? null,
    })),
    images: product.images,
  });
}

/** An own-catalogue product: pictures are this API's paths (/catalogue-media/…). */
export function ownCatalogueDocument(
  product: ProductRow,
  variants: readonly VariantRow[],
  imagePositions: readonly number[],
  shipTo: string,
): ProductDocument {
  const image = (position: number | null) =>
    position === null ? null : productImagePath(product.id, position);
  return productDocument({
    title: product.title,
    descriptionHtml: textToDescription(product.description),
    sourceUrl: `/app/find-product/${OWN_SOURCE}/detail/${product.id}/${shipTo}`,
    supplierName: product.storeName,
    options: product.options.map((option) => ({
      name: option.name,
      values: option.values.map((value) => value.value),
    })),
    variants: variants.map((variant) => ({
      id: variant.skuId,
      options: Object.fromEntries(
        variant.skuProperties.map((p) => [p.sku_property_name, p.sku_property_value]),
      ),
      price: variant.priceUsd,
      currency: 'USD',
      stock: variant.stock,
      image: image(
        variant.skuProperties.find((p) => p.image_position !== null)?.image_position ?? null,
      ),
    })),
    images: imagePositions.map((position) => productImagePath(product.id, position)),
  });
}

/** An eBay, Amazon or Temu product the extension read (prices in the payload's currency). */
export function extensionDocument(product: ExtensionProduct): ProductDocument {
  return productDocument({
    title: product.title,
    descriptionHtml: textToDescription(product.description ?? ''),
    sourceUrl: product.source_url,
    supplierName: product.seller.name,
    options: product.options,
    variants: product.variants.map((variant) => ({
      id: variant.sku_id,
      options: variant.options,
      price: variant.price,
      currency: product.currency,
      stock: variant.quantity,
      image: variant.image ?? null,
    })),
    images: product.images,
  });
}
