import {
  GENERAL_SETTINGS_PATH,
  decideErrorEffect,
  type EffectContext,
  type EffectResult,
} from './decide-error-effect';
import { MessageKey } from './message-keys';
import { BodyStatus, type BodyStatusName } from './status-codes';

const standalone: EffectContext = {
  method: 'post',
  embedded: false,
  currentPath: '/app',
  authInstallPath: '/auth/platform/shopify/install',
};
const embedded: EffectContext = { ...standalone, embedded: true };

const fail = (
  status: number,
  message: string,
  extra: Partial<EffectResult> = {},
): EffectResult => ({
  status,
  success: false,
  message,
  ...extra,
});
const ok = (message: string): EffectResult => ({ status: BodyStatus.OK, success: true, message });

describe('decideErrorEffect — success (spec 000 §8)', () => {
  it('a write that carries a message shows a success toast', () => {
    expect(decideErrorEffect(ok(MessageKey.SaveSuccess), standalone).toast).toEqual({
      type: 'success',
      key: 'messages.SaveSuccess',
    });
  });
  it('a read shows nothing', () => {
    expect(
      decideErrorEffect(ok(MessageKey.SaveSuccess), { ...standalone, method: 'GET' }).toast,
    ).toBeNull();
  });
  it('a plain Ok, an unknown text or a silent call shows nothing', () => {
    expect(decideErrorEffect(ok(MessageKey.Ok), standalone).toast).toBeNull();
    expect(decideErrorEffect(ok('free text from somewhere'), standalone).toast).toBeNull();
    expect(
      decideErrorEffect(ok(MessageKey.SaveSuccess), { ...standalone, silent: true }).toast,
    ).toBeNull();
  });
  it.each(['put', 'PATCH', 'delete'])('%s is a write', (method) => {
    expect(
      decideErrorEffect(ok(MessageKey.SaveSuccess), { ...standalone, method }).toast?.type,
    ).toBe('success');
  });
});

describe('decideErrorEffect — failure toasts', () => {
  it('shows the first field error, translated with field name and params', () => {
    const result = fail(BodyStatus.BAD_REQUEST, MessageKey.ValidationFailed, {
      errors: [
        { field: 'password', message: 'FieldTooShort', params: { min: 8 } },
        { field: 'email', message: 'FieldInvalidEmail' },
      ],
    });
    expect(decideErrorEffect(result, standalone).toast).toEqual({
      type: 'error',
      key: 'fieldErrors.FieldTooShort',
      params: { min: 8 },
      field: { key: 'fields.password', name: 'password' },
    });
  });
  it('else the message, translated', () => {
    expect(
      decideErrorEffect(fail(BodyStatus.BAD_REQUEST, MessageKey.InvalidCredentials), standalone)
        .toast,
    ).toEqual({
      type: 'error',
      key: 'messages.InvalidCredentials',
    });
  });
  it("suppresses 'Server error!'", () => {
    expect(
      decideErrorEffect(fail(BodyStatus.BAD_REQUEST, MessageKey.ServerError), standalone).toast,
    ).toBeNull();
  });
  it.each([
    [404, 'messages.Http404'],
    [500, 'messages.Http500'],
    [504, 'messages.Http504'],
  ])('HTTP %i shows its own message', (httpStatus, key) => {
    expect(
      decideErrorEffect(fail(httpStatus, `Http${httpStatus}`, { httpStatus }), standalone).toast
        ?.key,
    ).toBe(key);
    // a 500 whose body says 'Server error!' shows Http500, never the raw text
    expect(
      decideErrorEffect(fail(500, MessageKey.ServerError, { httpStatus }), standalone).toast?.key,
    ).toBe(key);
  });
  it('a failure whose message the catalogue does not know falls back to the status text, never the raw text', () => {
    expect(decideErrorEffect(fail(BodyStatus.FORBIDDEN, 'raw words'), standalone).toast?.key).toBe(
      'statuses.FORBIDDEN',
    );
    expect(decideErrorEffect(fail(999, 'raw words'), standalone).toast).toBeNull();
  });

  const silentStatuses: BodyStatusName[] = [
    'STORE_INSTALL_WITH_SIGNIN',
    'STORE_INSTALL_WITHOUT_SIGNIN',
    'STORE_INSTALL_FAILURE',
    'QUOTA_EXPIRED',
    'RATE_LIMIT',
    'CONNECT_ACCOUNT_WITH_DUE_PACKAGE',
  ];
  it.each(silentStatuses)('%s shows no toast', (name) => {
    const result = fail(BodyStatus[name], MessageKey.TooManyRequests, {
      errors: [{ field: 'x', message: 'FieldInvalid' }],
    });
    expect(decideErrorEffect(result, standalone).toast).toBeNull();
  });
  it.each(
    (Object.keys(BodyStatus) as BodyStatusName[]).filter(
      (name) => name !== 'OK' && !silentStatuses.includes(name),
    ),
  )('%s shows a toast', (name) => {
    expect(
      decideErrorEffect(fail(BodyStatus[name], MessageKey.Forbidden), standalone).toast,
    ).not.toBeNull();
  });
  it('a call flagged silent shows no toast', () => {
    expect(
      decideErrorEffect(fail(BodyStatus.BAD_REQUEST, MessageKey.NotFound), {
        ...standalone,
        silent: true,
      }).toast,
    ).toBeNull();
  });
});

describe('decideErrorEffect — navigation', () => {
  it('UNAUTHORIZED embedded goes to the auth-install route', () => {
    expect(
      decideErrorEffect(fail(BodyStatus.UNAUTHORIZED, MessageKey.Unauthorized), embedded).actions,
    ).toEqual([{ type: 'navigate', to: '/auth/platform/shopify/install', afterMs: 0 }]);
  });
  it('UNAUTHORIZED standalone signs out after 1 s, even for a silent call', () => {
    const effect = decideErrorEffect(fail(BodyStatus.UNAUTHORIZED, MessageKey.Unauthorized), {
      ...standalone,
      silent: true,
    });
    expect(effect.actions).toEqual([{ type: 'signOut', afterMs: 1000 }]);
    expect(effect.toast).toBeNull();
  });
  it('CURRENT_SHOP_ID_INVALID standalone forgets the shop id and goes to general settings after 1 s', () => {
    expect(
      decideErrorEffect(
        fail(BodyStatus.CURRENT_SHOP_ID_INVALID, MessageKey.CurrentShopIdInvalid),
        standalone,
      ).actions,
    ).toEqual([
      { type: 'forgetShopId' },
      { type: 'navigate', to: GENERAL_SETTINGS_PATH, afterMs: 1000 },
    ]);
  });
  it('CURRENT_SHOP_ID_INVALID does not redirect when already on general settings', () => {
    const context = { ...standalone, currentPath: '/app/setting/account/' };
    expect(
      decideErrorEffect(
        fail(BodyStatus.CURRENT_SHOP_ID_INVALID, MessageKey.CurrentShopIdInvalid),
        context,
      ).actions,
    ).toEqual([{ type: 'forgetShopId' }]);
  });
  it('CURRENT_SHOP_ID_INVALID embedded does neither', () => {
    expect(
      decideErrorEffect(
        fail(BodyStatus.CURRENT_SHOP_ID_INVALID, MessageKey.CurrentShopIdInvalid),
        embedded,
      ).actions,
    ).toEqual([]);
  });
  it('other failures navigate nowhere', () => {
    expect(
      decideErrorEffect(fail(BodyStatus.FORBIDDEN, MessageKey.Forbidden), standalone).actions,
    ).toEqual([]);
  });
});
