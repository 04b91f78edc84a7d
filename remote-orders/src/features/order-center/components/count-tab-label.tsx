import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

interface CountTabLabelProps {
  label: string;
  count: number;
  loading: boolean;
  testId: string;
}

/**
 * A tab title with its count beside it. While the count is unknown an invisible tag keeps its
 * place, so the tabs do not widen under the pointer when the counts arrive.
 */
export function CountTabLabel({ label, count, loading, testId }: CountTabLabelProps) {
  const { i18n } = useTranslation();
  return (
    <Space size={4} data-testid={testId}>
      <span>{label}</span>
      {loading ? (
        <Tag variant="filled" aria-hidden style={{ visibility: 'hidden' }}>
          0
        </Tag>
      ) : (
        <Tag variant="filled" data-testid={`${testId}-count`}>
          {new Intl.NumberFormat(i18n.language).format(count)}
        </Tag>
      )}
    </Space>
  );
}
