import { SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushButtonProps } from '@omni/shared/push-ui';

type PushUi = typeof import('@omni/shared/push-ui');

// The push UI (its dialog, the progress panel, their virtual lists and the push contracts, ~25 KB
// gzip) is not part of the editor's first visit (issue 9 §5: ≤ 100 KB beyond /app): it loads on
// intent, as the rich-text editor does. A pointer over the Push button or its focus starts the
// download; the click is passed on to the real button.
let loaded: PushUi | null = null;
let loading: Promise<PushUi> | null = null;
const listeners = new Set<() => void>();

function loadPushUi(): Promise<PushUi> {
  loading ??= import('@omni/shared/push-ui').then(
    (ui) => {
      loaded = ui;
      for (const listener of listeners) listener();
      return ui;
    },
    (error: unknown) => {
      loading = null; // the next intent tries again
      throw error;
    },
  );
  return loading;
}

/**
 * A page that imports the push UI itself (the import list, the product center) says so, so that
 * the editor opened from it shows a push still in progress at once.
 */
export function notePushUiLoaded(ui: PushUi): void {
  if (loaded) return;
  loaded = ui;
  loading = Promise.resolve(ui);
  for (const listener of listeners) listener();
}

function usePushUi(): PushUi | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loaded,
  );
}

/**
 * The Push button: a stand-in until the first click, then the push UI's own button, clicked for
 * the merchant (at once the push UI's button when the page had its code already). The swap waits for the click (not the download), so that a press that began on
 * the stand-in is never lost to a button that appeared under the pointer.
 */
export function PushButtonOnIntent(props: PushButtonProps) {
  const { t } = useTranslation('push');
  const ui = usePushUi();
  const holder = useRef<HTMLSpanElement>(null);
  const [pressed, setPressed] = useState(false);
  // opened from a page that had the push UI already: its own button at once, nothing to hand over
  const [direct] = useState(() => loaded !== null);
  const handedOver = useRef(direct);

  // the real button takes over where the stand-in was: the focus, and the click
  useEffect(() => {
    if (!ui || !pressed || handedOver.current) return;
    handedOver.current = true;
    const button = holder.current?.querySelector('button');
    button?.focus();
    button?.click();
  }, [ui, pressed]);

  const load = () => void loadPushUi().catch(() => setPressed(false));

  return (
    <span ref={holder}>
      {ui && (pressed || direct) ? (
        <ui.PushButton {...props} />
      ) : (
        <Button
          size={props.size ?? 'middle'}
          icon={<SendOutlined aria-hidden />}
          loading={pressed}
          disabled={!props.all && props.products.length === 0}
          onPointerEnter={load}
          onFocus={load}
          onClick={() => {
            setPressed(true);
            load();
          }}
          data-testid={props['data-testid']}
        >
          {props.label ?? t('button')}
        </Button>
      )}
    </span>
  );
}

/** The push progress panel, from the moment the push UI is loaded (a push needs it first). */
export function PushProgressOnIntent() {
  const ui = usePushUi();
  return ui ? <ui.PushProgressPanel /> : null;
}
