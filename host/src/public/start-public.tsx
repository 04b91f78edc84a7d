import type { Root } from 'react-dom/client';
import { createI18n, registerNamespace } from '@omni/shared/i18n';
import type { RuntimeConfig } from '../app/runtime-config';
import { HOST_LOCALE_LOADERS, HOST_NAMESPACE } from '../i18n/host-locales';
import { createPublicApi } from './public-api';
import { PublicApp } from './public-app';
import { PublicEntryProvider, leaveByLoading } from './public-entry-context';
import type { PublicEntryPath } from './public-entry-paths';

/**
 * Starts the public entry (ADR 034) on one of its pages: the page's i18next instance (same
 * languages, storage and direction as the app's) with the shared and host namespaces, then the
 * page. No query client, router, antd or axios: they load with the app, after sign-in.
 */
export async function startPublic(
  root: Root,
  config: RuntimeConfig,
  page: PublicEntryPath,
): Promise<void> {
  const i18n = await createI18n({ react: false });
  await registerNamespace(i18n, HOST_NAMESPACE, HOST_LOCALE_LOADERS);
  const api = createPublicApi(config.apiBaseUrl, () => i18n.language);
  root.render(
    <PublicEntryProvider value={{ api, i18n, leaveTo: leaveByLoading }}>
      <PublicApp page={page} />
    </PublicEntryProvider>,
  );
}
