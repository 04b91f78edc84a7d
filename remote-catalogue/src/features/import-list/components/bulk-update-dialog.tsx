import { Checkbox, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagsInput } from '../../../common/form/tags-input';
import type { BulkChange } from '../api/bulk-update-imports';
import { EMPTY_BULK_CHANGE, bulkChangeOf, type BulkChangeForm } from '../utils/bulk-change';

export interface BulkUpdateDialogProps {
  open: boolean;
  count: number;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (change: BulkChange) => void;
}

/** Bulk update of the selected imports: re-price with the pricing rule, tags, product type. */
export function BulkUpdateDialog({
  open,
  count,
  saving,
  onCancel,
  onSubmit,
}: BulkUpdateDialogProps) {
  const { t } = useTranslation('catalogue');
  const [form, setForm] = useState<BulkChangeForm>(EMPTY_BULK_CHANGE);
  const change = bulkChangeOf(form);
  const set = (next: Partial<BulkChangeForm>) => setForm((current) => ({ ...current, ...next }));
  return (
    <Modal
      open={open}
      title={t('bulk.updateTitle', { count })}
      okText={t('bulk.apply')}
      cancelText={t('bulk.cancel')}
      okButtonProps={{ disabled: !change, loading: saving, 'data-testid': 'bulk-update-apply' }}
      onOk={() => change && onSubmit(change)}
      onCancel={onCancel}
      afterClose={() => setForm(EMPTY_BULK_CHANGE)}
      destroyOnHidden
      data-testid="bulk-update-dialog"
    >
      <Form layout="vertical" component="div">
        <Form.Item>
          <Checkbox
            checked={form.applyPricingRule}
            onChange={(event) => set({ applyPricingRule: event.target.checked })}
            data-testid="bulk-pricing-rule"
          >
            {t('bulk.applyPricingRule')}
          </Checkbox>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('bulk.applyPricingRuleHelp')}
          </Typography.Paragraph>
        </Form.Item>
        <Form.Item label={t('bulk.addTags')}>
          <TagsInput
            value={form.addTags}
            onChange={(addTags) => set({ addTags })}
            label={t('bulk.addTags')}
            data-testid="bulk-add-tags"
          />
        </Form.Item>
        <Form.Item label={t('bulk.removeTags')}>
          <TagsInput
            value={form.removeTags}
            onChange={(removeTags) => set({ removeTags })}
            label={t('bulk.removeTags')}
            data-testid="bulk-remove-tags"
          />
        </Form.Item>
        <Form.Item>
          <Flex vertical gap={8}>
            <Checkbox
              checked={form.setProductType}
              onChange={(event) => set({ setProductType: event.target.checked })}
              data-testid="bulk-set-product-type"
            >
              {t('bulk.setProductType')}
            </Checkbox>
            <Input
              value={form.productType}
              disabled={!form.setProductType}
              maxLength={255}
              onChange={(event) => set({ productType: event.target.value })}
              aria-label={t('bulk.productType')}
              placeholder={t('bulk.productType')}
              data-testid="bulk-product-type"
            />
          </Flex>
        </Form.Item>
      </Form>
    </Modal>
  );
}
