import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_PRODUCT_SOURCE,
  resolveProductSource,
  type ProductSource,
} from '../utils/product-sources';

export const SOURCE_PARAM = 'source';

/** The URL search parameters with another product source chosen. */
export function withProductSource(current: URLSearchParams, next: ProductSource): URLSearchParams {
  const params = new URLSearchParams(current);
  if (next === DEFAULT_PRODUCT_SOURCE) params.delete(SOURCE_PARAM);
  else params.set(SOURCE_PARAM, next);
  return params;
}

/** The chosen product source lives in the URL (`?source=aliexpress`), the own catalogue by default. */
export function useProductSource(): [ProductSource, (source: ProductSource) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const source = resolveProductSource(searchParams.get(SOURCE_PARAM));
  const select = (next: ProductSource) =>
    setSearchParams((current) => withProductSource(current, next));
  return [source, select];
}
