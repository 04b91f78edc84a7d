import {
  Alert,
  Button,
  Card,
  Checkbox,
  Flex,
  Form,
  Radio,
  Select,
  Skeleton,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  AUTO_FULFILL_SOURCES,
  OMNI_SOURCE,
  PAY_METHODS,
  PAYMENT_BEHAVIORS,
  QUEUED_PLACEMENT_SOURCES,
  SHIPPING_PREFERENCES,
  type FulfillmentSetting,
  type PaymentSetting,
} from '@omni/shared/contracts/orders';
import { paths } from '@omni/shared/navigation';
import { LoadErrorAlert } from '@omni/shared/ui';
import { usePaymentSetting, useUpdatePaymentSetting } from '../../../common/api/payment-setting';
import { useOmniFulfillment } from '../../omni-fulfillment/api/omni-fulfillment';
import { useFulfillmentSetting, useUpdateFulfillmentSetting } from '../api/fulfillment-setting';

type Values = FulfillmentSetting & PaymentSetting & { place_waiting_orders?: boolean };

/**
 * Order placement settings (`/app/setting/order/order-placement`): the default source, the
 * shipping-method preference, automatic fulfilment for the sources that support it (spec 002 §9)
 * and how placed orders are paid (auto, wallet only, card only; card or PayPal). The own service
 * (`omni`) can be chosen only once it is confirmed on its page (ADR 037).
 */
export default function OrderPlacementSettingsPage() {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<Values>();
  const fulfillment = useFulfillmentSetting();
  const payment = usePaymentSetting();
  const saveFulfillment = useUpdateFulfillmentSetting();
  const savePayment = useUpdatePaymentSetting();
  const omni = useOmniFulfillment();
  const omniEnabled = omni.data?.enabled === true;
  const loaded = fulfillment.data && payment.data;
  // sources being turned on: the orders already waiting are placed only if the merchant says so
  const chosen = Form.useWatch('auto_fulfill_sources', form) ?? [];
  const turningOn = chosen.some((s) => !fulfillment.data?.auto_fulfill_sources.includes(s));

  useEffect(() => {
    if (fulfillment.data && payment.data)
      form.setFieldsValue({ ...fulfillment.data, ...payment.data });
  }, [fulfillment.data, payment.data, form]);

  const save = async (values: Values) => {
    await Promise.all([
      saveFulfillment.mutateAsync({
        default_source: values.default_source ?? null,
        shipping_preference: values.shipping_preference,
        auto_fulfill_sources: values.auto_fulfill_sources ?? [],
        ...(turningOn && values.place_waiting_orders ? { place_waiting_orders: true } : {}),
      }),
      savePayment.mutateAsync({
        payment_behavior: values.payment_behavior,
        pay_method: values.pay_method,
      }),
    ]);
    form.setFieldValue('place_waiting_orders', false);
  };
  const saving = saveFulfillment.isPending || savePayment.isPending;
  const saved = saveFulfillment.isSuccess && savePayment.isSuccess && !saving;

  return (
    <Flex vertical gap="middle" data-testid="order-placement-settings">
      <header>
        <Typography.Title level={2}>{t('orderSettings.title')}</Typography.Title>
        <Typography.Text type="secondary">{t('orderSettings.subtitle')}</Typography.Text>
      </header>
      {fulfillment.isError || payment.isError ? (
        <LoadErrorAlert
          title={t('orderSettings.loadError')}
          onRetry={() => {
            void fulfillment.refetch();
            void payment.refetch();
          }}
        />
      ) : !loaded ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" onFinish={(values) => void save(values)}>
          <Card title={t('orderSettings.placementCard')} size="small">
            <Form.Item name="default_source" label={t('orderSettings.defaultSource')}>
              <Select
                allowClear
                placeholder={t('orderSettings.noDefaultSource')}
                options={QUEUED_PLACEMENT_SOURCES.filter(
                  (s) => s !== OMNI_SOURCE || omniEnabled,
                ).map((s) => ({ value: s, label: t(`placement.sources.${s}`) }))}
              />
            </Form.Item>
            <Form.Item name="shipping_preference" label={t('orderSettings.shippingPreference')}>
              <Radio.Group
                options={SHIPPING_PREFERENCES.map((p) => ({
                  value: p,
                  label: t(`orderSettings.shipping.${p}`),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="auto_fulfill_sources"
              label={t('orderSettings.autoFulfill')}
              extra={
                <>
                  {t('orderSettings.autoFulfillHint')}
                  {omniEnabled ? null : (
                    <>
                      {' '}
                      <Link to={paths.ownFulfillmentSettings()} data-testid="omni-settings-link">
                        {t('orderSettings.omniNotEnabled')}
                      </Link>
                    </>
                  )}
                </>
              }
            >
              <Checkbox.Group
                options={AUTO_FULFILL_SOURCES.map((s) => ({
                  value: s,
                  label: t(`orderSettings.autoSources.${s}`),
                  disabled: s === OMNI_SOURCE && !omniEnabled,
                }))}
              />
            </Form.Item>
            {turningOn ? (
              <Form.Item
                name="place_waiting_orders"
                valuePropName="checked"
                extra={t('orderSettings.placeWaitingHint')}
              >
                <Checkbox data-testid="place-waiting-orders">
                  {t('orderSettings.placeWaiting')}
                </Checkbox>
              </Form.Item>
            ) : null}
          </Card>
          <Card title={t('orderSettings.paymentCard')} size="small" style={{ marginTop: 16 }}>
            <Form.Item name="payment_behavior" label={t('orderSettings.paymentBehavior')}>
              <Radio.Group
                options={PAYMENT_BEHAVIORS.map((b) => ({
                  value: b,
                  label: t(`orderSettings.behaviors.${b}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="pay_method" label={t('orderSettings.payMethod')}>
              <Radio.Group
                options={PAY_METHODS.map((m) => ({
                  value: m,
                  label: t(`payment.methods.${m}`),
                }))}
              />
            </Form.Item>
          </Card>
          <Flex gap="small" align="center" style={{ marginTop: 16 }}>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('orderSettings.save')}
            </Button>
            {saved ? (
              <Typography.Text type="success">{t('orderSettings.saved')}</Typography.Text>
            ) : null}
          </Flex>
          {saveFulfillment.isError || savePayment.isError ? (
            <Alert type="error" title={t('orderSettings.saveError')} style={{ marginTop: 16 }} />
          ) : null}
        </Form>
      )}
    </Flex>
  );
}
