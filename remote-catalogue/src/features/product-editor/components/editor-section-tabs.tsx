import { Anchor } from 'antd';
import { useTranslation } from 'react-i18next';
import { EDITOR_SECTIONS, STICKY_HEADER_OFFSET, sectionId } from '../utils/editor-sections';

/**
 * The tab strip of the editor (spec 002 §2): a tab scrolls smoothly to its section, and the
 * section being read is highlighted as the page scrolls. The URL stays as it is (no hash entry
 * in the history: Back leaves the editor, as the merchant expects).
 */
export function EditorSectionTabs() {
  const { t } = useTranslation('catalogue');
  return (
    <nav aria-label={t('editor.sections.label')} data-testid="editor-section-tabs">
      <Anchor
        direction="horizontal"
        affix={false}
        targetOffset={STICKY_HEADER_OFFSET}
        onClick={(event) => event.preventDefault()}
        items={EDITOR_SECTIONS.map((section) => ({
          key: section,
          href: `#${sectionId(section)}`,
          title: (
            <span data-testid={`editor-tab-${section}`}>{t(`editor.sections.${section}`)}</span>
          ),
        }))}
      />
    </nav>
  );
}
