import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoadingOverlay } from '@omni/shared/ui';
import { RemoteArea } from '../federation/remote-area';
import { remoteMountTable, type RemoteMountEntry } from '../federation/remote-mount-table';
import { PUBLIC_ENTRY_PATHS } from '../public/public-entry-paths';
import { LoadPublicEntry } from './load-public-entry';
import { PublicFrame } from './public-frame';
import { RootRoute } from './root-route';
import { RequireSession } from './session/require-session';
import { RouteErrorPage } from './route-error-page';

/** A host page loaded on first visit: each page is its own chunk. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const NotFound = page(() => import('../features/not-found/not-found-page'));

const remoteRoute = (entry: RemoteMountEntry): RouteObject => ({
  path: entry.path,
  element: <RemoteArea key={entry.mount} remote={entry.remote} mount={entry.mount} />,
});

/** The host's route table: public/auth pages, remote mounts, the signed-in app. */
export function hostRoutes(mounts: RemoteMountEntry[] = remoteMountTable()): RouteObject[] {
  const placed = (placement: RemoteMountEntry['placement']) =>
    mounts.filter((entry) => entry.placement === placement).map(remoteRoute);
  return [
    {
      element: <RootRoute />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <LoadingOverlay loading fullscreen />,
      children: [
        { index: true, lazy: page(() => import('../features/landing/landing-page')) },
        // the public entry's pages (ADR 034): reached from inside the app (sign-out, a link, no
        // session), they are loaded as a page of their own
        ...PUBLIC_ENTRY_PATHS.map((path) => ({ path, element: <LoadPublicEntry /> })),
        {
          lazy: page(() => import('../features/auth/components/auth-layout')),
          children: [
            {
              path: 'signup/email-resend',
              lazy: page(() => import('../features/auth/signup-email-resend-page')),
            },
            {
              path: 'signup/confirm',
              lazy: page(() => import('../features/auth/signup-confirm-page')),
            },
            { path: 'signout', lazy: page(() => import('../features/auth/signout-page')) },
            {
              path: 'forgot-password/email-resend',
              lazy: page(() => import('../features/auth/forgot-password-email-resend-page')),
            },
            {
              path: 'auth/email-verification',
              lazy: page(() => import('../features/auth/email-verification-page')),
            },
            {
              path: 'auth/platform/:platform/auto-login',
              lazy: page(() => import('../features/platform-auth/auto-login-page')),
            },
            {
              path: 'auth/platform/:platform/callback',
              lazy: page(() => import('../features/platform-auth/callback-page')),
            },
            {
              path: 'auth/platform/:platform/install',
              lazy: page(() => import('../features/platform-auth/install-page')),
            },
          ],
        },
        { element: <PublicFrame />, children: placed('public') },
        {
          path: 'app',
          element: <RequireSession />,
          children: [
            {
              lazy: page(() => import('./layout/app-layout')),
              children: [
                { index: true, lazy: page(() => import('../features/home/home-page')) },
                {
                  path: 'channel',
                  lazy: page(() => import('../features/channels/channels-page')),
                },
                {
                  path: 'auth/bind/platform',
                  lazy: page(() => import('../features/platform-auth/bind-platform-page')),
                },
                {
                  path: 'guide-line',
                  lazy: page(() => import('../features/home/guide-line-page')),
                },
                // one page: the recent notifications filtered by kind (product, supplier, order)
                ...['notifications', 'recent-notification'].map((path) => ({
                  path,
                  lazy: page(() => import('../features/notifications/notifications-page')),
                })),
                {
                  path: 'setting',
                  lazy: page(() => import('../features/settings/settings-frame')),
                  children: [
                    { index: true, element: <Navigate to="account" replace /> },
                    {
                      path: 'account',
                      lazy: page(() => import('../features/settings/account-settings-page')),
                    },
                    {
                      path: 'notification',
                      lazy: page(
                        () => import('../features/notifications/notification-settings-page'),
                      ),
                    },
                    {
                      path: 'channel',
                      lazy: page(() => import('../features/channels/channels-page')),
                    },
                    ...placed('settings'),
                    { path: '*', lazy: NotFound },
                  ],
                },
                ...placed('app'),
                { path: '*', lazy: NotFound },
              ],
            },
          ],
        },
        { path: '*', lazy: NotFound },
      ],
    },
  ];
}

export const createHostRouter = () => createBrowserRouter(hostRoutes());
