import { SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushButtonProps } from '@omni/shared/push-ui';
import { isPushUiLoaded, loadPushUi, usePushUi } from './push-ui-loader';

export type PushButtonOnIntentProps = Omit<PushButtonProps, 'pressOnMount'>;

/**
 * The Push button of `@omni/shared/push-ui`, without its code on the page until it is wanted: a
 * stand-in drawn as that button is (label, icon, size, width, disabled, test id) loads the push
 * UI when a pointer comes over it or it takes the focus, and on its click hands the press over to
 * the push UI's own button, which takes its place and the focus. The swap waits for the click
 * (not the download), so that a press that began on the stand-in is never lost to a button that
 * appeared under the pointer. On a page that has the push UI already, it is that button at once.
 */
export function PushButtonOnIntent(props: PushButtonOnIntentProps) {
  const { t } = useTranslation('push');
  const ui = usePushUi();
  const [pressed, setPressed] = useState(false);
  // the push UI was there when this button was drawn: its own button, nothing to hand over
  const [direct] = useState(isPushUiLoaded);

  if (ui && direct) return <ui.PushButton {...props} />;
  if (ui && pressed) return <ui.PushButton {...props} pressOnMount />;

  const disabled = !props.all && props.products.length === 0;
  // a pointer over a disabled button is no intent (browsers send it pointer events still)
  const load = () => {
    if (!disabled) void loadPushUi().catch(() => setPressed(false));
  };
  return (
    <Button
      size={props.size ?? 'middle'}
      block={props.block ?? false}
      icon={<SendOutlined aria-hidden />}
      loading={pressed}
      disabled={disabled}
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        setPressed(true);
        load();
      }}
      data-testid={props['data-testid']}
      data-product-count={props.all ? 'all' : props.products.length}
    >
      {props.label ?? t('button')}
    </Button>
  );
}
