import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { formatSeoulMinute } from '#app/lib/seoul-time';
import { ActionBar } from './editor/ActionBar';
import { cleaned, newSection, uid } from './editor/layout-edit';
import type { PreviewData } from './editor/HomePreview';
import type * as LayoutSchema from '../layout-schema';
import { SectionList } from './editor/SectionList';
import type { LinkTarget } from '#app/staff-kit/link-target';
import type { EditorContext, EditSection, MediaChoice, ProductChoice } from './editor/types';
import styles from './HomeEditor.module.css';

export { editableSections } from './editor/layout-edit';
export type { MediaChoice, ProductChoice } from './editor/types';

// The preview renders the guests' widgets (images, products, articles): loaded as its own chunk
// so the editor's first load stays within the staff route budget (scripts/check-bundle-budget.mjs).
const HomePreview = lazy(() => import('./editor/HomePreview').then((m) => ({ default: m.HomePreview })));

/**
 * The home page editor (issue 15 item 6, docs/decisions/041-home-editor.md, and issue 24 item 2,
 * docs/decisions/049-home-editor-and-link-picker.md): the sections of the draft, their columns and
 * widgets, each movable with buttons (no drag), checked in the browser by the same schema the
 * server checks with, beside (computer) or under (phone) a live preview of the page as guests
 * will see it. The whole layout is sent as one JSON field. The parts are in ./editor:
 * SectionList → SectionForm → ColumnForm → WidgetForm → WidgetFields; HomePreview.
 */
export function HomeEditor({
  version,
  initial,
  hasDraft,
  draftUpdatedAt,
  updatedAt,
  media: initialMedia,
  products,
  serverErrors,
  previewHref,
  links: initialLinks,
  preview,
}: {
  version: number;
  initial: EditSection[];
  hasDraft: boolean;
  draftUpdatedAt: string | null;
  updatedAt: string | null;
  media: MediaChoice[];
  products: ProductChoice[];
  serverErrors?: Record<string, string> | undefined;
  previewHref: string;
  links: LinkTarget[];
  preview: PreviewData;
}) {
  const [sections, setSections] = useState<EditSection[]>(initial);
  const [dirty, setDirty] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [media, setMedia] = useState<MediaChoice[]>(initialMedia);
  const [links, setLinks] = useState<ReadonlyMap<string, LinkTarget>>(() => new Map(initialLinks.map((t) => [t.value, t])));
  // Sections added in this visit start open (the others fold when there are many).
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const summaryRef = useRef<HTMLDivElement>(null);

  const payload = useMemo(() => cleaned(sections), [sections]);
  // The schema (and zod) load after the page: until then nothing is flagged, and a save is
  // checked by the server with the same schema.
  const [schema, setSchema] = useState<typeof LayoutSchema | null>(null);
  useEffect(() => {
    void import('../layout-schema').then(setSchema);
  }, []);
  const issues = useMemo(() => {
    if (!schema) return [];
    const parsed = schema.HomeLayoutSchema.safeParse(payload);
    return parsed.success ? [] : schema.layoutIssues(parsed.error);
  }, [payload, schema]);
  const errorAt = useMemo(() => new Map(issues.map((i) => [i.path, i.message])), [issues]);
  const err = (path: string) => (showErrors ? errorAt.get(path) : undefined);

  const update = (change: (draft: EditSection[]) => EditSection[] | void) => {
    setSections((current) => {
      const copy = structuredClone(current);
      return change(copy) ?? copy;
    });
    setDirty(true);
  };
  const addMedia = (m: MediaChoice) => setMedia((list) => [m, ...list.filter((x) => x.src !== m.src)]);
  const addSection = () => {
    const key = uid();
    setFresh((set) => new Set([...set, key]));
    update((d) => [...d, newSection(key, d)]);
  };

  const addLink = (t: LinkTarget) => setLinks((map) => new Map(map).set(t.value, t));
  const ctx: EditorContext = { update, err, media, addMedia, products, fresh, links, addLink };
  const serverMessages = serverErrors ? Object.values(serverErrors) : [];

  return (
    <div className={styles.editor}>
      <div className={styles.status} aria-live="polite">
        <p>
          {hasDraft ? `임시 저장본이 있습니다 (${formatSeoulMinute(draftUpdatedAt)} 저장). 방문자에게는 게시된 화면이 보입니다.` : `게시 중인 화면을 고치고 있습니다${updatedAt ? ` (최근 게시 ${formatSeoulMinute(updatedAt)})` : ''}.`}
          {dirty && <strong> 저장하지 않은 변경이 있습니다.</strong>}
        </p>
      </div>

      {(serverMessages.length > 0 || (showErrors && issues.length > 0)) && (
        <div className={styles.summary} role="alert" tabIndex={-1} ref={summaryRef}>
          <p>입력 내용을 확인해 주세요.</p>
          <ul>
            {serverMessages.map((m) => (
              <li key={`s-${m}`}>{m}</li>
            ))}
            {showErrors &&
              issues.slice(0, 12).map((i) => (
                <li key={i.path}>
                  {i.place ? `${i.place}: ` : ''}
                  {i.message}
                </li>
              ))}
          </ul>
        </div>
      )}

      <div className={styles.workspace}>
        <div className={styles.controls}>
          <SectionList sections={sections} ctx={ctx} onAdd={addSection} />
        </div>
        <Suspense fallback={<p className={styles.hint}>미리보기를 불러오는 중…</p>}>
          <HomePreview sections={sections} links={links} data={preview} />
        </Suspense>
      </div>

      <ActionBar
        version={version}
        layout={payload}
        invalid={issues.length > 0}
        onInvalid={() => {
          setShowErrors(true);
          requestAnimationFrame(() => summaryRef.current?.focus());
        }}
        hasDraft={hasDraft}
        dirty={dirty}
        previewHref={previewHref}
      />
    </div>
  );
}
