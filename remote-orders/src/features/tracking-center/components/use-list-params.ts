import { useSearchParams } from 'react-router-dom';
import { readListParams, writeListParams, type ListParams } from '../utils/list-params';

/** The list's page, size, search and status, kept in the address. */
export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const update = (change: Partial<ListParams>) =>
    setSearch(writeListParams({ ...params, ...change }), { replace: true });
  return { params, update };
}
