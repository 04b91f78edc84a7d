import { useSearchParams } from 'react-router-dom';
import { DEFAULT_SHIP_TO, resolveShipTo } from '@omni/shared/format';

export const SHIP_TO_PARAM = 'ship_to';

/** The ship-to country of a list page, kept in the URL (`?ship_to=GB`), US by default. */
export function useShipToParam(): [string, (code: string) => void] {
  const [params, setParams] = useSearchParams();
  const shipTo = resolveShipTo(params.get(SHIP_TO_PARAM));
  const select = (code: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (code === DEFAULT_SHIP_TO) next.delete(SHIP_TO_PARAM);
      else next.set(SHIP_TO_PARAM, code);
      return next;
    });
  return [shipTo, select];
}
