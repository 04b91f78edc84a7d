import {
  ChromeOutlined,
  DollarOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
} from '@ant-design/icons';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_LINKS } from '../../../app/external-links';
import { helpCardKeys, type HelpCardKey } from '../rules/help-cards';

const CARDS: Record<HelpCardKey, { icon: ReactNode; url: string }> = {
  browserExtension: { icon: <ChromeOutlined aria-hidden />, url: EXTERNAL_LINKS.browserExtension },
  howToDropship: { icon: <ReadOutlined aria-hidden />, url: EXTERNAL_LINKS.howToDropship },
  faq: { icon: <QuestionCircleOutlined aria-hidden />, url: EXTERNAL_LINKS.faq },
  pricingPolicy: { icon: <DollarOutlined aria-hidden />, url: EXTERNAL_LINKS.pricingPolicy },
};

export function HelpCards({ billingHidden }: { billingHidden: boolean }) {
  const { t } = useTranslation('host');
  return (
    <section aria-labelledby="omni-help-title" data-testid="help-cards">
      <h2 id="omni-help-title" className="omni-section-title">
        {t('home.help.title')}
      </h2>
      <div className="omni-help-grid">
        {helpCardKeys(billingHidden).map((key) => (
          <a
            key={key}
            href={CARDS[key].url}
            target="_blank"
            rel="noreferrer"
            data-testid={`help-card-${key}`}
          >
            <Card hoverable size="small">
              <div className="omni-help-card">
                <span className="omni-help-icon" aria-hidden>
                  {CARDS[key].icon}
                </span>
                <div>
                  <strong>{t(`home.help.${key}.title`)}</strong>
                  <p>{t(`home.help.${key}.text`)}</p>
                </div>
              </div>
            </Card>
          </a>
        ))}
      </div>
    </section>
  );
}
