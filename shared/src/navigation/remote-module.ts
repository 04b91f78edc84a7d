import type { RouteObject } from 'react-router-dom';

/**
 * The one public surface of a remote: its translation namespace and, for each mount path it
 * owns, route objects relative to that mount. The host renders them under `${mount}/*`.
 */
export interface RemoteModule {
  namespace: string;
  /** Registers the remote's translations on the host's i18next instance before first render. */
  loadTranslations?: (language: string) => Promise<void>;
  mounts: Record<string, RouteObject[]>;
}
