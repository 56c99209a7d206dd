import styles from './Staff.module.css';

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** A message's plain-text body with its addresses as links (the development outbox). */
export function MailText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <p className={styles.mono}>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}
