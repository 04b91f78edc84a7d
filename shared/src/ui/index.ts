// @omni/shared/ui — the provider stack and the few components every app shows.
export { AppProviders, DEFAULT_THEME, LAYER_ORDER, type AppProvidersProps } from './app-providers';
export { ToasterBinding } from './toaster-binding';
export { useAntdLanguage, type AntdLanguage } from './use-antd-language';
export { RemoteBoundary, type RemoteBoundaryProps } from './remote-boundary';
export {
  RemoteUnavailablePanel,
  type RemoteUnavailablePanelProps,
} from './remote-unavailable-panel';
export { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary';
export { PageError, type PageErrorProps } from './page-error';
export { LoadErrorAlert, type LoadErrorAlertProps } from './load-error-alert';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { LoadingOverlay, type LoadingOverlayProps } from './loading-overlay';
export { useFocusReturn } from './use-focus-return';
export { useIsMobile } from './use-is-mobile';
export { useReducedMotion } from './use-reduced-motion';
export { useLoadMoreSentinel, type LoadMore } from './use-load-more-sentinel';
export { QuotaExceededAlert, type QuotaExceededAlertProps } from './quota-exceeded-alert';
export {
  NUMBER_STEP_CONTROLS,
  RatingStars,
  useAccessibleIconConfig,
  type RatingStarsProps,
} from './accessible-controls';
