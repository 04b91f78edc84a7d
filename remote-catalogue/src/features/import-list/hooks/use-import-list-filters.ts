import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  readImportListFilters,
  writeImportListFilters,
  type ImportListFilters,
} from '../utils/import-list-filters';

/** The import list's search, filters and sort, kept in the URL (reloadable, shareable). */
export function useImportListFilters(): [
  ImportListFilters,
  (change: Partial<ImportListFilters>) => void,
] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readImportListFilters(params), [params]);
  const change = useCallback(
    (next: Partial<ImportListFilters>) =>
      setParams((current) => writeImportListFilters(current, next), { replace: true }),
    [setParams],
  );
  return [filters, change];
}
