import type { RemoteName } from '../build/ports';
import { createI18n } from '../i18n/create-i18n';
import { REMOTE_MOUNTS } from '../navigation/mounts';
import type { RemoteModule } from '../navigation/remote-module';

/**
 * What breaks the remote contract (ADR 001), as readable lines (empty when none): a namespace
 * other than the remote's name, a mount of REMOTE_MOUNTS missing or one not in it, a route table
 * with absolute paths, or `loadTranslations` not registering the namespace on the page's i18next.
 */
export async function remoteModuleProblems(
  remoteModule: RemoteModule,
  remote: RemoteName,
): Promise<string[]> {
  const problems: string[] = [];
  if (remoteModule.namespace !== remote) problems.push(`namespace is ${remoteModule.namespace}`);
  const expected = new Set(REMOTE_MOUNTS[remote]);
  const actual = new Set(Object.keys(remoteModule.mounts));
  for (const mount of expected) if (!actual.has(mount)) problems.push(`mount ${mount} missing`);
  for (const mount of actual) if (!expected.has(mount)) problems.push(`mount ${mount} not owned`);
  for (const [mount, routes] of Object.entries(remoteModule.mounts)) {
    for (const route of routes) {
      if (route.path?.startsWith('/')) problems.push(`${mount}: absolute path ${route.path}`);
    }
  }
  // The host calls loadTranslations with its own instance current; a non-English language
  // must bring that language and the English fallback.
  const i18n = await createI18n({ language: 'de' });
  await remoteModule.loadTranslations?.('de');
  for (const language of ['de', 'en']) {
    if (!i18n.hasResourceBundle(language, remote)) {
      problems.push(`loadTranslations did not register ${remote} in ${language}`);
    }
  }
  return problems;
}
