import { useSearchParams } from 'react-router-dom';
import { useMemo, useState } from 'react';
import {
  parseSearchFilters,
  writeSearchFilters,
  type SearchFilters,
} from '../utils/search-filters';

/**
 * The list's keyword, sort and filters, read from and written to the URL search parameters, so
 * Back, reload and a shared link all show the same list.
 *
 * The third value, `searching`, is true from the moment a change here asks for another search
 * until the router has drawn the page for it: the router draws a new URL in a transition, and
 * meanwhile the page on screen is still the previous search's. It ends with any new URL drawn
 * (the one asked for, or Back meanwhile), so it never outlives the search it was set for.
 */
export function useSearchFilters(): [
  SearchFilters,
  (change: Partial<SearchFilters>) => void,
  boolean,
] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // one object per distinct URL: it is part of query keys and effect dependencies
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => parseSearchFilters(params), [key]);
  // the URL drawn when a search was asked for, and the one asked for (an urgent update: it is
  // drawn at once, before the router's transition)
  const [asked, setAsked] = useState<{ from: string; to: string } | null>(null);
  const update = (change: Partial<SearchFilters>) => {
    const to = writeSearchFilters(params, { ...filters, ...change }).toString();
    setAsked(to === key ? null : { from: key, to });
    setParams((current) =>
      writeSearchFilters(current, { ...parseSearchFilters(current), ...change }),
    );
  };
  const searching = asked !== null && asked.from === key;
  return [filters, update, searching];
}
