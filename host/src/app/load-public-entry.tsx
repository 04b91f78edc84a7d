import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingOverlay } from '@omni/shared/ui';

/** Leaves the app for a page of the public entry, by loading it (replaceable in tests). */
export type LoadPage = (path: string) => void;
const loadPage: LoadPage = (path) => window.location.replace(path);

/**
 * A route of the app that belongs to the public entry (ADR 034): sign-out, a session that ended
 * or a link lands here from inside the app, and the page is loaded on its own, where it is
 * drawn without the app (the same page a first visit gets; the app's memory is left behind).
 */
export function LoadPublicEntry({ load = loadPage }: { load?: LoadPage }) {
  const { pathname, search, hash } = useLocation();
  useEffect(() => load(pathname + search + hash), [load, pathname, search, hash]);
  return <LoadingOverlay loading fullscreen />;
}
