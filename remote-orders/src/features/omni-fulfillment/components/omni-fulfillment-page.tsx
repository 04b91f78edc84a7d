import { Alert, Button, Card, Collapse, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@omni/shared/navigation';
import { LoadErrorAlert } from '@omni/shared/ui';
import { useOmniFulfillment, useOmniFulfillmentStep } from '../api/omni-fulfillment';

const HOW_IT_WORKS = ['request', 'source', 'ship', 'pay'] as const;

/**
 * The own fulfilment service's settings page (`/app/setting/omni-fulfillment`, ADR 037): what the
 * service does; opening the page and the how-it-works section are recorded (view, interact), and
 * Confirm enables it — only then can orders be requested from it.
 */
export default function OmniFulfillmentPage() {
  const { t } = useTranslation('orders');
  const state = useOmniFulfillment();
  const step = useOmniFulfillmentStep();
  const viewed = useRef(false);

  // the first visit is recorded once per page load (the API keeps the first time anyway)
  useEffect(() => {
    if (state.data && !viewed.current) {
      viewed.current = true;
      step.mutate('view');
    }
  }, [state.data]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when loaded

  return (
    <Flex vertical gap="middle" data-testid="omni-fulfillment-page">
      <header>
        <Typography.Title level={2}>{t('omniFulfillment.title')}</Typography.Title>
        <Typography.Text type="secondary">{t('omniFulfillment.subtitle')}</Typography.Text>
      </header>
      {state.isError ? (
        <LoadErrorAlert
          title={t('omniFulfillment.loadError')}
          onRetry={() => void state.refetch()}
        />
      ) : !state.data ? (
        <Skeleton active />
      ) : (
        <>
          <Card size="small">
            <Typography.Paragraph>{t('omniFulfillment.intro')}</Typography.Paragraph>
            <Collapse
              onChange={(open) => {
                if (open.length > 0 && !state.data.interacted_at) step.mutate('interact');
              }}
              items={[
                {
                  key: 'how',
                  label: t('omniFulfillment.howTitle'),
                  children: (
                    <ol data-testid="omni-fulfillment-how">
                      {HOW_IT_WORKS.map((item) => (
                        <li key={item}>{t(`omniFulfillment.how.${item}`)}</li>
                      ))}
                    </ol>
                  ),
                },
              ]}
            />
          </Card>
          {state.data.enabled ? (
            <Alert
              type="success"
              showIcon
              data-testid="omni-fulfillment-enabled"
              title={t('omniFulfillment.enabledTitle')}
              description={<Link to={paths.orders()}>{t('omniFulfillment.toOrders')}</Link>}
            />
          ) : (
            <Flex gap="small" align="center" wrap>
              <Button
                type="primary"
                loading={step.isPending && step.variables === 'confirm'}
                onClick={() => step.mutate('confirm')}
                data-testid="omni-fulfillment-confirm"
              >
                {t('omniFulfillment.confirm')}
              </Button>
              <Typography.Text type="secondary">{t('omniFulfillment.confirmHint')}</Typography.Text>
            </Flex>
          )}
          {step.isError ? <Alert type="error" title={t('omniFulfillment.saveError')} /> : null}
        </>
      )}
    </Flex>
  );
}
