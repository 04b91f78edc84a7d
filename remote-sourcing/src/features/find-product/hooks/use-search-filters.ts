import { useSearchParams } from 'react-router-dom';
import { useMemo } from 'react';
import {
  parseSearchFilters,
  writeSearchFilters,
  type SearchFilters,
} from '../utils/search-filters';

/**
 * The list's keyword, sort and filters, read from and written to the URL search parameters, so
 * Back, reload and a shared link all show the same list.
 */
export function useSearchFilters(): [SearchFilters, (change: Partial<SearchFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // one object per distinct URL: it is part of query keys and effect dependencies
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => parseSearchFilters(params), [key]);
  const update = (change: Partial<SearchFilters>) =>
    setParams((current) =>
      writeSearchFilters(current, { ...parseSearchFilters(current), ...change }),
    );
  return [filters, update];
}
