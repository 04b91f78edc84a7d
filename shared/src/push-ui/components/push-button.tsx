import { SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAccount, useStores } from '@omni/shared/api-client';
import { PUSH_PLATFORMS } from '@omni/shared/contracts/push';
import { channelPath } from '@omni/shared/navigation';
import type { PushProduct } from '../utils/push-request';
import { PushDialog } from './push-dialog';

export interface PushButtonProps {
  /** The products the push starts with, in the order shown. */
  products: readonly PushProduct[];
  /** Every import of the workplace, `total` of them (the list holds only what is loaded). */
  all?: { total: number };
  /**
   * Runs before the dialog opens; false stops (the editor saves unsaved changes, or the merchant
   * chooses not to push, first).
   */
  beforePush?: () => Promise<boolean>;
  onPushed?: () => void;
  /** The button's text when it is not "Push to store" (an update push). */
  label?: string;
  size?: 'small' | 'middle';
  'data-testid'?: string;
}

/**
 * Where a push starts: an import-list row, a selection (or every import) and the editor. A
 * marketing-only user, or a workplace without a Shopify or WooCommerce store, goes to My channels
 * instead (001 §6).
 */
export function PushButton({
  products,
  all,
  beforePush,
  onPushed,
  label,
  size = 'middle',
  'data-testid': testId,
}: PushButtonProps) {
  const { t } = useTranslation('push');
  const navigate = useNavigate();
  const account = useAccount();
  const stores = useStores();
  const [open, setOpen] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The dialog unmounts as it closes, before antd could give the focus back to its opener; the
  // focus is given back once it is gone (while mounted, its focus trap would keep the focus).
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const onClick = async () => {
    setPreparing(true);
    try {
      if (beforePush && !(await beforePush())) return;
    } finally {
      setPreparing(false);
    }
    const pushable = (stores.data ?? []).filter((s) =>
      (PUSH_PLATFORMS as readonly string[]).includes(s.platform),
    );
    if (account.data?.is_user_mkt || (stores.isSuccess && pushable.length === 0)) {
      navigate(channelPath());
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button
        ref={button}
        size={size}
        icon={<SendOutlined aria-hidden />}
        onClick={() => void onClick()}
        loading={preparing}
        disabled={!all && products.length === 0}
        data-testid={testId}
        data-product-count={all ? 'all' : products.length}
      >
        {label ?? t('button')}
      </Button>
      {open && (
        <PushDialog
          products={products}
          {...(all ? { all } : {})}
          onClose={() => setOpen(false)}
          {...(onPushed ? { onPushed } : {})}
        />
      )}
    </>
  );
}
