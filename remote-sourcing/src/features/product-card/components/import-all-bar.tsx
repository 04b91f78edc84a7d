import { Alert, Button, Flex, Popconfirm, message } from 'antd';
import { useSetAtom } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProductCard } from '@omni/shared/contracts';
import { QUOTA_REFUSALS } from '@omni/shared/errors';
import { importListPath } from '@omni/shared/navigation';
import { useIsMobile } from '@omni/shared/ui';
import { useImportAll } from '../api/import-all-products';
import { importQuotaAtom } from '../hooks/import-quota';
import { importAllFailure, importableCards, type ImportAllOutcome } from '../utils/import-all';
import { useImportErrorText } from './import-button';

interface ImportAllBarProps {
  /** The cards of the list as loaded so far. */
  cards: readonly ProductCard[];
  shipTo: string;
  /** What the bar shows before the button (the list's total). */
  children: ReactNode;
}

/**
 * The bar above a product list: its total, and "Import all" of the list (POST center/products/import-all): the loaded cards not imported
 * yet, after a confirmation, with the progress on the button and a summary of what was imported
 * and what failed and why. Every item failing on the quota marks the quota expired (001 §8): the
 * quota banner, the page scrolled up to it on desktop, a toast on mobile.
 */
export function ImportAllBar({ cards, shipTo, children }: ImportAllBarProps) {
  const { t } = useTranslation('sourcing');
  const mobile = useIsMobile();
  const setQuota = useSetAtom(importQuotaAtom);
  const errorText = useImportErrorText();
  const { run, progress } = useImportAll();
  const [outcome, setOutcome] = useState<{
    result: ImportAllOutcome;
    names: Map<string, string>;
  }>();
  const pending = importableCards(cards);

  const start = async () => {
    const names = new Map(pending.map((card) => [card.source_product_id, card.name]));
    const result = await run(pending, shipTo);
    setOutcome({ result, names });
    if (!result.quotaExpired) return;
    const quota = { limit: result.quota?.limit ?? null, usage: result.quota?.usage ?? null };
    setQuota(quota);
    if (mobile) void message.error(errorText({ kind: 'quota', ...quota }));
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const failures = outcome ? Object.entries(outcome.result.failed) : [];
  const importedCount = outcome ? Object.keys(outcome.result.imported).length : 0;
  // quota refusals are one line (with usage and limit); other reasons are named per product
  const quotaRefused = failures.some(([, reason]) => QUOTA_REFUSALS.has(reason));
  const otherFailures = failures.filter(([, reason]) => !QUOTA_REFUSALS.has(reason));
  const quota = outcome?.result.quota;
  return (
    <Flex vertical gap="small">
      <Flex justify="space-between" align="center" gap="small" wrap>
        {children}
        {pending.length > 0 || progress ? (
          <Popconfirm
            title={t('importAll.confirmTitle')}
            description={t('importAll.confirmBody', { count: pending.length })}
            okText={t('importAll.confirm')}
            cancelText={t('importAll.cancel')}
            onConfirm={() => void start()}
            disabled={progress !== null}
            okButtonProps={{ 'data-testid': 'import-all-confirm' }}
          >
            <Button loading={progress !== null} data-testid="import-all">
              {progress
                ? t('importAll.progress', { done: progress.done, total: progress.total })
                : t('importAll.button', { count: pending.length })}
            </Button>
          </Popconfirm>
        ) : null}
      </Flex>
      {outcome ? (
        <Alert
          type={failures.length === 0 ? 'success' : importedCount > 0 ? 'warning' : 'error'}
          showIcon
          closable={{ onClose: () => setOutcome(undefined) }}
          data-testid="import-all-result"
          data-imported={importedCount}
          data-failed={failures.length}
          title={
            failures.length === 0
              ? t('importAll.allImported', { count: importedCount })
              : t('importAll.someFailed', { imported: importedCount, failed: failures.length })
          }
          description={
            <>
              {failures.length > 0 ? (
                <ul data-testid="import-all-failures">
                  {quotaRefused ? (
                    <li data-testid="import-all-quota">
                      {errorText({
                        kind: 'quota',
                        limit: quota?.limit ?? null,
                        usage: quota?.usage ?? null,
                      })}
                    </li>
                  ) : null}
                  {otherFailures.map(([id, reason]) => (
                    <li key={id}>
                      {outcome.names.get(id) ?? id}: {errorText(importAllFailure(reason))}
                    </li>
                  ))}
                </ul>
              ) : null}
              {importedCount > 0 ? (
                <Link to={importListPath()}>{t('importAll.openImportList')}</Link>
              ) : null}
            </>
          }
        />
      ) : null}
    </Flex>
  );
}
