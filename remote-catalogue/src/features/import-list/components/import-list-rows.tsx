import { useTranslation } from 'react-i18next';
import type { ImportListItem } from '@omni/shared/contracts/catalogue';
import type { MoneyDisplay } from '@omni/shared/money';
import type { LoadMore } from '@omni/shared/ui';
import { WindowVirtualList } from '../../../common/product-lists/window-virtual-list';
import { isSelected, type Selection } from '../utils/selection';
import { ImportRow } from './import-row';

/** A row's height before it is measured (desktop; mobile rows are taller and measured). */
const ESTIMATED_ROW_HEIGHT = 97;

export interface ImportListRowsProps extends LoadMore {
  items: readonly ImportListItem[];
  selection: Selection;
  onToggle: (id: string) => void;
  money: MoneyDisplay;
}

/** The imports, virtualised against the window, the next keyset page asked for before the end. */
export function ImportListRows({
  items,
  selection,
  onToggle,
  money,
  ...loadMore
}: ImportListRowsProps) {
  const { t } = useTranslation('catalogue');
  return (
    <WindowVirtualList
      items={items}
      estimatedRowHeight={ESTIMATED_ROW_HEIGHT}
      label={t('list.label')}
      loadingMoreLabel={t('list.loadingMore')}
      testId="import-list"
      {...loadMore}
      renderItem={(item) => (
        <ImportRow
          item={item}
          selected={isSelected(selection, item.id)}
          onToggle={onToggle}
          money={money}
        />
      )}
    />
  );
}
