import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AI_WRITING_LANGUAGES,
  AI_WRITING_STYLES,
  AI_WRITING_TONES,
  type AiWritingSettings,
} from '@omni/shared/contracts/catalogue';
import './ai-writing-panel.css';

function languageNames(uiLanguage: string): (tag: string) => string {
  try {
    const names = new Intl.DisplayNames([uiLanguage], { type: 'language' });
    return (tag) => names.of(tag) ?? tag;
  } catch {
    return (tag) => tag;
  }
}

interface ChoiceSelectProps<T extends string> {
  name: string;
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled: boolean;
}

/** One labelled choice (style, tone, language). */
function ChoiceSelect<T extends string>({ name, label, ...select }: ChoiceSelectProps<T>) {
  return (
    <label className="omni-ai-writing-control">
      <span id={`ai-writing-${name}`}>{label}</span>
      <Select
        aria-labelledby={`ai-writing-${name}`}
        popupMatchSelectWidth={false}
        data-testid={`ai-writing-${name}`}
        {...select}
      />
    </label>
  );
}

export interface AiWritingChoicesProps {
  value: AiWritingSettings;
  onChange: (change: Partial<AiWritingSettings>) => void;
  disabled?: boolean;
}

/**
 * The style, tone and language of AI writing, each a labelled select: the editor's panel and the
 * workplace's defaults page (integrations → AI writing) show the same three.
 */
export function AiWritingChoices({ value, onChange, disabled = false }: AiWritingChoicesProps) {
  const { t, i18n } = useTranslation('catalogue');
  const nameOf = useMemo(() => languageNames(i18n.language), [i18n.language]);
  return (
    <>
      <ChoiceSelect
        name="style"
        label={t('aiWriting.style')}
        value={value.style}
        options={AI_WRITING_STYLES.map((style) => ({
          value: style,
          label: t(`aiWriting.styles.${style}`),
        }))}
        onChange={(style) => onChange({ style })}
        disabled={disabled}
      />
      <ChoiceSelect
        name="tone"
        label={t('aiWriting.tone')}
        value={value.tone}
        options={AI_WRITING_TONES.map((tone) => ({
          value: tone,
          label: t(`aiWriting.tones.${tone}`),
        }))}
        onChange={(tone) => onChange({ tone })}
        disabled={disabled}
      />
      <ChoiceSelect
        name="language"
        label={t('aiWriting.language')}
        value={value.language}
        options={AI_WRITING_LANGUAGES.map((language) => ({
          value: language,
          label: nameOf(language),
        }))}
        onChange={(language) => onChange({ language })}
        disabled={disabled}
      />
    </>
  );
}
