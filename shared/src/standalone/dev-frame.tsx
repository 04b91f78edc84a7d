import { Button, Flex, Layout, Result, Typography } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useRoutes, type RouteObject } from 'react-router-dom';
import { apiPost } from '../api-client';
import type { RemoteModule } from '../navigation/remote-module';
import { clearSessionAtom, sessionTokenAtom } from '../session/atoms';
import { DevSignIn } from './dev-sign-in';

/** A mount's routes; a path the remote does not route (yet) shows a plain 404, as in the host. */
function MountRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes) ?? <Result status="404" data-testid="not-found" />;
}

/**
 * The minimal frame a remote runs in alone (`pnpm dev` in its folder): a bar with sign-out, the
 * dev sign-in while there is no session, and every mount of the remote at its real path.
 */
export function DevFrame({ remote }: { remote: RemoteModule }) {
  const { t } = useTranslation(remote.namespace);
  const token = useAtomValue(sessionTokenAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const mounts = Object.keys(remote.mounts);

  const signOut = async () => {
    await apiPost('auth/logout');
    clearSession();
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: 'transparent' }}>
        <Flex justify="space-between" align="center">
          <Typography.Text strong>{t('devFrame.title')}</Typography.Text>
          {token && (
            <Button onClick={() => void signOut()} data-testid="dev-sign-out">
              {t('devFrame.signOut')}
            </Button>
          )}
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        {token ? (
          <Routes>
            {mounts.map((mount) => (
              <Route
                key={mount}
                path={`/${mount}/*`}
                element={<MountRoutes routes={remote.mounts[mount] ?? []} />}
              />
            ))}
            <Route path="*" element={<Navigate to={`/${mounts[0] ?? ''}`} replace />} />
          </Routes>
        ) : (
          <DevSignIn namespace={remote.namespace} />
        )}
      </Layout.Content>
    </Layout>
  );
}
