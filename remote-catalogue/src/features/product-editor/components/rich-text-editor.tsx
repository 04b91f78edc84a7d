import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Flex, Tooltip } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../utils/sanitize-html';

export interface RichTextEditorProps {
  /** HTML; sanitised before the editor parses it. */
  value: string;
  onChange: (html: string) => void;
  label: string;
  /** Puts the cursor at the end once the editor is there (it opens when the merchant edits). */
  autoFocus?: boolean;
  'data-testid'?: string;
}

interface ToolProps {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

function Tool({ label, icon, active = false, disabled = false, onClick }: ToolProps) {
  return (
    <Tooltip title={label}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        onClick={onClick}
      />
    </Tooltip>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('catalogue');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Flex
      wrap
      gap={2}
      role="toolbar"
      aria-label={t('editor.richText.toolbar')}
      className="omni-rich-text-toolbar"
    >
      <Tool
        label={`H2 ${t('editor.richText.heading2')}`}
        icon={<span className="omni-rich-text-glyph">H2</span>}
        active={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <Tool
        label={`H3 ${t('editor.richText.heading3')}`}
        icon={<span className="omni-rich-text-glyph">H3</span>}
        active={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <Tool
        label={t('editor.richText.bold')}
        icon={<BoldOutlined aria-hidden />}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <Tool
        label={t('editor.richText.italic')}
        icon={<ItalicOutlined aria-hidden />}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <Tool
        label={t('editor.richText.underline')}
        icon={<UnderlineOutlined aria-hidden />}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <Tool
        label={t('editor.richText.strike')}
        icon={<StrikethroughOutlined aria-hidden />}
        active={state.strike}
        onClick={() => chain().toggleStrike().run()}
      />
      <Tool
        label={t('editor.richText.bulletList')}
        icon={<UnorderedListOutlined aria-hidden />}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        label={t('editor.richText.orderedList')}
        icon={<OrderedListOutlined aria-hidden />}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Tool
        label={t('editor.richText.undo')}
        icon={<UndoOutlined aria-hidden />}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <Tool
        label={t('editor.richText.redo')}
        icon={<RedoOutlined aria-hidden />}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
    </Flex>
  );
}

/**
 * The description's rich-text editor (TipTap over ProseMirror: headings, emphasis, lists, links,
 * and the supplier's pictures, which an edit must not drop). It is the page's heaviest code, so
 * the page loads it when the merchant edits (see description-field.tsx). A value changed from
 * outside (an accepted AI rewrite, a reload) replaces the content without counting as the
 * merchant's edit.
 */
export default function RichTextEditor({
  value,
  onChange,
  label,
  autoFocus = false,
  'data-testid': testId,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image],
    content: sanitizeHtml(value),
    autofocus: autoFocus ? 'end' : false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        dir: 'auto',
        class: 'omni-rich-text-content',
        ...(testId ? { 'data-testid': testId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  useEffect(() => {
    // TipTap destroys an editor whose component has not committed 1 ms after it was created, and
    // hands over a new one on the next render: a render the browser interrupts (a busy machine,
    // React yielding) commits with the destroyed instance, whose schema is gone. Touching it threw
    // (the e2e flake: the description never appeared); the next instance arrives right after.
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="omni-rich-text">
      {editor && !editor.isDestroyed && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
