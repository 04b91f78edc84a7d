/** A window opened for the platform's connect screens, before its address is known. */
export interface ConnectWindow {
  /** Sends the window to the connect link (and cuts its tie to this page first). */
  go(url: string): void;
  close(): void;
}

/**
 * Opens the connect window synchronously, inside the click, so popup blockers let it through;
 * the install link arrives a moment later and `go` sends the window there. Null when the browser
 * blocked it anyway: the dialog then offers the link to click.
 */
export function openConnectWindow(win: Window = window): ConnectWindow | null {
  const opened = win.open('about:blank', '_blank');
  if (!opened) return null;
  return {
    go(url) {
      // the platform's pages must not be able to script the app through window.opener
      opened.opener = null;
      opened.location.href = url;
    },
    close() {
      opened.close();
    },
  };
}
