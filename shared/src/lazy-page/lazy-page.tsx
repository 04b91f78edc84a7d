import { Skeleton } from 'antd';
import {
  isValidElement,
  lazy,
  Suspense,
  useMemo,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '../ui/error-boundary';
import { PageError } from '../ui/page-error';

type PageModule = { default: ComponentType };

function LazyPage({ load }: { load: () => Promise<PageModule> }) {
  const [attempt, setAttempt] = useState(0);
  // React.lazy remembers a failed import for good; a new lazy per attempt makes Retry fetch the
  // chunk again (webpack forgets a chunk whose load failed).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Page = useMemo(() => lazy(load), [load, attempt]);
  return (
    <ErrorBoundary
      key={attempt}
      fallback={() => <PageError onRetry={() => setAttempt((value) => value + 1)} />}
    >
      <Suspense fallback={<Skeleton active data-testid="page-loading" />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * A route element for a page loaded on demand, with its own boundary: a skeleton while the
 * chunk loads, the translated page error with Retry when the chunk or the page fails, so one
 * broken page leaves the rest of the area and the shell usable.
 *
 *   { index: true, element: lazyPage(() => import('../features/orders/order-center-page')) }
 */
export function lazyPage(load: () => Promise<PageModule>): ReactElement {
  return <LazyPage load={load} />;
}

/**
 * Starts loading the chunks of the on-demand pages `routes` would render at `pathname` (under
 * `basename`, where the routes are mounted), without rendering: the first route's page then
 * loads while the shell renders and translations arrive, not after. The page's own render asks
 * for the same chunks and gets the ones already on their way; a failure here is left for that
 * render to show (with Retry).
 */
export function preloadLazyPages(routes: RouteObject[], pathname: string, basename?: string): void {
  for (const { route } of matchRoutes(routes, pathname, basename) ?? []) {
    const element = route.element;
    if (isValidElement<{ load: () => Promise<PageModule> }>(element) && element.type === LazyPage)
      element.props.load().catch(() => undefined);
  }
}
