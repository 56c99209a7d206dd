/** A requested e-mail change: the SHA-256 of the link's token, the new address, 24 hours, used once. */
export interface EmailChangesTable {
  token_hash: string;
  member_id: string;
  new_email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
