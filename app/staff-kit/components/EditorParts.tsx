import { type ReactNode, useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { formatSeoulMinute, isoToSeoulLocal } from '#app/lib/seoul-time';
import { ErrorSummary } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import type { ContentMeta } from '../content-state';
import styles from './ContentKit.module.css';
import { StateBadge } from './StateBadge';

type Choice = 'keep' | 'draft' | 'now' | 'at';

/**
 * How a save publishes (the kit's PublishFields): keep the state, private, now, or at a Seoul
 * time. A new record starts private; a record's scheduled time is shown for editing.
 */
function PublishFieldset({ meta, values, errors }: { meta: ContentMeta | null; values?: Record<string, string> | undefined; errors?: Record<string, string> | undefined }) {
  const id = useId();
  const initial = (values?.publish as Choice | undefined) ?? (meta ? (meta.state === 'scheduled' ? 'at' : 'keep') : 'draft');
  const [choice, setChoice] = useState<Choice>(initial);
  const options: { value: Choice; label: string }[] = [
    ...(meta ? [{ value: 'keep' as const, label: '지금 상태 그대로 저장' }] : []),
    { value: 'draft', label: '비공개로 저장' },
    { value: 'now', label: '저장하고 바로 게시' },
    { value: 'at', label: '예약 게시 (한국 시간)' },
  ];
  return (
    <fieldset className={formStyles.fieldset}>
      <legend>게시</legend>
      <div className={styles.choices}>
        {options.map((o) => (
          <label key={o.value} className={styles.choice}>
            <input type="radio" name="publish" value={o.value} checked={choice === o.value} onChange={() => setChoice(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
      <div className={styles.inline}>
        <label htmlFor={`${id}-at`}>예약 일시</label>
        <input
          id={`${id}-at`}
          type="datetime-local"
          step={1}
          name="publishAt"
          defaultValue={values?.publishAt ?? (meta?.state === 'scheduled' ? isoToSeoulLocal(meta.publishAt) : '')}
          aria-invalid={errors?.publishAt ? true : undefined}
          aria-describedby={errors?.publishAt ? `${id}-at-error` : `${id}-at-hint`}
          onFocus={() => setChoice('at')}
        />
        <p id={`${id}-at-hint`} className={formStyles.hint}>
          예약 게시를 고르면 이 시각(한국 시간)에 저절로 방문자에게 보이기 시작합니다.
        </p>
        {errors?.publishAt && (
          <p id={`${id}-at-error`} className={formStyles.error}>
            {errors.publishAt}
          </p>
        )}
      </div>
    </fieldset>
  );
}

/** The hidden fields every edit form and state button carries: which record, at which version. */
function VersionFields({ meta }: { meta: ContentMeta | null }) {
  if (!meta) return null;
  return (
    <>
      <input type="hidden" name="id" value={meta.id} />
      <input type="hidden" name="version" value={meta.version} />
    </>
  );
}

function StateButton({ meta, intent, label, className }: { meta: ContentMeta; intent: string; label: string; className?: string }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post">
      <VersionFields meta={meta} />
      <input type="hidden" name="intent" value={intent} />
      {intent === 'publish' && <input type="hidden" name="publish" value="now" />}
      <button type="submit" className={`btn ${className ?? ''}`} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

/**
 * The frame of an editor's side panel: for a record not saved yet, what saving it does
 * (`unsaved`); otherwise the record's facts and actions (`children`).
 */
export function SidePanel({ unsaved, children }: { unsaved: { title: string; text: string } | null; children: ReactNode }) {
  return (
    <aside className={styles.panel} aria-label="게시 상태">
      <h2>{unsaved?.title ?? '게시 상태'}</h2>
      {unsaved ? <p>{unsaved.text}</p> : children}
    </aside>
  );
}

/** The record as guests see it, opened in a new window (said to screen readers). */
export function PreviewLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={`btn ${styles.secondary}`}>
      {children}
      <span className="visually-hidden"> (새 창)</span>
    </a>
  );
}

/**
 * The editor's side panel: the state, when it goes or went live, the preview as guests will
 * see it, and the state changes (publish now, make private, delete, restore).
 */
export function EditorPanel({ meta, previewHref, children }: { meta: ContentMeta | null; previewHref?: string | null; children?: ReactNode }) {
  return (
    <SidePanel unsaved={meta ? null : { title: '새로 만들기', text: '저장하면 목록에 추가됩니다. 비공개로 저장한 뒤 미리보기로 확인하고 게시할 수 있어요.' }}>
      {meta && (
        <>
          <dl>
            <dt>상태</dt>
            <dd>
              <StateBadge state={meta.state} publishAt={meta.publishAt} />
            </dd>
            {meta.publishAt && meta.state !== 'draft' && (
              <>
                <dt>{meta.state === 'scheduled' ? '게시 예정' : '게시 시작'}</dt>
                <dd>{formatSeoulMinute(meta.publishAt)}</dd>
              </>
            )}
            <dt>최근 수정</dt>
            <dd>{formatSeoulMinute(meta.updatedAt)}</dd>
            <dt>버전</dt>
            <dd>{meta.version}</dd>
          </dl>
          {previewHref && meta.state !== 'deleted' && <PreviewLink href={previewHref}>방문자 화면으로 미리보기</PreviewLink>}
          <div className={styles.panelActions}>
            {meta.state === 'deleted' ? (
              <StateButton meta={meta} intent="restore" label="복원하기" />
            ) : (
              <>
                {meta.state !== 'published' && <StateButton meta={meta} intent="publish" label="지금 게시" />}
                {meta.state !== 'draft' && <StateButton meta={meta} intent="unpublish" label="비공개로 전환" className={styles.secondary} />}
                <StateButton meta={meta} intent="delete" label="삭제 (복원 가능)" className={styles.danger} />
              </>
            )}
          </div>
          {children}
        </>
      )}
    </SidePanel>
  );
}

/**
 * An edit form of the kit: the errors first (a refused save keeps what was typed), the record's
 * id and version, the content type's fields, how to publish, and the save button.
 */
export function ContentForm({
  meta,
  errors,
  values,
  children,
  multipart,
}: {
  meta: ContentMeta | null;
  errors?: Record<string, string> | undefined;
  values?: Record<string, string> | undefined;
  children: ReactNode;
  multipart?: boolean;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className={`${formStyles.form} ${styles.editorForm}`} noValidate encType={multipart ? 'multipart/form-data' : undefined}>
      <ErrorSummary errors={errors} />
      <input type="hidden" name="intent" value="save" />
      <VersionFields meta={meta} />
      {children}
      <PublishFieldset meta={meta} values={values} errors={errors} />
      <SaveButton busy={busy} />
    </Form>
  );
}

/** The editor page's body: what the last action did, the form, and the side panel. */
export function EditorLayout({ notice, form, panel }: { notice: string | null; form: ReactNode; panel: ReactNode }) {
  return (
    <>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <div className={styles.layout}>
        <div>{form}</div>
        {panel}
      </div>
    </>
  );
}

/** An editor's one submit button, which says it is saving while the save is under way. */
export function SaveButton({ busy }: { busy: boolean }) {
  return (
    <div className={formStyles.actions}>
      <button type="submit" className="btn" disabled={busy}>
        {busy ? '저장하는 중…' : '저장하기'}
      </button>
    </div>
  );
}
