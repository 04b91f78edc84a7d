import { SendOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, message } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  accountQueryOptions,
  storesQueryOptions,
  useAccount,
  useStores,
} from '@omni/shared/api-client';
import {
  automationPushApplies,
  PUSH_PLATFORMS,
  type PushResult,
} from '@omni/shared/contracts/push';
import { BodyStatus } from '@omni/shared/errors';
import { channelPath } from '@omni/shared/navigation';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { automationPushQueryOptions, useAutomationPush } from '../api/automation-push';
import { usePushProducts } from '../api/push-products';
import { useShowQueued } from '../state/use-show-queued';
import type { PushProduct } from '../utils/push-request';
import { PushDialog, type PushDialogProps } from './push-dialog';

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
  onPushed?: (result: PushResult) => void;
  /**
   * A find-product card (001 §4): when Smart Push applies, the push goes straight through with
   * the saved targets, without the dialog.
   */
  smartPush?: boolean;
  /** The button's text when it is not "Push to store" (an update push). */
  label?: string;
  size?: 'small' | 'middle';
  /** The editor's unsaved changes, saved by the push call (see PushDialog). */
  save?: PushDialogProps['save'];
  /** As wide as its container (a card's actions). */
  block?: boolean;
  'data-testid'?: string;
  /**
   * Pressed before it was there: the stand-in of `@omni/shared/push-on-intent` hands its click
   * over, and the button takes the focus and acts on it as it mounts.
   */
  pressOnMount?: boolean;
}

/**
 * Where a push starts: an import-list row, a selection (or every import), the editor, a mapped
 * product (update push) and a find-product card (supplier products not imported yet too). A
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
  smartPush = false,
  block = false,
  save,
  'data-testid': testId,
  pressOnMount = false,
}: PushButtonProps) {
  const { t } = useTranslation('push');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  // read early, so that a click usually finds them there
  useAccount();
  useStores();
  useAutomationPush();
  const push = usePushProducts();
  const showQueued = useShowQueued();
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
    // What decides where the push goes: a click that comes before it (a quick one, or the
    // stand-in's, handed over as this button mounts) waits for it. What could not be read decides
    // nothing, as before: the dialog says what is missing.
    const sources = {
      account: accountQueryOptions(),
      stores: storesQueryOptions(workspaceId),
      smart: automationPushQueryOptions(workspaceId),
    };
    const missing = [sources.account, sources.stores, ...(smartPush ? [sources.smart] : [])].some(
      (source) => queryClient.getQueryData(source.queryKey) === undefined,
    );
    if (beforePush || missing) setPreparing(true);
    const read = <T,>(promise: Promise<T>) => promise.catch(() => undefined);
    let account, stores, smart;
    try {
      if (beforePush && !(await beforePush())) return;
      [account, stores, smart] = await Promise.all([
        read(queryClient.ensureQueryData(sources.account)),
        read(queryClient.ensureQueryData(sources.stores)),
        smartPush ? read(queryClient.ensureQueryData(sources.smart)) : undefined,
      ]);
    } finally {
      setPreparing(false);
    }
    const pushable = (stores ?? []).filter((s) =>
      (PUSH_PLATFORMS as readonly string[]).includes(s.platform),
    );
    if (account?.is_user_mkt || (stores && pushable.length === 0)) {
      navigate(channelPath());
      return;
    }
    if (
      smartPush &&
      smart?.enable_smart_push &&
      automationPushApplies(smart.automation_product_settings, new Date())
    ) {
      await pushSmart();
      return;
    }
    setOpen(true);
  };

  // the stand-in's press, handed over: once, with the focus where the stand-in had it
  const pressHandled = useRef(false);
  useEffect(() => {
    if (!pressOnMount || pressHandled.current) return;
    pressHandled.current = true;
    button.current?.focus();
    void onClick();
    // on mount only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Smart Push: no dialog; a refusal (quota, failed import) is a toast, success the panel. */
  const pushSmart = async () => {
    const result = await push.mutateAsync({ products, all: false });
    const failed = result.data ? Object.values(result.data.failed) : [];
    if (result.success && result.data && result.data.entries.length > 0) {
      showQueued(result.data.entries);
      onPushed?.(result.data);
    }
    if (result.status === BodyStatus.QUOTA_EXPIRED || !result.success)
      void message.error(result.message || t('smartPushFailed'));
    else if (failed.length > 0) void message.error(t('smartPushFailed'));
  };

  return (
    <>
      <Button
        ref={button}
        size={size}
        block={block}
        icon={<SendOutlined aria-hidden />}
        onClick={() => void onClick()}
        loading={preparing || push.isPending}
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
          {...(save ? { save } : {})}
        />
      )}
    </>
  );
}
