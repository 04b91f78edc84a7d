import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageEntry, toLanguageCode } from '@omni/shared/i18n';
import { LanguageLabel } from '../language/language-options';
import { useChangeLanguage } from '../language/use-change-language';

/** Nine languages by their native names; the choice is saved on the account and locally. */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation('host');
  const changeLanguage = useChangeLanguage();
  const current = toLanguageCode(i18n.language) ?? 'en';
  const name = languageEntry(current)?.name ?? '';
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((language) => ({
          key: language.code,
          label: <LanguageLabel language={language} />,
        })),
        onClick: ({ key }) => {
          const code = toLanguageCode(key);
          if (code) void changeLanguage(code);
        },
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined aria-hidden />}
        // the name holds the visible text, so a voice-control user can say what they see
        aria-label={compact ? t('shell.language') : t('shell.languageCurrent', { language: name })}
        data-testid="language-picker"
      >
        {compact ? null : name}
      </Button>
    </Dropdown>
  );
}
