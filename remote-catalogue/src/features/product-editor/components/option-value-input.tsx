import { CloseOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '@omni/shared/contracts/catalogue';

export interface OptionValueInputProps {
  value: string;
  /** Every value of the option, to refuse a name another value has. */
  siblings: readonly string[];
  removable: boolean;
  onRename: (next: string) => void;
  onRemove: () => void;
}

/**
 * One value of an option, renamed in place: the rename applies when the field is left or Enter
 * is pressed (renaming as one types would re-key the value on every letter).
 */
export function OptionValueInput({
  value,
  siblings,
  removable,
  onRename,
  onRemove,
}: OptionValueInputProps) {
  const { t } = useTranslation('catalogue');
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const next = text.trim();
  const clash = next !== value && siblings.includes(next);
  const commit = () => {
    if (next && !clash && next !== value) onRename(next);
    else setText(value);
  };
  return (
    <Space.Compact>
      <Tooltip open={clash} title={t('editor.variants.valueTaken')}>
        <Input
          value={text}
          maxLength={NAME_MAX}
          status={clash || !next ? 'error' : undefined}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onPressEnter={commit}
          aria-label={t('editor.variants.value', { value })}
          style={{ width: Math.min(220, Math.max(80, text.length * 9 + 32)) }}
        />
      </Tooltip>
      <Tooltip
        title={removable ? t('editor.variants.removeValue') : t('editor.variants.lastVariant')}
      >
        <Button
          icon={<CloseOutlined aria-hidden />}
          disabled={!removable}
          onClick={onRemove}
          aria-label={t('editor.variants.removeValueOf', { value })}
        />
      </Tooltip>
    </Space.Compact>
  );
}
