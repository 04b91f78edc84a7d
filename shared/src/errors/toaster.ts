import type { MessageInstance } from 'antd/es/message/interface';

/** Shows translated toasts; antd's message API in the app, a recorder in tests. */
export interface Toaster {
  success(content: string): void;
  error(content: string): void;
}

/** Toast duration in seconds (spec 002 §8: 3000 ms). */
export const TOAST_SECONDS = 3;

let current: Toaster | null = null;

/** Registers the toaster the api-client uses; `AppProviders` binds antd's message API here. */
export function setToaster(toaster: Toaster | null): void {
  current = toaster;
}

export function getToaster(): Toaster | null {
  return current;
}

/**
 * Adapts antd's message API (from `App.useApp()`, so toasts follow the theme, locale and
 * direction of the host's ConfigProvider). Type-only antd import: nothing is bundled here.
 */
export function createAntdToaster(message: Pick<MessageInstance, 'success' | 'error'>): Toaster {
  return {
    success: (content) => void message.success(content, TOAST_SECONDS),
    error: (content) => void message.error(content, TOAST_SECONDS),
  };
}
