/** Browsers that signed in to an account before; the cookie holds a random token, the table its SHA-256. */
export interface LoginDevicesTable {
  token_hash: string;
  member_id: string;
  created_at: string;
  expires_at: string;
}
