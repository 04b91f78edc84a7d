import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

interface CountTabLabelProps {
  label: string;
  count: number;
  loading: boolean;
  testId: string;
}

/** A tab title with its count beside it; the count is left out while it is unknown. */
export function CountTabLabel({ label, count, loading, testId }: CountTabLabelProps) {
  const { i18n } = useTranslation();
  return (
    <Space size={4} data-testid={testId}>
      <span>{label}</span>
      {!loading && (
        <Tag variant="filled" data-testid={`${testId}-count`}>
          {new Intl.NumberFormat(i18n.language).format(count)}
        </Tag>
      )}
    </Space>
  );
}
