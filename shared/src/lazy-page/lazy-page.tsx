import { Skeleton } from 'antd';
import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactElement } from 'react';
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
