import { LANGUAGES, type LanguageEntry } from '@omni/shared/i18n';

/** A language by its native name, marked with its own `lang` (screen readers) and a test id. */
export function LanguageLabel({ language }: { language: LanguageEntry }) {
  return (
    <span lang={language.code} data-testid={`language-option-${language.code}`}>
      {language.name}
    </span>
  );
}

/** The nine languages as antd Select options. */
export const languageSelectOptions = () =>
  LANGUAGES.map((language) => ({
    value: language.code,
    label: <LanguageLabel language={language} />,
  }));
