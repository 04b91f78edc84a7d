import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStores } from '@omni/shared/api-client';
import { PUSH_PLATFORMS } from '@omni/shared/contracts/push';

/**
 * Above a product-center list: narrow it to one store (shown only when there are two or more
 * Shopify and WooCommerce stores to choose from).
 */
export function StoreFilter({
  value,
  onChange,
  testId,
}: {
  value: string | null;
  onChange: (storeId: string | null) => void;
  testId: string;
}) {
  const { t } = useTranslation('catalogue');
  const stores = useStores();
  const pushStores = (stores.data ?? []).filter((s) =>
    (PUSH_PLATFORMS as readonly string[]).includes(s.platform),
  );
  if (pushStores.length < 2) return null;
  return (
    <div className="omni-mapped-toolbar">
      <Select<string | null>
        value={value}
        onChange={onChange}
        aria-label={t('mapped.store')}
        data-testid={testId}
        options={[
          { value: null, label: t('mapped.allStores') },
          ...pushStores.map((s) => ({ value: s.id, label: s.domain || s.platform_domain })),
        ]}
      />
    </div>
  );
}
