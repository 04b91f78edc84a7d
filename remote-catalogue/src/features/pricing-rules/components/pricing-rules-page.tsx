import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Flex,
  Form,
  InputNumber,
  Select,
  Skeleton,
  Switch,
  Table,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExchangeRates } from '@omni/shared/api-client';
import {
  COMPARE_AT_MODES,
  MAX_PRICE_TIERS,
  PRICE_MODES,
  type PriceTier,
  type PricingRule,
} from '@omni/shared/contracts/catalogue';
import { getToaster } from '@omni/shared/errors';
import { CURRENCY_OPTIONS, formatPrice, fromMinorUnits } from '@omni/shared/money';
import { priceForCost, pricingRuleErrors } from '@omni/shared/pricing-rules';
import { LoadErrorAlert, NUMBER_STEP_CONTROLS } from '@omni/shared/ui';
import { usePricingSettings } from '../../../common/api/get-pricing-settings';
import { MoneyInput } from '../../../common/form/money-input';
import { useUnsavedChangesGuard } from '../../../common/form/use-unsaved-changes-guard';
import { useUpdatePricingSettings } from '../api/update-pricing-settings';
import { PREVIEW_COSTS, addTier, removeTier, ruleErrorKey, updateTier } from '../utils/rule-edits';

/**
 * The workplace's pricing rule (`/app/setting/product`, in the host's settings frame): a
 * multiplier or fixed markup by cost range, a compare-at rule, cents rounding; prices are then
 * converted to each store's currency with the exchange rates. Applied at import, in bulk update
 * and on demand in the editor.
 */
export default function PricingRulesPage() {
  const { t, i18n } = useTranslation('catalogue');
  const settings = usePricingSettings();
  const update = useUpdatePricingSettings();
  const rates = useExchangeRates();
  const [rule, setRule] = useState<PricingRule | null>(null);
  useEffect(() => {
    if (settings.data) setRule(settings.data.rule);
  }, [settings.data]);
  const dirty =
    rule !== null &&
    settings.data !== undefined &&
    JSON.stringify(rule) !== JSON.stringify(settings.data.rule);
  useUnsavedChangesGuard(dirty);
  const errors = useMemo(() => (rule ? pricingRuleErrors(rule) : []), [rule]);

  if (settings.isError)
    return (
      <LoadErrorAlert
        title={t('pricing.loadError')}
        onRetry={() => void settings.refetch()}
        data-testid="pricing-rules-error"
      />
    );
  if (!rule) return <Skeleton active data-testid="pricing-rules-loading" />;

  const currency = rule.currency;
  const errorOf = (field: string) => {
    const error = errors.find((item) => item.field === field);
    return error ? t(`pricing.errors.${ruleErrorKey(String(error.params?.rule))}`) : undefined;
  };
  const save = async () => {
    const result = await update.mutateAsync(rule);
    if (result.success) getToaster()?.success(t('pricing.saved'));
  };
  const money = (minor: number) =>
    formatPrice(fromMinorUnits(minor, currency), currency, { locale: i18n.language });

  return (
    <Flex vertical gap="middle" data-testid="pricing-rules-page">
      <header>
        <Typography.Title level={2}>{t('pricing.title')}</Typography.Title>
        <Typography.Text type="secondary">{t('pricing.subtitle')}</Typography.Text>
      </header>
      <Card title={<h3 className="omni-card-heading">{t('pricing.markupTitle')}</h3>}>
        <Form layout="vertical" component="div">
          <Form.Item label={t('pricing.currency')} help={t('pricing.currencyHelp')}>
            <Select<string>
              showSearch
              optionFilterProp="label"
              value={currency}
              onChange={(next) => setRule({ ...rule, currency: next })}
              options={CURRENCY_OPTIONS.map((option) => ({
                value: option.currencyType,
                label: `${option.currencyType} · ${option.currencyName}`,
              }))}
              aria-label={t('pricing.currency')}
              data-testid="pricing-currency"
              style={{ maxWidth: 320 }}
            />
          </Form.Item>
        </Form>
        <Table<PriceTier>
          size="small"
          pagination={false}
          rowKey={(_, index) => String(index)}
          dataSource={rule.tiers}
          scroll={{ x: 560 }}
          data-testid="pricing-tiers"
          columns={[
            {
              key: 'from',
              title: t('pricing.costFrom'),
              render: (_, tier, index) => (
                <Form.Item
                  validateStatus={errorOf(`rule.tiers.${index}.cost_from`) ? 'error' : undefined}
                  help={errorOf(`rule.tiers.${index}.cost_from`)}
                  style={{ margin: 0 }}
                >
                  <MoneyInput
                    value={tier.cost_from}
                    currency={currency}
                    disabled={index === 0}
                    onChange={(cost_from) =>
                      setRule(updateTier(rule, index, { cost_from: cost_from ?? 0 }))
                    }
                    label={t('pricing.costFromOf', { number: index + 1 })}
                    data-testid={`pricing-tier-from-${index}`}
                  />
                </Form.Item>
              ),
            },
            {
              key: 'mode',
              title: t('pricing.markup'),
              render: (_, tier, index) => (
                <Select
                  value={tier.mode}
                  onChange={(mode) => setRule(updateTier(rule, index, { mode }))}
                  options={PRICE_MODES.map((mode) => ({
                    value: mode,
                    label: t(`pricing.modes.${mode}`),
                  }))}
                  aria-label={t('pricing.markupOf', { number: index + 1 })}
                  popupMatchSelectWidth={false}
                  data-testid={`pricing-tier-mode-${index}`}
                />
              ),
            },
            {
              key: 'value',
              title: t('pricing.value'),
              render: (_, tier, index) => (
                <Form.Item
                  validateStatus={errorOf(`rule.tiers.${index}.value`) ? 'error' : undefined}
                  help={errorOf(`rule.tiers.${index}.value`)}
                  style={{ margin: 0 }}
                >
                  {tier.mode === 'multiplier' ? (
                    <InputNumber<number>
                      controls={NUMBER_STEP_CONTROLS}
                      value={tier.value}
                      min={1}
                      max={1000}
                      step={0.1}
                      precision={2}
                      prefix="×"
                      onChange={(value) => setRule(updateTier(rule, index, { value: value ?? 1 }))}
                      aria-label={t('pricing.valueOf', { number: index + 1 })}
                      data-testid={`pricing-tier-value-${index}`}
                    />
                  ) : (
                    <MoneyInput
                      value={tier.value}
                      currency={currency}
                      onChange={(value) => setRule(updateTier(rule, index, { value: value ?? 0 }))}
                      label={t('pricing.valueOf', { number: index + 1 })}
                      data-testid={`pricing-tier-value-${index}`}
                    />
                  )}
                </Form.Item>
              ),
            },
            {
              key: 'remove',
              title: <span className="omni-visually-hidden">{t('pricing.removeTier')}</span>,
              width: 56,
              render: (_, _tier, index) =>
                index === 0 ? null : (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    onClick={() => setRule(removeTier(rule, index))}
                    aria-label={t('pricing.removeTierOf', { number: index + 1 })}
                  />
                ),
            },
          ]}
        />
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setRule(addTier(rule))}
          disabled={rule.tiers.length >= MAX_PRICE_TIERS}
          style={{ marginTop: 12 }}
          data-testid="pricing-add-tier"
        >
          {t('pricing.addTier')}
        </Button>
      </Card>
      <Card title={<h3 className="omni-card-heading">{t('pricing.compareAtTitle')}</h3>}>
        <Flex gap={12} wrap align="start">
          <Select
            value={rule.compare_at.mode}
            onChange={(mode) =>
              setRule({
                ...rule,
                compare_at: {
                  mode,
                  value: mode === 'multiplier' ? 1.5 : mode === 'fixed' ? 1000 : 0,
                },
              })
            }
            options={COMPARE_AT_MODES.map((mode) => ({
              value: mode,
              label: t(`pricing.compareAtModes.${mode}`),
            }))}
            aria-label={t('pricing.compareAtTitle')}
            popupMatchSelectWidth={false}
            data-testid="pricing-compare-at-mode"
          />
          {rule.compare_at.mode === 'multiplier' && (
            <InputNumber<number>
              controls={NUMBER_STEP_CONTROLS}
              value={rule.compare_at.value}
              min={1}
              max={1000}
              step={0.1}
              precision={2}
              prefix="×"
              status={errorOf('rule.compare_at.value') ? 'error' : undefined}
              onChange={(value) =>
                setRule({ ...rule, compare_at: { ...rule.compare_at, value: value ?? 1 } })
              }
              aria-label={t('pricing.compareAtValue')}
              data-testid="pricing-compare-at-value"
            />
          )}
          {rule.compare_at.mode === 'fixed' && (
            <div style={{ width: 180 }}>
              <MoneyInput
                value={rule.compare_at.value}
                currency={currency}
                onChange={(value) =>
                  setRule({ ...rule, compare_at: { ...rule.compare_at, value: value ?? 0 } })
                }
                label={t('pricing.compareAtValue')}
                data-testid="pricing-compare-at-value"
              />
            </div>
          )}
        </Flex>
      </Card>
      <Card title={<h3 className="omni-card-heading">{t('pricing.centsTitle')}</h3>}>
        <Flex gap={12} align="center" wrap>
          <Switch
            checked={rule.cents !== null}
            onChange={(on) => setRule({ ...rule, cents: on ? 99 : null })}
            aria-label={t('pricing.centsOn')}
            data-testid="pricing-cents-on"
          />
          <span>{t('pricing.centsOn')}</span>
          {rule.cents !== null && (
            <InputNumber<number>
              controls={NUMBER_STEP_CONTROLS}
              value={rule.cents}
              min={0}
              max={99}
              precision={0}
              prefix="."
              onChange={(cents) => setRule({ ...rule, cents: cents ?? 0 })}
              aria-label={t('pricing.cents')}
              data-testid="pricing-cents"
            />
          )}
        </Flex>
      </Card>
      <Card title={<h3 className="omni-card-heading">{t('pricing.previewTitle')}</h3>}>
        <Typography.Paragraph type="secondary">{t('pricing.previewHelp')}</Typography.Paragraph>
        <Table
          size="small"
          pagination={false}
          rowKey="cost"
          data-testid="pricing-preview"
          dataSource={PREVIEW_COSTS.map((cost) => ({
            cost,
            priced: rates.data
              ? priceForCost(rule, { amount: cost, currency }, currency, rates.data)
              : null,
          }))}
          columns={[
            { key: 'cost', title: t('pricing.cost'), render: (_, row) => money(row.cost) },
            {
              key: 'price',
              title: t('pricing.price'),
              render: (_, row) => (row.priced ? money(row.priced.price) : '—'),
            },
            {
              key: 'compareAt',
              title: t('pricing.compareAt'),
              render: (_, row) =>
                row.priced?.compare_at_price != null ? money(row.priced.compare_at_price) : '—',
            },
          ]}
        />
      </Card>
      {errors.length > 0 && (
        <Alert type="error" showIcon title={t('pricing.invalid')} data-testid="pricing-invalid" />
      )}
      <Flex gap={8} justify="end">
        <Button onClick={() => settings.data && setRule(settings.data.rule)} disabled={!dirty}>
          {t('pricing.discard')}
        </Button>
        <Button
          type="primary"
          loading={update.isPending}
          disabled={!dirty || errors.length > 0}
          onClick={() => void save()}
          data-testid="pricing-save"
        >
          {t('pricing.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
