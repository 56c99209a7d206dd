/** Demo content inserted once (issue 15 item 9): what was edited or deleted since never comes back. */
export interface SeedKeysTable {
  key: string;
  applied_at: string;
}
