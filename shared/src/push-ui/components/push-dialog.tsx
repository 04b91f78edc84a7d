import { Alert, Button, Drawer, Flex, Modal, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyDisplay, useStores, type ApiResult } from '@omni/shared/api-client';
import { BodyStatus } from '@omni/shared/errors';
import type { ImportProduct } from '@omni/shared/contracts/catalogue';
import type { BulkUpdateAndPush, PushResult } from '@omni/shared/contracts/push';
import { exceededQuota, type ExceededQuota } from '@omni/shared/plans';
import { LoadErrorAlert, QuotaExceededAlert, useIsMobile } from '@omni/shared/ui';
import { useChannelPreferences } from '../api/get-channel-preferences';
import { useListingQuota } from '../api/get-listing-quota';
import { usePushProducts } from '../api/push-products';
import { useSaveChannelPreferences } from '../api/update-channel-preferences';
import { useShowQueued } from '../state/use-show-queued';
import { channelChoices, preferencesOf, type ChannelChoice } from '../utils/push-channels';
import {
  exceedsQuota,
  listingCostOf,
  pushBlocked,
  pushSettings,
  willOverwrite,
  type PushProduct,
} from '../utils/push-request';
import { ListingQuotaBanner } from './listing-quota-banner';
import { PushChannelList } from './push-channel-list';
import { PushProductsPreview } from './push-products-preview';
import './push.css';

export interface PushDialogProps {
  products: readonly PushProduct[];
  /** Every import of the workplace (`total` of them), not only `products`. */
  all?: { total: number };
  onClose: () => void;
  /** After the push was queued, with the server's answer. */
  onPushed?: (result: PushResult) => void;
  /**
   * The editor's save and push: the unsaved changes the push call saves first
   * (bulk-update-and-push-multiple-channel); `onSaved` gets the saved products, `onSaveRefused`
   * a refused save (a version conflict, a bad field), after which the dialog closes.
   */
  save?: {
    changes: () => BulkUpdateAndPush['products'];
    onSaved: (products: ImportProduct[]) => void;
    onSaveRefused: (result: ApiResult<unknown>) => void;
  };
}

/**
 * The push-to-store dialog (001 §2, §5; a side drawer on mobile): the products, the stores and
 * their sales channels with publish settings, the quota banner. Pushing queues one entry per
 * product and store and closes; the progress panel follows the entries.
 */
export function PushDialog({ products: initial, all, onClose, onPushed, save }: PushDialogProps) {
  const { t } = useTranslation('push');
  const mobile = useIsMobile();
  const money = useMoneyDisplay();
  const stores = useStores();
  const preferences = useChannelPreferences();
  const quota = useListingQuota();
  const push = usePushProducts();
  const savePreferences = useSaveChannelPreferences();
  const showQueued = useShowQueued();
  const [products, setProducts] = useState(initial);
  const [channels, setChannels] = useState<ChannelChoice[] | null>(null);
  /** QUOTA_EXPIRED from the server (001 §8): limit, and usage + what was to be pushed. */
  const [outOfQuota, setOutOfQuota] = useState<{ limit: number; usage: number } | null>(null);
  /** Another plan quota the push ran out of (a bulk push: BULK_PUBLISH_TO_STORE, ADR 026). */
  const [otherQuota, setOtherQuota] = useState<ExceededQuota | null>(null);

  useEffect(() => {
    if (channels || !stores.data || preferences.isPending) return;
    setChannels(channelChoices(stores.data, preferences.data));
  }, [channels, stores.data, preferences.isPending, preferences.data]);

  const checked = channels?.filter((c) => c.checked).length ?? 0;
  const cost = useMemo(
    () => (channels && !all ? listingCostOf(channels, products) : 0),
    [channels, products, all],
  );
  const overQuota = outOfQuota !== null || (quota.data ? exceedsQuota(quota.data, cost) : false);
  const blocked = pushBlocked({
    loading: channels === null || push.isPending,
    productCount: all ? all.total : products.length,
    checkedChannels: checked,
    overQuota,
  });

  const changeChannel = (storeId: string, edit: (c: ChannelChoice) => ChannelChoice) =>
    setChannels((current) => {
      const next = current?.map((c) => (c.storeId === storeId ? edit(c) : c)) ?? null;
      if (next) savePreferences(preferencesOf(next));
      return next;
    });

  const onPush = async () => {
    if (!channels || blocked) return;
    const result = await push.mutateAsync({
      products,
      all: Boolean(all),
      settings: pushSettings(channels, products),
      ...(save ? { saveWith: save.changes() } : {}),
    });
    if (save && !result.success && result.status !== BodyStatus.QUOTA_EXPIRED) {
      save.onSaveRefused(result);
      onClose();
      return;
    }
    const exceeded = exceededQuota(result);
    if (exceeded && exceeded.feature !== 'LISTING_PRODUCTS') {
      setOtherQuota(exceeded);
      return;
    }
    if (result.status === BodyStatus.QUOTA_EXPIRED) {
      const params = result.errors?.[0]?.params as { limit?: number; usage?: number } | undefined;
      const limit = params?.limit ?? quota.data?.limit ?? 0;
      const usage = params?.usage ?? quota.data?.usage ?? 0;
      setOutOfQuota({ limit, usage: usage + (all ? all.total : products.length) });
      return;
    }
    if (!result.success || !result.data) return;
    if (save && 'products' in result.data)
      save.onSaved((result.data as { products: ImportProduct[] }).products);
    showQueued(result.data.entries);
    onPushed?.(result.data);
    onClose();
  };

  const title = all
    ? t('dialog.titleAll', { count: all.total })
    : t('dialog.title', { count: products.length });
  const body =
    stores.isError || preferences.isError ? (
      <LoadErrorAlert
        title={t('dialog.loadError')}
        onRetry={() => void Promise.all([stores.refetch(), preferences.refetch()])}
      />
    ) : channels === null ? (
      <Skeleton active data-testid="push-dialog-loading" />
    ) : (
      <Flex vertical gap="middle">
        <section aria-label={t('dialog.products')}>
          {all && (
            <Typography.Paragraph data-testid="push-all-note">
              {t('dialog.allNote', { count: all.total })}
            </Typography.Paragraph>
          )}
          <PushProductsPreview
            products={products}
            money={money}
            {...(all
              ? {}
              : {
                  onRemove: (id: string) => {
                    setOtherQuota(null);
                    setProducts((ps) => ps.filter((p) => p.id !== id));
                  },
                })}
          />
        </section>
        {willOverwrite(channels, products) && (
          <Alert
            type="warning"
            showIcon
            data-testid="push-overwrite-warning"
            title={t('dialog.dataWillBeOverwrite')}
          />
        )}
        <section aria-labelledby="omni-push-channels-title">
          <Typography.Title level={3} id="omni-push-channels-title" className="omni-push-subtitle">
            {t('dialog.channels')}
          </Typography.Title>
          {channels.length === 0 ? (
            <Typography.Text data-testid="push-no-stores">{t('dialog.noStores')}</Typography.Text>
          ) : (
            <PushChannelList channels={channels} onChange={changeChannel} />
          )}
          {blocked === 'noChannel' && channels.length > 0 && (
            <Typography.Text type="danger" role="alert" data-testid="push-need-channel">
              {t('dialog.needToSelectAtLeastChannel')}
            </Typography.Text>
          )}
        </section>
        {otherQuota && <QuotaExceededAlert quota={otherQuota} data-testid="push-plan-quota" />}
        <ListingQuotaBanner
          quota={outOfQuota ?? quota.data ?? null}
          cost={cost}
          exceeded={overQuota}
        />
      </Flex>
    );
  const footer = (
    <Flex justify="flex-end" gap={8}>
      <Button onClick={onClose} data-testid="push-cancel">
        {t('dialog.cancel')}
      </Button>
      <Button
        type="primary"
        onClick={() => void onPush()}
        loading={push.isPending}
        disabled={blocked !== null && blocked !== 'loading'}
        data-testid="push-submit"
      >
        {t('dialog.submit')}
      </Button>
    </Flex>
  );
  return mobile ? (
    <Drawer
      open
      placement="bottom"
      size="large"
      title={title}
      onClose={onClose}
      footer={footer}
      data-testid="push-dialog"
    >
      {body}
    </Drawer>
  ) : (
    <Modal
      open
      title={title}
      onCancel={onClose}
      footer={footer}
      width={640}
      data-testid="push-dialog"
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
