import { Node, mergeAttributes } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef, useState } from 'react';
import formStyles from '#app/ui/form/Form.module.css';
import { siteUrl } from '#app/lib/site-url';
import styles from './RichTextEditor.module.css';

/**
 * A video embed in the editor: the existing click-to-load player (VideoEmbed) shows it on the
 * page; stored as `<div data-video-id data-video-title>`, which the save turns into a video block.
 */
const VideoEmbedNode = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  addAttributes() {
    return {
      videoId: { default: '', parseHTML: (el) => el.getAttribute('data-video-id') ?? '', renderHTML: (a: { videoId: string }) => ({ 'data-video-id': a.videoId }) },
      title: { default: '', parseHTML: (el) => el.getAttribute('data-video-title') ?? '', renderHTML: (a: { title: string }) => ({ 'data-video-title': a.title }) },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-video-id]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes(HTMLAttributes)];
  },
});

/** A YouTube address or id as the id the player takes; null when it is neither. */
function videoIdOf(text: string): string | null {
  const trimmed = text.trim();
  if (/^[A-Za-z0-9_-]{6,20}$/.test(trimmed)) return trimmed;
  const match = /(?:youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/)([A-Za-z0-9_-]{6,20})/.exec(trimmed);
  return match ? match[1]! : null;
}

interface ToolButton {
  label: string;
  active?: boolean;
  onClick: () => void;
  disabled?: boolean;
}

function Tool({ label, active, onClick, disabled }: ToolButton) {
  return (
    <button type="button" className={styles.tool} aria-pressed={active === undefined ? undefined : active} onClick={onClick} disabled={disabled}>
      {label}
    </button>
  );
}

/**
 * The rich-text editor of staff texts (TipTap/ProseMirror, staff routes only): headings, lists,
 * links, tables, photos uploaded through the image pipeline (alt text required) and video
 * embeds. Its HTML goes with the form in `name`; the server sanitises it. Before the editor has
 * loaded (or without JavaScript) the field is a plain text area of the same HTML.
 */
/**
 * The tools of each kind of text, as its server sanitiser allows: an article has everything; a
 * notice headings, lists, links and tables; an answer (FAQ) lists and links. Photos need `uploadUrl`.
 */
const TOOLSETS = {
  article: { headings: true, tables: true, video: true },
  notice: { headings: true, tables: true, video: false },
  answer: { headings: false, tables: false, video: false },
} as const;

export default function RichTextEditor({
  name,
  label,
  initialHtml,
  uploadUrl,
  tools = 'article',
  hint,
  error,
}: {
  name: string;
  label: string;
  initialHtml: string;
  uploadUrl?: string;
  tools?: keyof typeof TOOLSETS;
  hint?: string;
  error?: string | undefined;
}) {
  const kit = TOOLSETS[tools];
  const id = useId();
  const [html, setHtml] = useState(initialHtml);
  const [panel, setPanel] = useState<'none' | 'image' | 'video' | 'link'>('none');
  const [panelError, setPanelError] = useState('');
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const alt = useRef<HTMLInputElement>(null);
  const video = useRef<HTMLInputElement>(null);
  const videoTitle = useRef<HTMLInputElement>(null);
  const link = useRef<HTMLInputElement>(null);

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'] }, code: false, codeBlock: false }),
      Image.configure({ inline: false }),
      Table.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
      VideoEmbedNode,
    ],
    content: initialHtml,
    editorProps: { attributes: { class: styles.content!, role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': `${id}-label`, ...(error ? { 'aria-invalid': 'true' } : {}) } },
    onUpdate: ({ editor: e }) => setHtml(e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            bullet: e.isActive('bulletList'),
            ordered: e.isActive('orderedList'),
            link: e.isActive('link'),
            table: e.isActive('table'),
          }
        : null,
  });

  async function insertImage() {
    const chosen = file.current?.files?.[0];
    const text = alt.current?.value.trim() ?? '';
    if (!chosen) return setPanelError('넣을 사진을 선택해 주세요.');
    if (text === '') return setPanelError('사진 설명(대체 텍스트)을 입력해 주세요. 화면을 볼 수 없는 분께 읽어 주는 글입니다.');
    setBusy(true);
    setPanelError('');
    try {
      const body = new FormData();
      body.append('image', chosen);
      body.append('alt', text);
      if (!uploadUrl) return;
      const res = await fetch(siteUrl(uploadUrl), { method: 'POST', body, credentials: 'same-origin' });
      const answer = (await res.json()) as { src?: string; alt?: string; errors?: Record<string, string> };
      if (!res.ok || !answer.src) {
        setPanelError(Object.values(answer.errors ?? {})[0] ?? '사진을 올리지 못했습니다. 다시 시도해 주세요.');
        return;
      }
      editor?.chain().focus().setImage({ src: answer.src, alt: answer.alt ?? text }).run();
      setPanel('none');
    } catch {
      setPanelError('사진을 올리지 못했습니다. 네트워크를 확인하고 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  }

  function insertVideo() {
    const videoId = videoIdOf(video.current?.value ?? '');
    if (!videoId) return setPanelError('YouTube 주소나 동영상 ID를 입력해 주세요.');
    editor?.chain().focus().insertContent({ type: 'videoEmbed', attrs: { videoId, title: videoTitle.current?.value.trim() || '동영상' } }).run();
    setPanel('none');
  }

  function applyLink() {
    const href = link.current?.value.trim() ?? '';
    if (href === '') editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (!/^(https?:\/\/|\/|mailto:|tel:)/.test(href)) return setPanelError('링크는 https://, / 로 시작하는 주소나 mailto:, tel: 로 입력해 주세요.');
    else editor?.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setPanel('none');
  }

  const open = (which: typeof panel) => {
    setPanelError('');
    setPanel(panel === which ? 'none' : which);
  };

  return (
    <div className={formStyles.field}>
      <span id={`${id}-label`} className={formStyles.label}>
        {label} <span className={formStyles.required}>(필수)</span>
      </span>
      {hint && (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
      {!editor ? (
        <textarea name={name} defaultValue={initialHtml} rows={14} className={formStyles.textarea} aria-labelledby={`${id}-label`} aria-describedby={hint ? `${id}-hint` : undefined} aria-invalid={error ? true : undefined} />
      ) : (
        <>
          <input type="hidden" name={name} value={html} />
          <div className={styles.toolbar} role="toolbar" aria-label="본문 서식">
            {kit.headings && <Tool label="제목" active={state?.h2} onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()} />}
            {kit.headings && <Tool label="소제목" active={state?.h3} onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()} />}
            <Tool label="굵게" active={state?.bold} onClick={() => editor.chain().focus().toggleBold().run()} />
            <Tool label="기울임" active={state?.italic} onClick={() => editor.chain().focus().toggleItalic().run()} />
            <Tool label="글머리 목록" active={state?.bullet} onClick={() => editor.chain().focus().toggleBulletList().run()} />
            <Tool label="번호 목록" active={state?.ordered} onClick={() => editor.chain().focus().toggleOrderedList().run()} />
            <Tool label="링크" active={state?.link} onClick={() => open('link')} />
            {uploadUrl && <Tool label="사진" onClick={() => open('image')} />}
            {kit.video && <Tool label="동영상" onClick={() => open('video')} />}
            {kit.tables && (
              <Tool label={state?.table ? '표 지우기' : '표'} onClick={() => (state?.table ? editor.chain().focus().deleteTable().run() : editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())} />
            )}
            {state?.table && <Tool label="행 추가" onClick={() => editor.chain().focus().addRowAfter().run()} />}
            {state?.table && <Tool label="열 추가" onClick={() => editor.chain().focus().addColumnAfter().run()} />}
            <Tool label="되돌리기" onClick={() => editor.chain().focus().undo().run()} />
          </div>
          {panel !== 'none' && (
            <div className={styles.panel} role="group" aria-label={panel === 'image' ? '사진 넣기' : panel === 'video' ? '동영상 넣기' : '링크'}>
              {panel === 'image' && (
                <>
                  <label>
                    사진 파일 <input ref={file} type="file" accept="image/jpeg,image/png,image/webp" />
                  </label>
                  <label>
                    사진 설명 (대체 텍스트) <input ref={alt} type="text" maxLength={200} />
                  </label>
                  <button type="button" className="btn" onClick={() => void insertImage()} disabled={busy}>
                    {busy ? '올리는 중…' : '사진 넣기'}
                  </button>
                </>
              )}
              {panel === 'video' && (
                <>
                  <label>
                    YouTube 주소 <input ref={video} type="url" placeholder="https://www.youtube.com/watch?v=…" />
                  </label>
                  <label>
                    동영상 제목 <input ref={videoTitle} type="text" maxLength={100} />
                  </label>
                  <button type="button" className="btn" onClick={insertVideo}>
                    동영상 넣기
                  </button>
                </>
              )}
              {panel === 'link' && (
                <>
                  <label>
                    링크 주소 (비우면 링크 해제) <input ref={link} type="text" defaultValue={(editor.getAttributes('link').href as string | undefined) ?? ''} />
                  </label>
                  <button type="button" className="btn" onClick={applyLink}>
                    링크 적용
                  </button>
                </>
              )}
              {panelError && (
                <p className={formStyles.error} role="alert">
                  {panelError}
                </p>
              )}
            </div>
          )}
          <EditorContent editor={editor} className={styles.frame} />
        </>
      )}
      {error && <p className={formStyles.error}>{error}</p>}
    </div>
  );
}
