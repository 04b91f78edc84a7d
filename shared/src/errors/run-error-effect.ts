import { ERRORS_NAMESPACE } from './error-catalogue';
import type { ErrorEffect, ToastSpec } from './decide-error-effect';
import type { Toaster } from './toaster';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface EffectRunnerDeps {
  toaster: Toaster | null;
  translate: Translate;
  navigate: (to: string) => void;
  signOut: () => void;
  forgetShopId: () => void;
  schedule?: (run: () => void, ms: number) => void;
}

/** 'first_name' → 'First name': shown when a field has no translated display name. */
export function humanizeFieldName(field: string): string {
  const words = field.split('.').pop()!.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The toast text, translated in the `shared` namespace with the field name and params. */
export function translateToast(toast: ToastSpec, translate: Translate): string {
  const field = toast.field
    ? translate(toast.field.key, {
        ns: ERRORS_NAMESPACE,
        defaultValue: humanizeFieldName(toast.field.name),
      })
    : undefined;
  return translate(toast.key, {
    ns: ERRORS_NAMESPACE,
    ...toast.params,
    ...(field ? { field } : {}),
  });
}

/** Carries out a decided effect: toast now, navigation and sign-out (possibly after a delay). */
export function runErrorEffect(effect: ErrorEffect, deps: EffectRunnerDeps): void {
  const schedule = deps.schedule ?? ((run, ms) => void setTimeout(run, ms));
  if (effect.toast && deps.toaster) {
    const text = translateToast(effect.toast, deps.translate);
    if (effect.toast.type === 'success') deps.toaster.success(text);
    else deps.toaster.error(text);
  }
  for (const action of effect.actions) {
    if (action.type === 'forgetShopId') deps.forgetShopId();
    else if (action.type === 'signOut') schedule(deps.signOut, action.afterMs);
    else if (action.afterMs > 0) schedule(() => deps.navigate(action.to), action.afterMs);
    else deps.navigate(action.to);
  }
}
