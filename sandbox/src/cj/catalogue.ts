import { createHash } from 'node:crypto';
import {
  CATALOGUE_SIZE,
  catalogueProduct,
  type CatalogueProduct,
  type CatalogueVariant,
  catalogueReview,
} from '../supplier-catalogue/generate';
import { quoteShipping, type ShippingServiceSpec } from '../supplier-catalogue/shipping';

/** CJ's catalogue in the sandbox: the shared generator with another seed and CJ's id shapes. */
const SEED = 4104;

export const CJ_SERVICES: readonly ShippingServiceSpec[] = [
  {
    code: 'CJPacket Ordinary',
    name: 'CJPacket Ordinary',
    first100g: 2.6,
    per100g: 0.62,
    zoneBFactor: 1.45,
    days: [7, 15],
    tracked: true,
    maxWeightGrams: 5000,
  },
  {
    code: 'CJPacket Sensitive',
    name: 'CJPacket Sensitive',
    first100g: 3.1,
    per100g: 0.7,
    zoneBFactor: 1.5,
    days: [8, 18],
    tracked: true,
    maxWeightGrams: 5000,
  },
  {
    code: 'YunExpress',
    name: 'YunExpress',
    first100g: 3.4,
    per100g: 0.66,
    zoneBFactor: 1.4,
    days: [6, 12],
    tracked: true,
    maxWeightGrams: 20000,
  },
  {
    code: 'DHL Official',
    name: 'DHL Official',
    first100g: 16.5,
    per100g: 1.5,
    zoneBFactor: 1.3,
    days: [3, 7],
    tracked: true,
    maxWeightGrams: 30000,
  },
];

/** CJ ids look like upper-case UUIDs. */
function cjId(seed: string): string {
  const hex = createHash('md5').update(seed).digest('hex').toUpperCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export const pidOf = (index: number) => cjId(`cj-product:${index}`);
export const vidOf = (index: number, variant: number) => cjId(`cj-variant:${index}:${variant}`);
export const productSkuOf = (index: number) => `CJ${String(index).padStart(7, '0')}`;

export function variantKeyOf(variant: CatalogueVariant): string {
  return variant.options.map((o) => o.value).join('-');
}

export class CjCatalogue {
  private readonly byPid = new Map<string, number>();
  private readonly byVid = new Map<string, [number, number]>();
  private readonly priceFactor = new Map<number, number>();
  private readonly stock = new Map<string, number>();

  constructor() {
    for (let index = 0; index < CATALOGUE_SIZE; index += 1) {
      this.byPid.set(pidOf(index), index);
      const product = catalogueProduct(SEED, index);
      for (const variant of product.variants)
        this.byVid.set(vidOf(index, variant.index), [index, variant.index]);
    }
  }

  indexOfPid(pid: string): number | undefined {
    return this.byPid.get(pid.toUpperCase());
  }

  locateVid(vid: string): [number, number] | undefined {
    return this.byVid.get(vid.toUpperCase());
  }

  product(index: number): CatalogueProduct {
    const product = catalogueProduct(SEED, index);
    const factor = this.priceFactor.get(index) ?? 1;
    return {
      ...product,
      variants: product.variants.map((variant) => ({
        ...variant,
        // CJ's prices sit a little above AliExpress's: warehousing is included
        price: Math.round(variant.price * 1.08 * factor * 100) / 100,
        stock: this.stock.get(vidOf(index, variant.index)) ?? variant.stock,
      })),
    };
  }

  changePrice(index: number, percent: number): void {
    this.priceFactor.set(index, (this.priceFactor.get(index) ?? 1) * (1 + percent / 100));
  }

  runOutOfStock(index: number, variantIndex?: number): void {
    for (const variant of catalogueProduct(SEED, index).variants)
      if (variantIndex === undefined || variant.index === variantIndex)
        this.stock.set(vidOf(index, variant.index), 0);
  }

  takeStock(index: number, variantIndex: number, quantity: number): void {
    const current = this.product(index).variants[variantIndex]!.stock;
    this.stock.set(vidOf(index, variantIndex), Math.max(0, current - quantity));
  }

  search(keyword: string | undefined): number[] {
    const words = (keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const hits: number[] = [];
    for (let index = 0; index < CATALOGUE_SIZE; index += 1) {
      if (words.length === 0) {
        hits.push(index);
        continue;
      }
      const product = catalogueProduct(SEED, index);
      const text = `${product.title} ${product.category}`.toLowerCase();
      if (words.every((word) => text.includes(word))) hits.push(index);
    }
    return hits;
  }
}

export function cjImageUrls(publicUrl: string, product: CatalogueProduct): string[] {
  return Array.from(
    { length: product.imageCount },
    (_, n) => `${publicUrl}/images/${pidOf(product.index)}/${n}.svg`,
  );
}

function priceRange(product: CatalogueProduct): string {
  const prices = product.variants.map((v) => v.price);
  const low = Math.min(...prices).toFixed(2);
  const high = Math.max(...prices).toFixed(2);
  return low === high ? low : `${low} -- ${high}`;
}

export function listItem(publicUrl: string, product: CatalogueProduct) {
  return {
    pid: pidOf(product.index),
    productName: JSON.stringify([product.title]),
    productNameEn: product.title,
    productSku: productSkuOf(product.index),
    productImage: cjImageUrls(publicUrl, product)[0],
    productWeight: String(product.variants[0]!.weightGrams),
    productType: 'ORDINARY_PRODUCT',
    productUnit: 'unit(s)',
    sellPrice: priceRange(product),
    categoryId: cjId(`cj-category:${product.categoryIndex}`),
    categoryName: product.category,
    sourceFrom: 1,
    remark: '',
    createTime: null,
    // how many CJ users listed it in their stores
    listedNum: Math.floor(product.orders / 9) + (product.index % 13),
  };
}

/** A product/productComments entry; photos reuse the product's pictures. */
export function commentDto(publicUrl: string, product: CatalogueProduct, n: number) {
  const review = catalogueReview(product, n);
  const images = cjImageUrls(publicUrl, product);
  return {
    commentId: `${pidOf(product.index)}-c${n}`,
    pid: pidOf(product.index),
    comment: review.text,
    commentDate: review.date.replace('T', ' ').slice(0, 19),
    commentUser: review.author,
    score: String(review.stars),
    commentUrls: Array.from({ length: review.photos }, (_, i) => images[i % images.length]!),
    countryCode: review.country,
    flagIconUrl: '',
  };
}

export function variantDto(
  publicUrl: string,
  product: CatalogueProduct,
  variant: CatalogueVariant,
) {
  const images = cjImageUrls(publicUrl, product);
  return {
    vid: vidOf(product.index, variant.index),
    pid: pidOf(product.index),
    variantName: null,
    variantNameEn: `${product.title} ${variantKeyOf(variant)}`,
    variantSku: `${productSkuOf(product.index)}-${variantKeyOf(variant).replace(/\s+/g, '')}`,
    variantUnit: null,
    variantKey: variantKeyOf(variant),
    variantLength: 200,
    variantWidth: 150,
    variantHeight: 40,
    variantVolume: 1200,
    variantImage: images[(variant.options[0]?.valueIndex ?? 0) % images.length],
    variantWeight: variant.weightGrams,
    variantSellPrice: variant.price,
    variantSugSellPrice: Math.round(variant.price * 2.4 * 100) / 100,
    variantStandard: 'long=200,width=150,height=40',
    createTime: null,
  };
}

export function productDetail(publicUrl: string, product: CatalogueProduct) {
  return {
    ...listItem(publicUrl, product),
    productImageSet: cjImageUrls(publicUrl, product),
    productKeyEn: product.options.map((o) => o.name).join('-'),
    productProEn: 'ORDINARY',
    entryCode: '9999999999',
    materialNameEn: '',
    packingNameEn: 'Plastic bag',
    description: product.description,
    variants: product.variants.map((variant) => variantDto(publicUrl, product, variant)),
  };
}

export function cjFreight(
  product: CatalogueProduct,
  variant: CatalogueVariant,
  from: string,
  to: string,
  quantity: number,
) {
  return quoteShipping(CJ_SERVICES, {
    productIndex: product.index + 50_000,
    country: to,
    weightGrams: variant.weightGrams,
    quantity,
    shipsFrom: product.shipsFrom.includes(from) ? [from] : product.shipsFrom,
    orderValueUsd: 0,
  });
}
