import { formatSeoulMinute } from '#app/lib/seoul-time';
import { type PublishState, STATE_LABEL } from '../content-state';
import styles from './ContentKit.module.css';

/** The state of a row in words (never by colour alone), with the time a scheduled row goes live. */
export function StateBadge({ state, publishAt }: { state: PublishState; publishAt?: string | null }) {
  return (
    <span className={`${styles.badge} ${styles[state]}`}>
      {STATE_LABEL[state]}
      {state === 'scheduled' && publishAt ? ` · ${formatSeoulMinute(publishAt)}` : ''}
    </span>
  );
}
