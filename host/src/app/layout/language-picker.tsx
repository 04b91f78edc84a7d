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
        icon={<GlobalOutlined />}
        aria-label={t('shell.language')}
        data-testid="language-picker"
      >
        {compact ? null : languageEntry(current)?.name}
      </Button>
    </Dropdown>
  );
}
