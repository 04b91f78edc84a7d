import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import type { i18n as I18n } from 'i18next';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { nameAntdIcons, useAccessibleIconConfig } from './accessible-controls';
import { ToasterBinding } from './toaster-binding';
import { useAntdLanguage } from './use-antd-language';
import { useReducedMotion } from './use-reduced-motion';

/**
 * Tag text (palette 7) that reads on its own tint (palette 1). antd writes both spellings of a
 * palette token (green7, green-7) into one CSS variable, so both are set.
 */
const TAG_TEXT_COLORS = Object.fromEntries(
  Object.entries({
    green: '#237804',
    cyan: '#006d75',
    lime: '#3f6600',
    gold: '#874d00',
    orange: '#ad4e00',
    volcano: '#ad2102',
    yellow: '#876800',
  }).flatMap(([color, text]) => [
    [`${color}7`, text],
    [`${color}-7`, text],
  ]),
);

/**
 * Brand theme shared by the host and the remotes' standalone frames. Every colour that text is
 * written in reaches WCAG AA (4.5:1) on white, on the page background (#f5f7fa) and on the tinted
 * backgrounds antd derives (selected menu item, unread row, tag fills): antd's defaults for
 * description text (45 % black), success/warning/error text and several tag colours do not
 * (issue 15). Shell and remote CSS read these through antd's CSS variables (`--ant-color-…`), so
 * a change here reaches every remote.
 */
export const DEFAULT_THEME: ThemeConfig = {
  token: {
    borderRadius: 6,
    colorPrimary: '#1a5fd0',
    colorInfo: '#1a5fd0',
    colorLink: '#1a5fd0',
    // antd derives a lighter hover (#3e81de: 3.9:1 under white text on a primary button, and on
    // a hovered link or tab): a darker one keeps 4.5:1 while the pointer is on it
    colorPrimaryHover: '#1450b8',
    colorLinkHover: '#1450b8',
    colorSuccess: '#237804',
    // antd derives the success fill from the seed; from this darker seed it is a grey-green
    // (#adb8a5) on which the success text is 2.7:1 (a success tag, as the placement progress
    // shows "Placed"): its own light fill and border keep 5.4:1
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#ad6800',
    colorError: '#cf1322',
    colorSuccessText: '#237804',
    colorWarningText: '#874d00',
    colorErrorText: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // disabled controls are exempt from the contrast rule, but they must still be readable
    colorTextDisabled: 'rgba(0, 0, 0, 0.45)',
    ...TAG_TEXT_COLORS,
  },
};

/**
 * Layer order values of spec 000 §9, for the shell's own layers (drawer, back-to-top, toasts).
 * antd stacks its popups itself, relative to their container, so these are not forced on it.
 */
export const LAYER_ORDER = {
  notification: 520,
  drawer: 171,
  dropdown: 1050,
  imagePreview: 1080,
  modal: 1300,
  snackbar: 1400,
  tooltip: 1500,
} as const;

/**
 * The tab strip's overflow ("more") button. antd puts it inside the role="tablist" element, where
 * only tabs may be (axe aria-required-children, critical), and names it after its icon in
 * English. It only repeats, for the mouse, the tabs that scrolled out of view: the arrow keys
 * already reach every tab and scroll it into view. So it is taken out of the accessibility tree
 * and the tab order, as rc-tabs itself did before version 1. Its button has no props of its own;
 * the icon, rendered inside it, marks it once mounted (React never sets these two attributes
 * there, so it does not undo them).
 */
function TabsOverflowIcon() {
  const icon = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const button = icon.current?.closest('button');
    button?.setAttribute('aria-hidden', 'true');
    button?.setAttribute('tabindex', '-1');
  }, []);
  return <EllipsisOutlined ref={icon} aria-hidden />;
}

const TABS_CONFIG = { more: { icon: <TabsOverflowIcon /> } };

/**
 * antd's ConfigProvider; antd's motion is off when the user prefers reduced motion, and antd's
 * own icons carry no English name (useAccessibleIconConfig, nameAntdIcons).
 */
function AntdConfig({
  theme,
  locale,
  direction,
  children,
}: {
  theme: ThemeConfig;
  locale: Locale;
  direction: 'ltr' | 'rtl';
  children: ReactNode;
}) {
  const reducedMotion = useReducedMotion();
  const icons = useAccessibleIconConfig();
  // every pager and status icon of the page, popups and toasts included (they render into the body)
  useEffect(() => nameAntdIcons(document.body), []);
  const mergedTheme = useMemo(
    () => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [theme, reducedMotion],
  );
  return (
    <ConfigProvider
      theme={mergedTheme}
      locale={locale}
      direction={direction}
      tabs={TABS_CONFIG}
      {...icons}
    >
      {children}
    </ConfigProvider>
  );
}

export interface AppProvidersProps {
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
  i18n: I18n;
  /** antd theme; default DEFAULT_THEME. */
  theme?: ThemeConfig;
  /** antd locale already loaded for the start language (avoids a flash of English). */
  antdLocale?: Locale;
  /** Default i18next namespace for `useTranslation()` without argument. */
  defaultNS?: string;
  children: ReactNode;
}

/**
 * The provider stack, given already-created instances: React Query, jotai, i18next, antd
 * ConfigProvider (theme, locale and direction following the language, motion off when the user
 * prefers reduced motion) and antd App (message and notification context, bound as the
 * api-client's toaster). The host renders it once; a remote
 * renders it only in its standalone frame.
 */
export function AppProviders({
  queryClient,
  store,
  i18n,
  theme = DEFAULT_THEME,
  antdLocale,
  defaultNS,
  children,
}: AppProvidersProps) {
  const { locale, direction } = useAntdLanguage(i18n, antdLocale);
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <I18nextProvider i18n={i18n} {...(defaultNS ? { defaultNS } : {})}>
          <AntdConfig theme={theme} locale={locale} direction={direction}>
            <AntdApp>
              <ToasterBinding />
              {children}
            </AntdApp>
          </AntdConfig>
        </I18nextProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
