import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  resolveOrderFilters,
  type OrderFilters,
  type OrderSection,
  type OrderSubStatus,
} from '../utils/order-sections';

/** Search-param names, so a filtered view of the order center can be linked and reloaded. */
export const SECTION_PARAM = 'section';
export const SUB_STATUS_PARAM = 'status';

export interface OrderFiltersControl extends OrderFilters {
  selectSection: (section: OrderSection) => void;
  selectSubStatus: (subStatus: OrderSubStatus) => void;
}

/** The active section and sub-status, kept in the URL rather than in component state. */
export function useOrderFilters(): OrderFiltersControl {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = resolveOrderFilters(
    searchParams.get(SECTION_PARAM),
    searchParams.get(SUB_STATUS_PARAM),
  );

  const selectSection = useCallback(
    (section: OrderSection) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set(SECTION_PARAM, section);
        // A new section opens on its own default sub-status.
        next.delete(SUB_STATUS_PARAM);
        return next;
      }),
    [setSearchParams],
  );

  const selectSubStatus = useCallback(
    (subStatus: OrderSubStatus) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set(SECTION_PARAM, filters.section);
        next.set(SUB_STATUS_PARAM, subStatus);
        return next;
      }),
    [setSearchParams, filters.section],
  );

  return { ...filters, selectSection, selectSubStatus };
}
