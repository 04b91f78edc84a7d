import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { Keyword } from '@omni/shared/contracts';
import { findProductKeys } from './query-keys';

/** Suggestions shown under the search box. */
export const SUGGESTION_LIMIT = 8;

/** GET center/products/suggest-keywords: keywords that start like what was typed. */
export const suggestKeywords = (keyword: string, signal?: AbortSignal) =>
  apiGet<Keyword[]>(
    'center/products/suggest-keywords',
    { keyword, limit: SUGGESTION_LIMIT },
    // a failed suggestion is not worth a toast: the box keeps working without it
    { signal, silent: true },
  ).then(unwrap);

export const suggestKeywordsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: findProductKeys.suggestions(keyword),
    queryFn: ({ signal }) => suggestKeywords(keyword, signal),
  });

/** Suggestions for a (debounced) keyword; nothing is asked for an empty one. */
export function useSuggestKeywords(keyword: string) {
  return useQuery({
    ...suggestKeywordsQueryOptions(keyword),
    enabled: keyword.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
