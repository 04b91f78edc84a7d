import { Button, Card, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationPreference } from '@omni/shared/contracts/notification-settings';
import { useNotificationSettings, useSaveNotificationSettings } from './api/notification-settings';
import { useSettingsNoticeSeen } from './components/settings-notice';
import { changedPreferences, groupPreferences, togglePreference } from './rules/preference-draft';
import './notifications.css';

/**
 * /app/setting/notification: per kind of event, whether it shows in the app (bell) and whether
 * it is e-mailed, grouped as product, supplier and order. A refused save keeps the switches as
 * the merchant left them (the error is the API's translated toast).
 */
export default function NotificationSettingsPage() {
  const { t } = useTranslation('host');
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [, markSeen] = useSettingsNoticeSeen();
  const [draft, setDraft] = useState<NotificationPreference[] | null>(null);
  const saved = settings.data?.preferences;
  const shown = draft ?? saved ?? [];
  const changes = saved ? changedPreferences(saved, shown) : [];

  // seeing this page is what the bell's first-use notice asks for
  useEffect(() => markSeen(), []); // eslint-disable-line react-hooks/exhaustive-deps

  const onSave = () => save.mutate({ preferences: changes }, { onSuccess: () => setDraft(null) });

  return (
    <Card
      title={<h2 className="omni-card-heading">{t('notificationSettings.title')}</h2>}
      loading={settings.isLoading}
      data-testid="notification-settings"
    >
      <Typography.Paragraph type="secondary">
        {t('notificationSettings.intro')}
      </Typography.Paragraph>
      {groupPreferences(shown).map(({ group, preferences }) => (
        <section
          key={group}
          className="omni-notification-group"
          data-testid={`notification-group-${group}`}
        >
          <div className="omni-notification-pref is-header">
            <h3 className="omni-card-heading">{t(`notificationSettings.groups.${group}`)}</h3>
            <span>{t('notificationSettings.inApp')}</span>
            <span>{t('notificationSettings.byEmail')}</span>
          </div>
          {preferences.map((preference) => {
            const label = t(`notificationSettings.kinds.${preference.kind}`);
            return (
              <div
                key={preference.kind}
                className="omni-notification-pref"
                data-testid={`notification-pref-${preference.kind}`}
              >
                <span>{label}</span>
                {(['app', 'email'] as const).map((channel) => (
                  <Switch
                    key={channel}
                    checked={preference[channel]}
                    onChange={(on) =>
                      setDraft(togglePreference(shown, preference.kind, channel, on))
                    }
                    aria-label={`${label}: ${t(
                      channel === 'app'
                        ? 'notificationSettings.inApp'
                        : 'notificationSettings.byEmail',
                    )}`}
                    data-testid={`notification-pref-${preference.kind}-${channel}`}
                  />
                ))}
              </div>
            );
          })}
        </section>
      ))}
      <Space>
        <Button
          type="primary"
          disabled={changes.length === 0}
          loading={save.isPending}
          onClick={onSave}
          data-testid="notification-settings-save"
        >
          {t('notificationSettings.save')}
        </Button>
        {changes.length > 0 && (
          <Typography.Text type="secondary">{t('notificationSettings.unsaved')}</Typography.Text>
        )}
      </Space>
    </Card>
  );
}
