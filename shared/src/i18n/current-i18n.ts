import type { i18n as I18n } from 'i18next';

// The page's i18next instance, for plain functions (relative time, toasts) that cannot use hooks.
let current: I18n | null = null;

export function setCurrentI18n(i18n: I18n | null): void {
  current = i18n;
}

export function getCurrentI18n(): I18n | null {
  return current;
}
