export interface WithdrawalReasonsTable {
  id: string;
  /** Comma-separated reason codes. */
  reasons: string;
  comment: string;
  created_at: string;
}
