import type { Selectable } from 'kysely';

export const tableName = 'withdrawal_reasons';

export interface WithdrawalReasonsTable {
  id: string;
  /** Comma-separated reason codes. */
  reasons: string;
  comment: string;
  created_at: string;
}

export type WithdrawalReasonRow = Selectable<WithdrawalReasonsTable>;
