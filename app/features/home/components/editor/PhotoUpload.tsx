import { useId, useRef, useState } from 'react';
import { siteUrl } from '#app/lib/site-url';
import styles from '../HomeEditor.module.css';
import type { MediaChoice } from './types';
import { staffHref } from '#app/config/staff-href';

/** Uploads a photo through the image pipeline (/staff/home/image) and hands back the new media. */
export function PhotoUpload({ onUploaded, label }: { onUploaded: (m: MediaChoice) => void; label: string }) {
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async () => {
    const picked = file.current?.files?.[0];
    if (!picked) return setMessage('올릴 사진을 선택해 주세요.');
    if (alt.trim() === '') return setMessage('사진 설명(대체 텍스트)을 입력해 주세요.');
    const body = new FormData();
    body.set('image', picked);
    body.set('alt', alt.trim());
    setSending(true);
    setMessage(null);
    try {
      const res = await fetch(siteUrl(staffHref('staff-home-image')), { method: 'POST', body, credentials: 'same-origin' });
      const answer = (await res.json()) as { src?: string; alt?: string; width?: number; height?: number; errors?: Record<string, string> };
      if (!res.ok || answer.src === undefined) {
        setMessage(Object.values(answer.errors ?? {})[0] ?? '사진을 올리지 못했습니다. 다시 시도해 주세요.');
        return;
      }
      onUploaded({ src: answer.src, alt: answer.alt ?? alt, width: answer.width ?? 1, height: answer.height ?? 1 });
      setMessage('사진을 올렸습니다.');
      if (file.current) file.current.value = '';
    } catch {
      setMessage('사진을 올리지 못했습니다. 연결을 확인하고 다시 시도해 주세요.');
    } finally {
      setSending(false);
    }
  };
  return (
    <fieldset className={styles.upload}>
      <legend>{label}</legend>
      <div className={styles.field}>
        <label htmlFor={`${id}-file`}>사진 파일 (JPG, PNG, WEBP · 10MB 이하)</label>
        <input id={`${id}-file`} ref={file} type="file" accept="image/jpeg,image/png,image/webp" />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-alt`}>사진 설명 (대체 텍스트)</label>
        <input id={`${id}-alt`} type="text" value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={200} />
      </div>
      <button type="button" className={styles.small} onClick={() => void send()} disabled={sending}>
        {sending ? '올리는 중…' : '사진 올리기'}
      </button>
      {message && (
        <p className={styles.hint} role="status">
          {message}
        </p>
      )}
    </fieldset>
  );
}
