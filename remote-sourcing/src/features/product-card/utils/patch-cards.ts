import type { InfiniteData } from '@tanstack/react-query';
import type { ExpertPickPage, ProductCard, ProductPage } from '@omni/shared/contracts';

type CardPatch = Partial<Pick<ProductCard, 'imported' | 'product_package_id' | 'favourited'>>;

const sameProduct = (card: ProductCard, source: string, productId: string) =>
  card.source === source && card.source_product_id === productId;

/**
 * A cached product list with one product's marks changed (imported, favourite), whatever list
 * it is: search or collection pages, or experts' choice pages. Anything else is returned as is.
 * Patching the cache rather than refetching keeps the scroll position and the cards in place,
 * and a card scrolled out of the virtual grid and back shows its new state.
 */
export function patchCachedCards(
  data: unknown,
  source: string,
  productId: string,
  patch: CardPatch,
): unknown {
  const pages = (data as Partial<InfiniteData<unknown>> | undefined)?.pages;
  if (!Array.isArray(pages)) return data;
  let changed = false;
  const patchCard = (card: ProductCard) => {
    if (!sameProduct(card, source, productId)) return card;
    changed = true;
    return { ...card, ...patch };
  };
  const nextPages = pages.map((page) => {
    const items = (page as { items?: unknown }).items;
    if (!Array.isArray(items)) return page;
    if (items.every((item) => 'source_product_id' in (item as object)))
      return { ...(page as ProductPage), items: (items as ProductCard[]).map(patchCard) };
    return {
      ...(page as ExpertPickPage),
      items: (items as ExpertPickPage['items']).map((pick) => ({
        ...pick,
        product: patchCard(pick.product),
      })),
    };
  });
  return changed ? { ...(data as InfiniteData<unknown>), pages: nextPages } : data;
}

/** A cached product detail with its marks changed, when it is that product. */
export function patchCachedDetail(
  data: unknown,
  source: string,
  productId: string,
  patch: CardPatch,
): unknown {
  const product = data as { source?: unknown; source_product_id?: unknown } | undefined;
  if (!product || product.source !== source || product.source_product_id !== productId) return data;
  return { ...product, ...patch };
}
