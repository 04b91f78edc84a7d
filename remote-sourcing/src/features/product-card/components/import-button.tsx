import { Button, Typography, message } from 'antd';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { changePlanPath } from '@omni/shared/navigation';
import { useBillingHidden } from '@omni/shared/session';
import { useIsMobile } from '@omni/shared/ui';
import type { ProductCard } from '@omni/shared/contracts';
import { useImportProduct } from '../api/import-product';
import { importQuotaAtom } from '../hooks/import-quota';
import {
  canStartImport,
  importStateAfter,
  initialImportState,
  type CardImportError,
  type CardImportState,
} from '../utils/import-state';

/** The translated text of an import error on the card. */
export function useImportErrorText() {
  const { t } = useTranslation('sourcing');
  const billingHidden = useBillingHidden();
  return (error: CardImportError) => {
    // where billing is hidden, the plain message (spec 001 §6)
    if (error.kind === 'quota' && billingHidden) return t('importErrors.limitExceeded');
    if (error.kind === 'quota')
      return error.limit !== null && error.usage !== null
        ? t('importErrors.quotaWithUsage', { usage: error.usage, limit: error.limit })
        : t('importErrors.quota');
    const fallback =
      error.kind === 'bad_request' ? 'importErrors.badRequest' : 'importErrors.failed';
    // known reasons have their own text; any other key gets the kind's text, never the raw key
    return t([`importErrors.reasons.${error.messageKey}`, fallback]);
  };
}

/**
 * The card's import button (spec 001 §4): idle → importing → imported. A click while the
 * product is imported or importing does nothing. A quota or bad-request error shows on the
 * card; on mobile also as a toast; on desktop the page scrolls up to the quota banner (§8).
 */
export function ImportButton({
  product,
  shipTo,
}: {
  product: Pick<ProductCard, 'source' | 'source_product_id' | 'imported' | 'product_package_id'>;
  shipTo: string;
}) {
  const { t } = useTranslation('sourcing');
  const mobile = useIsMobile();
  const setQuota = useSetAtom(importQuotaAtom);
  const errorText = useImportErrorText();
  const billingHidden = useBillingHidden();
  const importProduct = useImportProduct();
  const [local, setLocal] = useState<CardImportState | null>(null);
  // the cached card says imported once any view imported it; the local state covers the rest
  const state = product.imported
    ? initialImportState(product)
    : (local ?? initialImportState(product));

  const start = async () => {
    if (!canStartImport(state)) return;
    setLocal({ status: 'importing' });
    const result = await importProduct.mutateAsync({
      source: product.source,
      productId: product.source_product_id,
      shipTo,
    });
    const next = importStateAfter(result);
    setLocal(next);
    if (next.status !== 'error') return;
    if (next.error.kind === 'quota') {
      setQuota({ limit: next.error.limit, usage: next.error.usage });
      if (mobile) void message.error(errorText(next.error));
      else window.scrollTo({ top: 0, behavior: 'smooth' });
    } else if (mobile) {
      void message.error(errorText(next.error));
    }
  };

  const testId = `import-button-${product.source_product_id}`;
  return (
    <div>
      {state.status === 'imported' ? (
        <Button block disabled data-testid={testId} data-state="imported">
          {t('card.imported')}
        </Button>
      ) : (
        <Button
          block
          type="primary"
          data-testid={testId}
          data-state={state.status}
          loading={state.status === 'importing'}
          onClick={() => void start()}
        >
          {state.status === 'importing' ? t('card.importing') : t('card.import')}
        </Button>
      )}
      {state.status === 'error' ? (
        <Typography.Text
          type="danger"
          role="alert"
          style={{ display: 'block', marginTop: 4, fontSize: 12 }}
          data-testid={`import-error-${product.source_product_id}`}
        >
          {errorText(state.error)}
          {state.error.kind === 'quota' && !billingHidden ? (
            <>
              {' '}
              <Link to={changePlanPath()}>{t('importErrors.upgrade')}</Link>
            </>
          ) : null}
        </Typography.Text>
      ) : null}
    </div>
  );
}
