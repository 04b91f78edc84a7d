import { useEffect, useState } from 'react';

/**
 * Gives the focus back to whatever had it when the calling component mounted, once it unmounts.
 *
 * antd's Modal and Drawer give the focus back to their opener after their closing animation; a
 * dialog rendered only while open (`{open && <Dialog/>}`) is gone before that and the focus falls
 * to the page (issue 15: dialogs give the focus back when they close). Call it in such a dialog
 * component. The opener is read while the dialog first renders, before antd moves the focus into
 * it; it is focused again only if it is still in the page and the focus is nowhere else.
 */
export function useFocusReturn(): void {
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  useEffect(
    () => () => {
      if (!opener || opener === document.body) return;
      // after the dialog's nodes are removed: the focus they held has fallen to the body
      window.setTimeout(() => {
        const active = document.activeElement;
        const lost = !active || active === document.body || !active.isConnected;
        if (lost && opener.isConnected) opener.focus({ preventScroll: true });
      }, 0);
    },
    [opener],
  );
}
