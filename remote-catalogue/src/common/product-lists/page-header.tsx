import { Typography } from 'antd';

interface PageHeaderProps {
  title: string;
  subtitle: string;
  testId: string;
}

export function PageHeader({ title, subtitle, testId }: PageHeaderProps) {
  return (
    <header>
      <Typography.Title level={2} data-testid={testId}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">{subtitle}</Typography.Text>
    </header>
  );
}
