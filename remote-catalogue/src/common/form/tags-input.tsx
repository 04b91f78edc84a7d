import { Select } from 'antd';

export interface TagsInputProps {
  value: readonly string[];
  onChange: (values: string[]) => void;
  label: string;
  'data-testid'?: string;
}

/**
 * Free words typed one by one (tags, collections): Enter or a comma ends one; each is trimmed
 * and kept once. No dropdown: there is nothing to pick from, only to type.
 */
export function TagsInput({ value, onChange, label, 'data-testid': testId }: TagsInputProps) {
  return (
    <Select
      mode="tags"
      value={[...value]}
      open={false}
      suffixIcon={null}
      tokenSeparators={[',']}
      onChange={(next: string[]) =>
        onChange([...new Set(next.map((item) => item.trim()).filter(Boolean))])
      }
      aria-label={label}
      data-testid={testId}
    />
  );
}
