/** A password reset link: the SHA-256 of its token, the account, 30 minutes of life, used once. */
export interface PasswordResetsTable {
  token_hash: string;
  member_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
