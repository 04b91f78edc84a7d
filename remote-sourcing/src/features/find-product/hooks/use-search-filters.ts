import { useLocation, useSearchParams } from 'react-router-dom';
import { useEffect, useMemo, useState } from 'react';
import {
  parseSearchFilters,
  writeSearchFilters,
  type SearchFilters,
} from '../utils/search-filters';

/**
 * The list's keyword, sort and filters, read from and written to the URL search parameters, so
 * Back, reload and a shared link all show the same list.
 *
 * The third value, `searching`, is true from the moment the merchant asks for another URL search
 * (a change here, a source tab through the fourth value, or Back) until the router has drawn a
 * page for a new URL: the router draws a new URL in a transition, and meanwhile the page on screen
 * is still the previous search's. It ends with any new URL drawn (the one asked for, or Back
 * meanwhile), so it never outlives the search it was set for.
 */
export function useSearchFilters(): [
  SearchFilters,
  (change: Partial<SearchFilters>) => void,
  boolean,
  (to: URLSearchParams) => void,
] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const key = params.toString();
  // one object per distinct URL: it is part of query keys and effect dependencies
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => parseSearchFilters(params), [key]);
  // the URL search drawn when another was asked for (an urgent update: it is drawn at once,
  // before the router's transition)
  const [askedFrom, setAskedFrom] = useState<string | null>(null);
  const leaveFor = (to: URLSearchParams) => setAskedFrom(to.toString() === key ? null : key);
  const update = (change: Partial<SearchFilters>) => {
    leaveFor(writeSearchFilters(params, { ...filters, ...change }));
    setParams((current) =>
      writeSearchFilters(current, { ...parseSearchFilters(current), ...change }),
    );
  };
  // Back and Forward change the address before the router draws the page for it
  useEffect(() => {
    const onHistoryMove = () => {
      const to = new URL(window.location.href);
      if (to.pathname !== pathname || to.searchParams.toString() !== key) setAskedFrom(key);
    };
    window.addEventListener('popstate', onHistoryMove);
    return () => window.removeEventListener('popstate', onHistoryMove);
  }, [key, pathname]);
  const searching = askedFrom === key;
  return [filters, update, searching, leaveFor];
}
