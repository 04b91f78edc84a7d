import {
  humanizeFieldName,
  runErrorEffect,
  translateToast,
  type EffectRunnerDeps,
} from './run-error-effect';
import { createAntdToaster } from './toaster';

function deps(): EffectRunnerDeps & { calls: string[]; timers: [() => void, number][] } {
  const calls: string[] = [];
  const timers: [() => void, number][] = [];
  return {
    calls,
    timers,
    toaster: { success: (t) => calls.push(`success:${t}`), error: (t) => calls.push(`error:${t}`) },
    translate: (key, options) =>
      `${key}${options && 'field' in options ? `(${String(options.field)})` : ''}`,
    navigate: (to) => calls.push(`navigate:${to}`),
    signOut: () => calls.push('signOut'),
    forgetShopId: () => calls.push('forgetShopId'),
    schedule: (run, ms) => void timers.push([run, ms]),
  };
}

describe('runErrorEffect', () => {
  it('toasts at once and delays the sign-out', () => {
    const d = deps();
    runErrorEffect(
      {
        toast: { type: 'error', key: 'messages.Unauthorized' },
        actions: [{ type: 'signOut', afterMs: 1000 }],
      },
      d,
    );
    expect(d.calls).toEqual(['error:messages.Unauthorized']);
    expect(d.timers[0]?.[1]).toBe(1000);
    d.timers[0]?.[0]();
    expect(d.calls).toContain('signOut');
  });
  it('forgets the shop id now, navigates after the delay, navigates at once when no delay', () => {
    const d = deps();
    runErrorEffect(
      {
        toast: null,
        actions: [
          { type: 'forgetShopId' },
          { type: 'navigate', to: '/app/setting/account', afterMs: 1000 },
          { type: 'navigate', to: '/now', afterMs: 0 },
        ],
      },
      d,
    );
    expect(d.calls).toEqual(['forgetShopId', 'navigate:/now']);
    d.timers[0]?.[0]();
    expect(d.calls).toContain('navigate:/app/setting/account');
  });
  it('translates field errors with the field display name', () => {
    const seen: Record<string, unknown>[] = [];
    const text = translateToast(
      {
        type: 'error',
        key: 'fieldErrors.FieldTooShort',
        params: { min: 8 },
        field: { key: 'fields.password', name: 'password' },
      },
      (key, options) => {
        seen.push({ key, ...options });
        return key === 'fields.password'
          ? 'Password'
          : `${String(options?.field)} min ${String(options?.min)}`;
      },
    );
    expect(text).toBe('Password min 8');
    expect(seen[0]).toMatchObject({
      key: 'fields.password',
      ns: 'shared',
      defaultValue: 'Password',
    });
  });
  it('humanises unknown field names', () => {
    expect(humanizeFieldName('first_name')).toBe('First name');
    expect(humanizeFieldName('settings.display_currency')).toBe('Display currency');
  });
  it('the antd adapter shows 3-second toasts', () => {
    const message = { success: jest.fn(), error: jest.fn() };
    const toaster = createAntdToaster(message as never);
    toaster.error('boom');
    expect(message.error).toHaveBeenCalledWith('boom', 3);
  });
});
