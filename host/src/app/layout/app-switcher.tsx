import { AppstoreOutlined, CheckOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { RELATED_APPS } from './related-apps';

/** The product family of spec 000 §1: this app selected, Product Researcher; the extension is hidden. */
export function AppSwitcher() {
  const { t } = useTranslation('host');
  const content = (
    <ul className="omni-app-switcher" data-testid="app-switcher-list">
      {RELATED_APPS.filter((app) => !app.hidden).map((app) => (
        <li key={app.key} className={app.current ? 'is-current' : undefined}>
          <a
            href={app.url}
            target={app.current ? undefined : '_blank'}
            rel="noreferrer"
            aria-current={app.current || undefined}
          >
            <strong>{t(`appSwitcher.apps.${app.key}.name`)}</strong>
            <span>{t(`appSwitcher.apps.${app.key}.description`)}</span>
          </a>
          {app.current && <CheckOutlined aria-hidden />}
        </li>
      ))}
    </ul>
  );
  return (
    <Popover
      content={content}
      title={t('appSwitcher.title')}
      trigger="click"
      placement="bottomRight"
    >
      <Button
        type="text"
        icon={<AppstoreOutlined aria-hidden />}
        aria-label={t('appSwitcher.title')}
        data-testid="app-switcher"
      />
    </Popover>
  );
}
