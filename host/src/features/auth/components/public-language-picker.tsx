import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { toLanguageCode } from '@omni/shared/i18n';
import { languageSelectOptions } from '../../../app/language/language-options';
import { useChangeLanguage } from '../../../app/language/use-change-language';

/** Language choice before sign-in: stored locally only (there is no account to save it on yet). */
export function PublicLanguagePicker() {
  const { t, i18n } = useTranslation('host');
  const changeLanguage = useChangeLanguage();
  return (
    <Select
      value={toLanguageCode(i18n.language) ?? 'en'}
      onChange={(code) => void changeLanguage(code)}
      options={languageSelectOptions()}
      prefix={<GlobalOutlined aria-hidden />}
      aria-label={t('shell.language')}
      style={{ minWidth: 170 }}
      data-testid="language-picker"
      popupMatchSelectWidth={false}
    />
  );
}
