import { Alert, Button, Card, Flex, InputNumber, Skeleton, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RECHARGE_MAX_AMOUNT,
  RECHARGE_MAX_THRESHOLD,
  RECHARGE_MIN_AMOUNT,
  type WalletRecharge,
} from '@omni/shared/contracts/billing';
import { formatDateTime } from '@omni/shared/format';
import { currencyDecimals, currencyEntry, fromMinorUnits, toMinorUnits } from '@omni/shared/money';
import { LoadErrorAlert, NUMBER_STEP_CONTROLS } from '@omni/shared/ui';
import { formatMinor } from '../../../common/format-minor';
import { useRecharge, useSaveRecharge, useSkipRecharge } from '../api/recharge-api';

/** What the form starts with when nothing is set yet: under $20, add $50. */
const DEFAULTS = { threshold: 2000, amount: 5000 };

/**
 * Settings › Wallet › Automatic recharge (ADR 028): when a payment leaves less than the
 * threshold, the card a top-up saved is charged the amount. Shows the saved card (or that the
 * next card top-up saves it), the last recharge, a pause after a refused card, and skip-recharge.
 */
export function AutoRechargeCard() {
  const { t } = useTranslation('billing');
  const recharge = useRecharge();
  return (
    <Card title={t('wallet.recharge.title')} data-testid="wallet-recharge">
      {recharge.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : recharge.isError ? (
        <LoadErrorAlert
          title={t('wallet.recharge.loadError')}
          onRetry={() => void recharge.refetch()}
        />
      ) : (
        <RechargeForm recharge={recharge.data} />
      )}
    </Card>
  );
}

function RechargeForm({ recharge }: { recharge: WalletRecharge }) {
  const { t } = useTranslation('billing');
  const save = useSaveRecharge();
  const skip = useSkipRecharge();
  const { currency } = recharge;
  const toMajor = (minor: number) => fromMinorUnits(minor, currency);
  const [enabled, setEnabled] = useState(recharge.enabled);
  const [threshold, setThreshold] = useState<number | null>(
    toMajor(recharge.threshold ?? DEFAULTS.threshold),
  );
  const [amount, setAmount] = useState<number | null>(toMajor(recharge.amount ?? DEFAULTS.amount));
  useEffect(() => setEnabled(recharge.enabled), [recharge.enabled]);
  const symbol = currencyEntry(currency)?.currencySymbol ?? currency;
  const decimals = currencyDecimals(currency);
  const submit = () => {
    const body = {
      enabled,
      threshold: toMinorUnits(threshold ?? 0, currency) ?? 0,
      amount: toMinorUnits(amount ?? 0, currency) ?? 0,
    };
    save.mutate(body);
  };
  const last = recharge.last;
  return (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary">{t('wallet.recharge.text')}</Typography.Text>
      <Flex gap="small" align="center">
        <Switch
          id="wallet-recharge-enabled"
          checked={enabled}
          onChange={setEnabled}
          data-testid="wallet-recharge-enabled"
        />
        <label htmlFor="wallet-recharge-enabled">{t('wallet.recharge.enabled')}</label>
      </Flex>
      <Flex gap="middle" wrap>
        <Flex vertical gap={4}>
          <label htmlFor="wallet-recharge-threshold">{t('wallet.recharge.threshold')}</label>
          <InputNumber<number>
            id="wallet-recharge-threshold"
            controls={NUMBER_STEP_CONTROLS}
            min={0}
            max={toMajor(RECHARGE_MAX_THRESHOLD)}
            precision={decimals}
            prefix={symbol}
            value={threshold}
            onChange={setThreshold}
            data-testid="wallet-recharge-threshold"
          />
        </Flex>
        <Flex vertical gap={4}>
          <label htmlFor="wallet-recharge-amount">{t('wallet.recharge.amount')}</label>
          <InputNumber<number>
            id="wallet-recharge-amount"
            controls={NUMBER_STEP_CONTROLS}
            min={toMajor(RECHARGE_MIN_AMOUNT)}
            max={toMajor(RECHARGE_MAX_AMOUNT)}
            precision={decimals}
            prefix={symbol}
            value={amount}
            onChange={setAmount}
            data-testid="wallet-recharge-amount"
          />
        </Flex>
      </Flex>
      <Typography.Text data-testid="wallet-recharge-card">
        {recharge.card
          ? t('wallet.recharge.card', { last4: recharge.card.last4 ?? '····' })
          : t('wallet.recharge.noCard')}
      </Typography.Text>
      {recharge.paused && (
        <Alert
          type="error"
          showIcon
          title={t('wallet.recharge.paused')}
          data-testid="wallet-recharge-paused"
        />
      )}
      {last && (
        <Typography.Text type="secondary" data-testid="wallet-recharge-last">
          {t(`wallet.recharge.last.${last.status}`, {
            date: formatDateTime(last.at),
            amount: recharge.amount != null ? formatMinor(recharge.amount, currency) : '',
          })}
        </Typography.Text>
      )}
      <Flex gap="small" wrap>
        <Button
          type="primary"
          onClick={submit}
          loading={save.isPending}
          disabled={threshold == null || amount == null}
          data-testid="wallet-recharge-save"
        >
          {t('wallet.recharge.save')}
        </Button>
        {recharge.enabled && (
          <Button
            onClick={() => skip.mutate(!recharge.skip_next_recharge)}
            loading={skip.isPending}
            data-testid="wallet-recharge-skip"
          >
            {recharge.skip_next_recharge ? t('wallet.recharge.unskip') : t('wallet.recharge.skip')}
          </Button>
        )}
      </Flex>
      {recharge.enabled && recharge.skip_next_recharge && (
        <Typography.Text type="warning" data-testid="wallet-recharge-skipped">
          {t('wallet.recharge.skipping')}
        </Typography.Text>
      )}
    </Flex>
  );
}
