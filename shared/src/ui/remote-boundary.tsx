import { Spin } from 'antd';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';

type LoadState<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

export interface RemoteBoundaryProps<T> {
  /** Loads what the area needs (a remote module); called on mount. */
  load: () => Promise<T>;
  /** Called by Retry instead of `load` (e.g. to fetch the manifest again); default `load`. */
  retry?: () => Promise<T>;
  /** Renders the loaded value; may suspend (lazy pages) and may throw. */
  children: (value: T) => ReactNode;
  /** Shown while loading and while the rendered content suspends. */
  fallback?: ReactNode;
  onError?: (error: unknown) => void;
}

const DEFAULT_FALLBACK = (
  <div
    style={{ display: 'flex', justifyContent: 'center', padding: 48 }}
    data-testid="remote-loading"
  >
    <Spin />
  </div>
);

/**
 * Loads and renders one area so that a failure stays inside it: a failed load or a crash while
 * rendering shows the translated "temporarily unavailable" panel, whose Retry loads again and
 * renders afresh. Generic: the host passes its remote loader, tests pass any promise.
 */
export function RemoteBoundary<T>({
  load,
  retry,
  children,
  fallback = DEFAULT_FALLBACK,
  onError,
}: RemoteBoundaryProps<T>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    (attempt === 0 ? load() : (retry ?? load)())
      .then((value) => !cancelled && setState({ status: 'ready', value }))
      .catch((error: unknown) => {
        if (cancelled) return;
        onError?.(error);
        setState({ status: 'failed', error });
      });
    return () => {
      cancelled = true;
    };
    // load/retry are read at each attempt; a new function identity alone is not a reason to reload
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const again = useCallback(() => setAttempt((value) => value + 1), []);

  if (state.status === 'loading') return <>{fallback}</>;
  if (state.status === 'failed') return <RemoteUnavailablePanel onRetry={again} />;
  return (
    <ErrorBoundary
      key={attempt}
      fallback={() => <RemoteUnavailablePanel onRetry={again} />}
      onError={onError}
    >
      <Suspense fallback={fallback}>{children(state.value)}</Suspense>
    </ErrorBoundary>
  );
}
