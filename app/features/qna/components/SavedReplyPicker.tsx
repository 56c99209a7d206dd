import { type RefObject, useState } from 'react';
import styles from './SupportDesk.module.css';

/**
 * The saved replies beside the answer box (issue 24, item 7): pick one and it is inserted where
 * the cursor is (or at the end), already filled in for this inquiry. A browser without scripts
 * still has the list to copy from (the texts are shown under it).
 */
export function SavedReplyPicker({ templates, target }: { templates: readonly { id: string; title: string; body: string }[]; target: RefObject<HTMLTextAreaElement | null> }) {
  const [chosen, setChosen] = useState(templates[0]?.id ?? '');
  if (templates.length === 0) return <p className={styles.muted}>저장된 자주 쓰는 답변이 없습니다.</p>;
  const insert = () => {
    const area = target.current;
    const template = templates.find((t) => t.id === chosen);
    if (!area || !template) return;
    const start = area.selectionStart ?? area.value.length;
    const end = area.selectionEnd ?? area.value.length;
    const before = area.value.slice(0, start);
    const glue = before === '' || before.endsWith('\n') ? '' : '\n';
    area.value = `${before}${glue}${template.body}${area.value.slice(end)}`;
    const caret = before.length + glue.length + template.body.length;
    area.focus();
    area.setSelectionRange(caret, caret);
  };
  return (
    <div className={styles.insert}>
      <label>
        자주 쓰는 답변
        <br />
        <select value={chosen} onChange={(e) => setChosen(e.target.value)} aria-label="자주 쓰는 답변 고르기">
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.title}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="btn btn--ghost" onClick={insert}>
        답변에 넣기
      </button>
    </div>
  );
}
