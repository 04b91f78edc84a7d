import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import i18next, { type ResourceKey } from 'i18next';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { configureApiClient, getApiClient } from '../api-client';
import sharedEnglish from '../i18n/locales/en.json';
import pushEnglish from '../i18n/push-locales/en.json';

/** Base URL the mocked client is configured with; handlers match paths relative to it. */
export const TEST_API_BASE = 'http://api.test/api';

export interface RenderRemotePageOptions {
  /** The remote's namespace and its English resources (tests read English texts). */
  namespace: string;
  translations: ResourceKey;
  /** Start URL of the in-memory router. */
  url?: string;
  /** Route pattern the page renders at, for pages that read params (`editor/:id`). */
  path?: string;
}

/** The URL the router is at, for asserting search-param state: `getByTestId('location')`. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders a remote's page the way the host mounts it (a QueryClient, a jotai store, i18next
 * with the remote's, the shared and the push namespaces, a router) against a mocked HTTP layer on the one shared axios
 * client: `http.onGet('orders/v5/count-order-status').reply(200, envelope)`.
 */
export function renderRemotePage(page: ReactElement, options: RenderRemotePageOptions) {
  const { namespace, translations, url = '/', path = '*' } = options;
  configureApiClient({ baseURL: TEST_API_BASE, navigate: () => undefined });
  const http = new MockAdapter(getApiClient());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createStore();
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    // The host always registers the shared namespace, and pages that push the push UI's: shared
    // components on the page read them.
    resources: { en: { push: pushEnglish, shared: sharedEnglish, [namespace]: translations } },
    ns: [namespace, 'shared', 'push'],
    defaultNS: namespace,
    interpolation: { escapeValue: false },
  });
  // a data router, as the host's: pages may block navigation (unsaved edits) with useBlocker
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {page}
            <LocationProbe />
          </>
        ),
      },
      // anywhere else the page navigates to: only the location probe
      ...(path === '*' ? [] : [{ path: '*', element: <LocationProbe /> }]),
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { ...view, http, store, queryClient, router };
}

/** A successful API body carrying `data`, as `[httpStatus, body]` for `reply(...)`. */
export const okReply = (data: unknown) =>
  [200, { status: 200, message: 'Ok', data }] as [number, unknown];

/** QUOTA_EXPIRED (body 401, HTTP 402) with the feature's limit and usage, as the quota service answers. */
export const quotaExpiredReply = (feature: string, limit: number, usage: number) =>
  [
    402,
    {
      status: 401,
      message: 'EXCEED_QUOTA_LIMIT',
      data: null,
      errors: [
        { field: 'quota', message: 'EXCEED_QUOTA_LIMIT', params: { feature, limit, usage } },
      ],
    },
  ] as [number, unknown];

/** The API's unknown-failure body (HTTP 500, message suppressed by the client). */
export const serverErrorReply = () =>
  [500, { status: 500, message: 'Server error!', data: null }] as [number, unknown];
