import { isMarketplaceUser } from './marketplace-user';
import { closeMobileModal, requestMobileToken } from './mobile-token';

describe('requestMobileToken (spec 000 §4, §9)', () => {
  afterEach(() => {
    delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
    jest.useRealTimers();
  });

  it('resolves with the token the app sends back', async () => {
    const posted: string[] = [];
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = {
      postMessage: (message: string) => {
        posted.push(message);
        window.dispatchEvent(
          new MessageEvent('message', {
            data: JSON.stringify({ type: 'GET_TOKEN', token: 'native-tok' }),
          }),
        );
      },
    };
    await expect(requestMobileToken(window)).resolves.toBe('native-tok');
    expect(JSON.parse(posted[0]!)).toEqual({ type: 'GET_TOKEN' });
  });

  it("resolves with '' after 2 s without an answer", async () => {
    jest.useFakeTimers();
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage: () => {} };
    const pending = requestMobileToken(window);
    jest.advanceTimersByTime(1999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(pending).resolves.toBe('');
  });

  it("resolves with '' at once outside the app, and CLOSE_MODAL is posted to the bridge", async () => {
    await expect(requestMobileToken(window)).resolves.toBe('');
    const postMessage = jest.fn();
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage };
    closeMobileModal(window);
    expect(JSON.parse(postMessage.mock.calls[0][0])).toEqual({ type: 'CLOSE_MODAL' });
  });
});

describe('isMarketplaceUser (spec 000 §4)', () => {
  it('marketplace app without linked stores', () => {
    expect(
      isMarketplaceUser({ linkedStoreCount: 0, fromMarketplaceApp: true, mobile: false }),
    ).toBe(true);
    expect(
      isMarketplaceUser({ linkedStoreCount: 2, fromMarketplaceApp: true, mobile: false }),
    ).toBe(false);
    expect(
      isMarketplaceUser({ linkedStoreCount: 0, fromMarketplaceApp: false, mobile: false }),
    ).toBe(false);
  });
  it('mobile users are always marketplace users', () => {
    expect(
      isMarketplaceUser({ linkedStoreCount: 3, fromMarketplaceApp: false, mobile: true }),
    ).toBe(true);
  });
});
