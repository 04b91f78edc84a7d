import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionId, type EditorSection as Section } from '../utils/editor-sections';

export interface EditorSectionProps {
  section: Section;
  extra?: ReactNode;
  children: ReactNode;
}

/** One section of the editor, the target of its tab in the tab strip. */
export function EditorSection({ section, extra, children }: EditorSectionProps) {
  const { t } = useTranslation('catalogue');
  const headingId = `${sectionId(section)}-heading`;
  return (
    <section
      id={sectionId(section)}
      aria-labelledby={headingId}
      className="omni-editor-section"
      data-testid={`editor-section-${section}`}
    >
      <Card
        title={<h2 id={headingId}>{t(`editor.sections.${section}`)}</h2>}
        extra={extra}
        styles={{ body: { paddingTop: 12 } }}
      >
        {children}
      </Card>
    </section>
  );
}
