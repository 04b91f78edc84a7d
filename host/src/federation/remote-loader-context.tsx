import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteModuleLoader } from './load-remote-module';

const RemoteLoaderContext = createContext<RemoteModuleLoader | null>(null);

export function RemoteLoaderProvider({
  loader,
  children,
}: {
  loader: RemoteModuleLoader;
  children: ReactNode;
}) {
  return <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): RemoteModuleLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader() outside RemoteLoaderProvider');
  return loader;
}
