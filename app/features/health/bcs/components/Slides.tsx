import { useRef, useState } from 'react';
import styles from '../../shared/components/Health.module.css';

/** The popup slides of a BCS state (SPEC 4.2): a modal dialog with previous / next. */
export function SlidesDialog({ title, slides, buttonLabel }: { title: string; slides: readonly { title: string; text: string }[]; buttonLabel: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(0);
  const slide = slides[index]!;
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost"
        aria-haspopup="dialog"
        onClick={() => {
          setIndex(0);
          ref.current?.showModal();
        }}
      >
        {buttonLabel}
      </button>
      <dialog ref={ref} className={styles.dialog} aria-labelledby="slides-title">
        <div className={styles.dialogInner}>
          <div className={styles.dialogHead}>
            <h2 id="slides-title">{title}</h2>
            <button type="button" className={styles.iconButton} onClick={() => ref.current?.close()} aria-label="닫기">
              ✕
            </button>
          </div>
          <div aria-live="polite">
            <p className={styles.progress}>
              {index + 1} / {slides.length}
            </p>
            <h3 className={styles.subTitle}>{slide.title}</h3>
            <p className={styles.muted}>{slide.text}</p>
          </div>
          <div className={styles.slideNav}>
            <button type="button" className={styles.iconButton} disabled={index === 0} onClick={() => setIndex((i) => Math.max(0, i - 1))}>
              ◀ 이전
            </button>
            <button type="button" className={styles.iconButton} disabled={index === slides.length - 1} onClick={() => setIndex((i) => Math.min(slides.length - 1, i + 1))}>
              다음 ▶
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
