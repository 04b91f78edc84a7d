import { detectEmbedded, embeddedShopDomain } from './embedded';
import { detectMobile, detectMobileApp, isMobileWidth } from './mobile';

function fakeWindow(
  search: string,
  options: { framed?: boolean; width?: number; bridge?: boolean } = {},
): Window {
  const store = new Map<string, string>();
  const sessionStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  const win: Record<string, unknown> = {
    location: { search },
    sessionStorage,
    innerWidth: options.width ?? 1280,
  };
  win.self = win;
  win.top = options.framed ? {} : win;
  if (options.bridge) win.ReactNativeWebView = {};
  return win as unknown as Window;
}

describe('embedded detection', () => {
  it('is embedded inside a frame opened with host/shop parameters', () => {
    expect(
      detectEmbedded(fakeWindow('?host=YWRtaW4&shop=demo.myshopify.com', { framed: true })),
    ).toBe(true);
  });
  it('is not embedded with the parameters outside a frame, nor in a frame without them', () => {
    expect(detectEmbedded(fakeWindow('?shop=demo.myshopify.com'))).toBe(false);
    expect(detectEmbedded(fakeWindow('', { framed: true }))).toBe(false);
  });
  it('?embedded=1 forces embedded mode', () => {
    expect(detectEmbedded(fakeWindow('?embedded=1'))).toBe(true);
  });
  it('remembers embedded mode and the shop for the tab after the parameters are gone', () => {
    const win = fakeWindow('?shop=Demo.myshopify.com&host=x', { framed: true });
    detectEmbedded(win);
    (win as unknown as { location: { search: string } }).location.search = '';
    expect(detectEmbedded(win)).toBe(true);
    expect(embeddedShopDomain(win)).toBe('demo.myshopify.com');
  });
  it('?embedded=0 (a page the frame sent out to the whole tab) forgets it', () => {
    const win = fakeWindow('?shop=demo.myshopify.com&host=x', { framed: true });
    detectEmbedded(win);
    const location = (win as unknown as { location: { search: string } }).location;
    location.search = '?embedded=0';
    expect(detectEmbedded(win)).toBe(false);
    location.search = '';
    expect(detectEmbedded(win)).toBe(false);
    expect(embeddedShopDomain(win)).toBeNull();
  });
});

describe('mobile detection (768 px)', () => {
  it('under 768 px is mobile, 768 px is not', () => {
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
    expect(detectMobile(fakeWindow('', { width: 500 }))).toBe(true);
    expect(detectMobile(fakeWindow('', { width: 1024 }))).toBe(false);
  });
  it('the mobile app counts as mobile at any width', () => {
    expect(detectMobileApp(fakeWindow('', { bridge: true }))).toBe(true);
    expect(detectMobile(fakeWindow('?mobile_app=1', { width: 1280 }))).toBe(true);
  });
});
