import { useState } from 'react';
import { Form } from 'react-router';
import { siteUrl } from '#app/lib/site-url';
import styles from '../HomeEditor.module.css';

/**
 * Save the draft, preview it, publish it or throw it away. The forms post as documents (a full
 * page answer: the saved editor, or the refused one with what was typed), so a busy flag of our
 * own keeps a second click from sending twice. A layout with issues is not sent: `onInvalid`.
 */
export function ActionBar({ version, layout, invalid, onInvalid, hasDraft, dirty, previewHref }: { version: number; layout: unknown; invalid: boolean; onInvalid: () => void; hasDraft: boolean; dirty: boolean; previewHref: string }) {
  const [busy, setSending] = useState(false);
  return (
    <div className={styles.actionBar}>
      <Form
        method="post"
        reloadDocument
        onSubmit={(e) => {
          if (invalid) {
            e.preventDefault();
            onInvalid();
            return;
          }
          setSending(true);
        }}
      >
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="layout" value={JSON.stringify(layout)} />
        <button type="submit" className="btn" disabled={busy}>
          {busy ? '저장하는 중…' : '임시 저장'}
        </button>
      </Form>
      {hasDraft && !dirty ? (
        <a className="btn btn--ghost" href={siteUrl(previewHref)} target="_blank" rel="noopener">
          미리보기<span className="visually-hidden"> (방문자 홈 화면, 새 창)</span>
        </a>
      ) : (
        <span className={styles.hint}>{dirty ? '임시 저장하면 미리보기와 게시를 할 수 있어요.' : '고친 뒤 임시 저장하면 미리보기와 게시를 할 수 있어요.'}</span>
      )}
      {hasDraft && (
        <>
          <Form method="post" reloadDocument onSubmit={() => setSending(true)}>
            <input type="hidden" name="intent" value="publish" />
            <input type="hidden" name="version" value={version} />
            <button type="submit" className="btn" disabled={busy || dirty} title={dirty ? '먼저 임시 저장해 주세요.' : undefined}>
              게시하기
            </button>
          </Form>
          <Form
            method="post"
            reloadDocument
            onSubmit={(e) => {
              if (!window.confirm('임시 저장본을 버리고 게시 중인 화면으로 돌아갈까요?')) e.preventDefault();
              else setSending(true);
            }}
          >
            <input type="hidden" name="intent" value="discard" />
            <input type="hidden" name="version" value={version} />
            <button type="submit" className={`btn btn--ghost ${styles.danger}`} disabled={busy}>
              임시 저장본 버리기
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
