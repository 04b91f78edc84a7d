import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutes } from 'react-router-dom';
import type { RemoteModule } from '@omni/shared/navigation';
import { RemoteBoundary } from '@omni/shared/ui';
import NotFoundPage from '../features/not-found/not-found-page';
import { useRemoteLoader } from './remote-loader-context';

/** The remote's route table for one mount; translations follow later language switches. */
function RemoteRoutes({ module, mount }: { module: RemoteModule; mount: string }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    void module.loadTranslations?.(language);
  }, [module, language]);
  const routes = module.mounts[mount];
  const element = useRoutes(routes ?? []);
  // A remote that no longer serves this mount is as unavailable as one that is down.
  if (!routes) throw new Error(`Remote "${module.namespace}" has no routes for "${mount}"`);
  // A path under the mount that the remote does not route (yet) is a plain "not found".
  return element ?? <NotFoundPage />;
}

/**
 * One remote's area under `/${mount}/*`: loads the remote on first visit, registers its
 * translations, renders its route table. A load failure, a timeout or a render crash shows the
 * translated "temporarily unavailable" panel for this area only; Retry fetches the manifest again.
 */
export function RemoteArea({ remote, mount }: { remote: string; mount: string }) {
  const loader = useRemoteLoader();
  const { i18n } = useTranslation();
  const withTranslations = (fetchModule: (name: string) => Promise<RemoteModule>) => async () => {
    const module = await fetchModule(remote);
    await module.loadTranslations?.(i18n.language);
    return module;
  };
  return (
    <RemoteBoundary load={withTranslations(loader.load)} retry={withTranslations(loader.retry)}>
      {(module) => <RemoteRoutes module={module} mount={mount} />}
    </RemoteBoundary>
  );
}
