import { globalWindow } from './safe-storage';

/** How long to wait for the native app to hand over its token (spec 000 §9). */
export const MOBILE_TOKEN_TIMEOUT_MS = 2000;

/** Messages exchanged with the native mobile app's web-view bridge (spec 000 §4). */
export const MOBILE_BRIDGE_MESSAGES = { getToken: 'GET_TOKEN', closeModal: 'CLOSE_MODAL' } as const;

interface NativeBridge {
  postMessage(message: string): void;
}

function bridgeOf(win: Window): NativeBridge | null {
  const bridge = (win as Window & { ReactNativeWebView?: NativeBridge }).ReactNativeWebView;
  return bridge && typeof bridge.postMessage === 'function' ? bridge : null;
}

function tokenFrom(data: unknown): string | null {
  try {
    const message = typeof data === 'string' ? (JSON.parse(data) as unknown) : data;
    if (message && typeof message === 'object') {
      const { type, token } = message as { type?: unknown; token?: unknown };
      if (type === MOBILE_BRIDGE_MESSAGES.getToken && typeof token === 'string') return token;
    }
  } catch {
    // not a message of ours
  }
  return null;
}

/**
 * Asks the native app for its token (GET_TOKEN) and resolves with it, or with '' when the app
 * does not answer within 2 s or there is no app at all.
 */
export function requestMobileToken(
  win: Window | undefined = globalWindow(),
  timeoutMs = MOBILE_TOKEN_TIMEOUT_MS,
): Promise<string> {
  const bridge = win ? bridgeOf(win) : null;
  if (!win || !bridge) return Promise.resolve('');
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      const token = tokenFrom(event.data);
      if (token === null) return;
      finish(token);
    };
    const timer = setTimeout(() => finish(''), timeoutMs);
    function finish(token: string) {
      clearTimeout(timer);
      win!.removeEventListener('message', onMessage);
      resolve(token);
    }
    win.addEventListener('message', onMessage);
    bridge.postMessage(JSON.stringify({ type: MOBILE_BRIDGE_MESSAGES.getToken }));
  });
}

/** Tells the native app to close the web view's modal (CLOSE_MODAL). */
export function closeMobileModal(win: Window | undefined = globalWindow()): void {
  if (win) bridgeOf(win)?.postMessage(JSON.stringify({ type: MOBILE_BRIDGE_MESSAGES.closeModal }));
}
