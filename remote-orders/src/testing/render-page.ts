import type { ReactElement } from 'react';
import { renderRemotePage } from '@omni/shared/remote-testing';
import { NAMESPACE } from '../i18n/locale-loaders';
import en from '../i18n/locales/en.json';

/** Renders one of this remote's pages with its English texts and a mocked API. */
export const renderPage = (page: ReactElement, options: { url?: string; path?: string } = {}) =>
  renderRemotePage(page, { namespace: NAMESPACE, translations: en, ...options });
