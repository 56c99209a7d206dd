import { useEffect, useId, useRef, useState } from 'react';
import { href } from '#app/config/href';
import { withParticle } from '#app/lib/korean-particles';
import { LINK_KIND_LABEL, parseLinkRef } from '#app/lib/link-ref';
import { apex } from '#app/rpc-client/apex';
import type { LinkTarget } from '../link-target';
import styles from './LinkPicker.module.css';

/**
 * Every link field staff fill in (docs/decisions/049-home-editor-and-link-picker.md): find a
 * product, article, campaign, brand page, notice or store by its name and pick it — the stored
 * value names the item (`ref:<kind>:<id>`), so the link follows it when it is renamed or moved —
 * or, as the exception, type a path of the site ("직접 입력"). The field's schema is `staffLink`
 * (app/lib/staff-link.ts). With `name`, the value is also posted as a hidden field of the form.
 */
export function LinkPicker({
  label,
  value,
  onChange,
  target,
  name,
  error,
  required = false,
  hint,
  onDescribed,
}: {
  label: string;
  value: string;
  /** The new value, and the picked item when one was picked (for a preview that shows its address). */
  onChange: (value: string, picked?: LinkTarget) => void;
  /** What the current value names, as the page's loader described it. */
  target?: LinkTarget | undefined;
  name?: string;
  error?: string | undefined;
  required?: boolean;
  hint?: string;
  /** Told what a picked value names when the picker had to ask the server (a refused form sent back). */
  onDescribed?: (target: LinkTarget) => void;
}) {
  const id = useId();
  const ref = parseLinkRef(value);
  const [picked, setPicked] = useState<LinkTarget | undefined>(target);
  const [typing, setTyping] = useState(value !== '' && ref === null);
  const [q, setQ] = useState('');
  const [results, setResults] = useState<LinkTarget[] | null>(null);
  const [status, setStatus] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const current = ref && picked?.value === value ? picked : ref && target?.value === value ? target : undefined;
  // A pick the page did not describe (a refused form sent back what was typed): ask what it names.
  const [looked, setLooked] = useState<string | null>(null);
  useEffect(() => {
    if (!ref || current || looked === value) return;
    setLooked(value);
    apex('ContentAdminController', 'searchLinkTargets', { q: '', values: [value] }, { method: 'GET' })
      .then((answer) => {
        const found = answer.targets.find((t) => t.value === value);
        if (found) {
          setPicked(found);
          onDescribed?.(found);
        }
      })
      .catch(() => undefined);
  }, [ref, current, looked, value, onDescribed]);

  useEffect(() => {
    const words = q.trim();
    if (words === '') {
      setResults(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apex('ContentAdminController', 'searchLinkTargets', { q: words }, { method: 'GET', signal: controller.signal })
        .then((answer) => {
          setResults(answer.targets);
          setStatus(answer.targets.length === 0 ? '찾는 항목이 없습니다. 다른 이름으로 찾아 보세요.' : `${answer.targets.length}개를 찾았습니다.`);
        })
        .catch(() => {
          if (!controller.signal.aborted) setStatus('찾지 못했습니다. 잠시 뒤 다시 시도해 주세요.');
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  const pick = (t: LinkTarget) => {
    setPicked(t);
    setTyping(false);
    setQ('');
    setResults(null);
    setStatus(`${withParticle(t.name, '을/를')} 골랐습니다.`);
    onChange(t.value, t);
    searchRef.current?.focus();
  };

  return (
    <fieldset className={styles.picker} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <p className={styles.current} id={`${id}-current`}>
        {ref ? (
          current ? (
            <>
              <span className={styles.kind}>{LINK_KIND_LABEL[current.kind]}</span> <strong>{current.name}</strong>
              {current.note && ` (${current.note})`}
              {current.state !== 'published' && <span className={styles.warn}> · {current.stateLabel}: 공개되기 전까지 방문자에게 링크가 보이지 않습니다</span>}
            </>
          ) : looked !== value ? (
            <span className={styles.kind}>{LINK_KIND_LABEL[ref.kind]}</span>
          ) : (
            <>
              <span className={styles.kind}>{LINK_KIND_LABEL[ref.kind]}</span> <span className={styles.warn}>삭제되었거나 찾을 수 없는 항목입니다. 방문자에게는 링크가 보이지 않습니다. 다시 골라 주세요.</span>
            </>
          )
        ) : value !== '' ? (
          <>
            직접 입력한 주소: <code>{value}</code>
          </>
        ) : (
          '아직 연결한 곳이 없습니다.'
        )}
      </p>
      <div className={styles.row}>
        <label htmlFor={`${id}-q`}>연결할 곳 찾기</label>
        <input ref={searchRef} id={`${id}-q`} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="상품, 캠페인, 공지, 매장 이름" autoComplete="off" aria-describedby={`${id}-current`} />
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
      {results && results.length > 0 && (
        <ul className={styles.results} aria-label="찾은 항목">
          {results.map((t) => (
            <li key={t.value}>
              <button type="button" onClick={() => pick(t)} aria-pressed={t.value === value}>
                <span className={styles.kind}>{LINK_KIND_LABEL[t.kind]}</span> {t.name}
                {t.note && ` (${t.note})`}
                {t.state !== 'published' && <span className={styles.warn}> · {t.stateLabel}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <label className={styles.check}>
          <input type="checkbox" checked={typing} onChange={(e) => setTyping(e.target.checked)} />
          주소 직접 입력
        </label>
        {!required && value !== '' && (
          <button type="button" className={styles.small} onClick={() => { setTyping(false); onChange(''); }}>
            연결 해제
          </button>
        )}
      </div>
      {typing && (
        <div className={styles.row}>
          <label htmlFor={`${id}-path`}>사이트 안의 주소 (/로 시작)</label>
          <input id={`${id}-path`} type="text" inputMode="url" value={ref ? '' : value} placeholder={href('recruitment')} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} />
        </div>
      )}
      {hint && <p className={styles.hint}>{hint}</p>}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {name && <input type="hidden" name={name} value={value} />}
    </fieldset>
  );
}
