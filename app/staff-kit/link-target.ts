import type { LinkKind } from '#app/lib/link-ref';
import type { PublishState } from './content-state';

/** An item the link picker offers, as the server describes it (browser-safe: no server code). */
export interface LinkTarget {
  kind: LinkKind;
  id: string;
  /** The stored value of the pick: `ref:<kind>:<id>`. */
  value: string;
  name: string;
  /** The region of a store, for telling two of one name apart. */
  note: string;
  /** Whether guests can open it now; otherwise the link shows only once it is. */
  state: PublishState;
  stateLabel: string;
  /** Where guests are taken today (the address is looked up again on every render). */
  path: string;
}
