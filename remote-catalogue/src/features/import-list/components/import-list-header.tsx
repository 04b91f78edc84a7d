import { Checkbox, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ImportListHeaderProps {
  checked: boolean;
  indeterminate: boolean;
  onChange: (checked: boolean) => void;
  loaded: number;
  /** The workplace's total, or null under filters (where only the loaded count is known). */
  total: number | null;
}

/** Above the rows: tick or untick every import, and how many are shown. */
export function ImportListHeader({
  checked,
  indeterminate,
  onChange,
  loaded,
  total,
}: ImportListHeaderProps) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="omni-import-list-header">
      <Checkbox
        checked={checked}
        indeterminate={indeterminate}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={t('list.selectAll')}
        data-testid="import-list-select-all"
      />
      <Typography.Text type="secondary" data-testid="import-list-shown">
        {total === null
          ? t('list.shown', { count: loaded })
          : t('list.shownOf', { count: loaded, total })}
      </Typography.Text>
    </div>
  );
}
