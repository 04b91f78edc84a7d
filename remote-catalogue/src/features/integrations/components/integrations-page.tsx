import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { integrationCards } from '../utils/integration-cards';
import './integrations.css';

/**
 * Integrations (`/app/setting/integration`, in the host's settings frame): one card per
 * integration of spec 000 §2. Those the product has lead where they live; the others carry a
 * Coming soon badge and no action.
 */
export default function IntegrationsPage() {
  const { t } = useTranslation('catalogue');
  return (
    <div className="omni-integrations" data-testid="integrations-page">
      <header>
        <Typography.Title level={2}>{t('integrations.title')}</Typography.Title>
        <Typography.Text type="secondary">{t('integrations.subtitle')}</Typography.Text>
      </header>
      <ul className="omni-integrations-grid">
        {integrationCards().map(({ page, state }) => (
          <li key={page}>
            <Card
              className="omni-integration-card"
              data-testid={`integration-${page}`}
              title={<h3 className="omni-card-heading">{t(`integrations.cards.${page}.name`)}</h3>}
              extra={
                state.kind === 'coming-soon' ? (
                  <Tag data-testid={`integration-${page}-coming-soon`}>
                    {t('integrations.comingSoon')}
                  </Tag>
                ) : null
              }
            >
              <Typography.Paragraph className="omni-integration-description">
                {t(`integrations.cards.${page}.description`)}
              </Typography.Paragraph>
              {state.kind === 'available' && (
                <Link to={state.to} data-testid={`integration-${page}-open`}>
                  {t(`integrations.cards.${page}.action`)}
                </Link>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
