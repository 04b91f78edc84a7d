/**
 * Query keys of the product detail. The product itself carries the workplace's marks (imported,
 * favourite); price detail and reviews are the same for every workplace.
 */
export const productDetailKeys = {
  all: () => ['product-detail'] as const,
  product: (workspaceId: string | null, source: string, productId: string) =>
    [...productDetailKeys.all(), 'product', workspaceId, source, productId] as const,
  priceDetail: (source: string, productId: string, shipTo: string) =>
    [...productDetailKeys.all(), 'price-detail', source, productId, shipTo] as const,
  reviews: (source: string, productId: string, page: number, withPictures: boolean) =>
    [...productDetailKeys.all(), 'reviews', source, productId, page, withPictures] as const,
};
