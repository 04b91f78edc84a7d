import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  InputNumber,
  Row,
  Skeleton,
  Statistic,
  Typography,
} from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TOPUP_MAX_AMOUNT, TOPUP_MIN_AMOUNT } from '@omni/shared/contracts';
import { currencyDecimals, currencyEntry, formatPrice } from '@omni/shared/money';
import { useRealtimeEvent } from '@omni/shared/realtime';
import {
  useAcceptPolicy,
  useBonusRules,
  useCheckoutSession,
  useTopUp,
  useWallet,
  walletKeys,
} from '../api/wallet-api';
import { formatMinor } from '../../../common/format-minor';
import { AutoRechargeCard } from './auto-recharge-card';
import { TransactionList } from './transaction-list';
import { WalletChart } from './wallet-chart';
import { NUMBER_STEP_CONTROLS } from '@omni/shared/ui';

/** Settings › Wallet: balances, top-up by card (policy first), the chart and the ledger. */
export default function WalletPage() {
  const { t } = useTranslation('billing');
  const client = useQueryClient();
  const wallet = useWallet();
  const bonus = useBonusRules();
  const accept = useAcceptPolicy();
  const topUp = useTopUp();
  const [amount, setAmount] = useState<number | null>(50);
  const [agreed, setAgreed] = useState(false);
  const [params] = useSearchParams();
  const returned = params.get('checkout');
  const checkout = useCheckoutSession(returned ? params.get('session_id') : null);

  // The webhook credits the wallet: refresh everything the ledger shows when a checkout settles.
  useRealtimeEvent('checkout-session-updated', () => {
    void client.invalidateQueries({ queryKey: walletKeys.all() });
  });

  const startTopUp = () => {
    if (amount == null) return;
    topUp.mutate(amount, {
      onSuccess: (session) => {
        if (session.url) window.location.assign(session.url);
      },
    });
  };

  const currency = wallet.data?.currency ?? 'USD';
  return (
    <Flex vertical gap="middle" data-testid="wallet-page">
      <header>
        <Typography.Title level={2}>{t('wallet.title')}</Typography.Title>
        <Typography.Text type="secondary">{t('wallet.subtitle')}</Typography.Text>
      </header>
      {returned === 'success' ? (
        <Alert
          type={checkout.data?.status === 'paid' ? 'success' : 'info'}
          showIcon
          title={
            checkout.data?.status === 'paid'
              ? t('wallet.topup.credited')
              : t('wallet.topup.pending')
          }
          data-testid="wallet-checkout-result"
        />
      ) : returned === 'cancelled' ? (
        <Alert type="warning" showIcon title={t('wallet.topup.cancelled')} />
      ) : null}
      {wallet.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : wallet.isError ? (
        <Alert type="error" showIcon title={t('wallet.loadError')} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8}>
            <Card>
              <Statistic
                title={t('wallet.total')}
                value={formatMinor(wallet.data.total_balance, currency)}
                data-testid="wallet-total"
              />
            </Card>
          </Col>
          <Col xs={12} md={8}>
            <Card>
              <Statistic
                title={t('wallet.topupBalance')}
                value={formatMinor(wallet.data.balance_topup, currency)}
                data-testid="wallet-topup-balance"
              />
            </Card>
          </Col>
          <Col xs={12} md={8}>
            <Card>
              <Statistic
                title={t('wallet.bonusBalance')}
                value={formatMinor(wallet.data.balance_bonus, currency)}
                data-testid="wallet-bonus-balance"
              />
            </Card>
          </Col>
        </Row>
      )}
      <Card title={t('wallet.topup.title')} data-testid="wallet-topup">
        {wallet.data && !wallet.data.policy_accepted_at ? (
          <Flex vertical gap="small" data-testid="wallet-policy">
            <Typography.Paragraph>{t('wallet.policy.text')}</Typography.Paragraph>
            <Checkbox
              checked={agreed}
              onChange={(e) => setAgreed(e.target.checked)}
              data-testid="wallet-policy-checkbox"
            >
              {t('wallet.policy.agree')}
            </Checkbox>
            <Button
              type="primary"
              disabled={!agreed}
              loading={accept.isPending}
              onClick={() => accept.mutate()}
              data-testid="wallet-policy-accept"
            >
              {t('wallet.policy.accept')}
            </Button>
          </Flex>
        ) : (
          <Flex vertical gap="small">
            <Flex gap="small" wrap align="center">
              <InputNumber<number>
                controls={NUMBER_STEP_CONTROLS}
                aria-label={t('wallet.topup.amount')}
                min={TOPUP_MIN_AMOUNT}
                max={TOPUP_MAX_AMOUNT}
                precision={currencyDecimals(currency)}
                value={amount}
                onChange={setAmount}
                prefix={currencyEntry(currency)?.currencySymbol ?? currency}
                data-testid="wallet-topup-amount"
              />
              <Button
                type="primary"
                loading={topUp.isPending}
                disabled={amount == null || !wallet.data}
                onClick={startTopUp}
                data-testid="wallet-topup-submit"
              >
                {t('wallet.topup.submit')}
              </Button>
            </Flex>
            <Typography.Text type="secondary">
              {t('wallet.topup.limits', {
                min: formatPrice(TOPUP_MIN_AMOUNT, currency),
                max: formatPrice(TOPUP_MAX_AMOUNT, currency),
              })}
            </Typography.Text>
            {bonus.data?.rules.map((rule) => (
              <Typography.Text key={rule.min_topup} type="success">
                {t('wallet.topup.bonusRule', {
                  percent: rule.percent,
                  min: formatMinor(rule.min_topup, bonus.data.currency),
                })}
              </Typography.Text>
            ))}
          </Flex>
        )}
      </Card>
      <AutoRechargeCard />
      <WalletChart />
      <TransactionList />
    </Flex>
  );
}
