import { DashboardOutlined } from '@ant-design/icons';
import { Button, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@omni/shared/navigation';

/**
 * "Your Usage": the current plan and a Change Plan link. Usage bars per feature arrive with the
 * billing issue (they need payments/user/current-plan), so only the plan is shown here.
 */
export function UsagePopover({ planName }: { planName: string }) {
  const { t } = useTranslation('host');
  const content = (
    <div className="omni-usage" data-testid="usage-popover">
      <Typography.Text type="secondary">{t('usage.currentPlan')}</Typography.Text>
      <Typography.Title level={5} style={{ marginTop: 4 }}>
        {planName}
      </Typography.Title>
      <Link to={paths.changePlan()} data-testid="usage-change-plan">
        {t('usage.changePlan')}
      </Link>
    </div>
  );
  return (
    <Popover content={content} title={t('usage.title')} trigger="click" placement="bottom">
      <Button type="text" icon={<DashboardOutlined />} data-testid="usage-button">
        {t('usage.title')}
      </Button>
    </Popover>
  );
}
