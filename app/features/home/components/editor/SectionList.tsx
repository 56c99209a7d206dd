import { MAX_SECTIONS } from '../../layout-words';
import styles from '../HomeEditor.module.css';
import { SectionForm } from './SectionForm';
import type { EditorContext, EditSection } from './types';

/** The sections of the layout in order, and the button that adds one at the end. */
export function SectionList({ sections, ctx, onAdd }: { sections: EditSection[]; ctx: EditorContext; onAdd: () => void }) {
  return (
    <>
      <ol className={styles.sections} aria-label="섹션 목록">
        {sections.map((section, si) => (
          <SectionForm key={section._uid} section={section} index={si} count={sections.length} ctx={ctx} />
        ))}
      </ol>
      <p>
        <button type="button" className="btn btn--ghost" disabled={sections.length >= MAX_SECTIONS} onClick={onAdd}>
          + 섹션 추가
        </button>
      </p>
    </>
  );
}
