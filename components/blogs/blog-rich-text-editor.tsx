'use client';

import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslations } from 'next-intl';
import { type ChangeEvent, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { BLOG_LINK } from '@/lib/domain/blogs/blog-html';

import { BLOG_BODY_CLASSES } from './blog-body-classes';

export interface BlogRichTextEditorProps {
  /** The id of the field's visible label, which names the editing area. */
  labelId: string;
  initialHtml: string;
  onChange: (html: string) => void;
  /** Uploads an image to the shop's gallery: its address, or null (the form says why). */
  uploadImage: (file: File) => Promise<string | null>;
  /** The image input's `accept`. */
  accept: string;
  uploading: boolean;
}

type Tool = {
  key: string;
  label: string;
  glyph: string;
  active?: boolean;
  disabled?: boolean;
  run: () => void;
};

/** What the toolbar shows as pressed or disabled, re-read on every change of the editor. */
function useToolState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
}

/**
 * The blog's rich-text editor (issue 20), on Tiptap: bold, italic, section headings (h2, h3),
 * lists, quotes, links, images from the shop's gallery, undo and redo — the elements the server's
 * allow-list keeps (lib/domain/blogs/blog-html.ts). Loaded lazily by the entry form, so no
 * storefront page downloads it. The toolbar is a labelled `toolbar` of buttons with
 * `aria-pressed`; the editing area is a multi-line textbox named by the field's label.
 */
export default function BlogRichTextEditor({
  labelId,
  initialHtml,
  onChange,
  uploadImage,
  accept,
  uploading,
}: BlogRichTextEditorProps) {
  const t = useTranslations('blogs.editor');
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
      Image.configure({ inline: false }),
    ],
    content: initialHtml,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: `${BLOG_BODY_CLASSES} min-h-64 rounded-b-lg border border-t-0 border-gray-300 p-4 focus:outline-2 focus:outline-offset-2 focus:outline-blue-600 dark:border-gray-600`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  if (!editor) return <EditorPlaceholder label={t('loadingEditor')} />;
  return (
    <div>
      <Toolbar
        editor={editor}
        label={t('toolbar')}
        onImage={() => fileInput.current?.click()}
        uploading={uploading}
      />
      <EditorContent editor={editor} />
      <input
        ref={fileInput}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="blog-body-image-input"
        onChange={async (event: ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const src = await uploadImage(file);
          if (src) editor.chain().focus().setImage({ src, alt: '' }).run();
        }}
      />
    </div>
  );
}

export function EditorPlaceholder({ label }: { label: string }) {
  return (
    <p className="min-h-64 rounded-lg border border-gray-300 p-4 text-sm text-gray-600 dark:border-gray-600 dark:text-gray-300">
      {label}
    </p>
  );
}

function Toolbar({
  editor,
  label,
  onImage,
  uploading,
}: {
  editor: Editor;
  label: string;
  onImage: () => void;
  uploading: boolean;
}) {
  const t = useTranslations('blogs.editor');
  const state = useToolState(editor);
  const chain = () => editor.chain().focus();
  const tools: Tool[] = [
    {
      key: 'bold',
      label: t('bold'),
      glyph: 'B',
      active: state.bold,
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('italic'),
      glyph: 'I',
      active: state.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'h2',
      label: t('heading2'),
      glyph: 'H2',
      active: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: t('heading3'),
      glyph: 'H3',
      active: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullet',
      label: t('bulletList'),
      glyph: '•',
      active: state.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'ordered',
      label: t('orderedList'),
      glyph: '1.',
      active: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'quote',
      label: t('quote'),
      glyph: '“',
      active: state.quote,
      run: () => chain().toggleBlockquote().run(),
    },
    {
      key: 'link',
      label: t('link'),
      glyph: '🔗',
      active: state.link,
      run: () => {
        if (editor.isActive('link')) {
          chain().extendMarkRange('link').unsetLink().run();
          return;
        }
        const href = window.prompt(t('linkPrompt'))?.trim();
        if (href && BLOG_LINK.test(href)) chain().extendMarkRange('link').setLink({ href }).run();
      },
    },
    { key: 'image', label: t('image'), glyph: '🖼', disabled: uploading, run: onImage },
    {
      key: 'undo',
      label: t('undo'),
      glyph: '↶',
      disabled: !state.canUndo,
      run: () => chain().undo().run(),
    },
    {
      key: 'redo',
      label: t('redo'),
      glyph: '↷',
      disabled: !state.canRedo,
      run: () => chain().redo().run(),
    },
  ];
  return (
    <div
      role="toolbar"
      aria-label={label}
      className="flex flex-wrap gap-1 rounded-t-lg border border-gray-300 bg-gray-50 p-1 dark:border-gray-600 dark:bg-gray-900"
    >
      {tools.map((tool) => (
        <Button
          key={tool.key}
          variant={tool.active ? 'tool-current' : 'tool'}
          size="sm"
          aria-label={tool.label}
          title={tool.label}
          {...(tool.active === undefined ? {} : { 'aria-pressed': tool.active })}
          disabled={tool.disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={tool.run}
          className="min-w-9 font-semibold"
        >
          <span aria-hidden="true">{tool.glyph}</span>
        </Button>
      ))}
    </div>
  );
}
