import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { resolveMappingFilter, type MappingFilter } from '../utils/mapping-filter';

export const MAPPING_PARAM = 'mapping';

/** The product center's mapping tab, kept in the URL so the view can be linked and reloaded. */
export function useMappingFilter(): [MappingFilter, (filter: MappingFilter) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = resolveMappingFilter(searchParams.get(MAPPING_PARAM));
  const select = useCallback(
    (next: MappingFilter) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next === 'all') params.delete(MAPPING_PARAM);
        else params.set(MAPPING_PARAM, next);
        return params;
      }),
    [setSearchParams],
  );
  return [filter, select];
}
