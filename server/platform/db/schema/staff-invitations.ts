/** Invitations to the staff area (app/features/staff/data/invitations.server.ts owns this table). */
export interface StaffInvitationsTable {
  id: string;
  /** SHA-256 of the link's token; the token itself is only in the link. */
  token_hash: string;
  email: string;
  role: string;
  invited_by: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
  /** The stores a clerk's invitation binds: a JSON array of store ids ('[]' for other roles). */
  store_ids: string;
}

/** The offline stores a store clerk works at (app/features/offline-store/data/staff-stores.server.ts owns this table). */
export interface StaffStoresTable {
  account_id: string;
  store_id: string;
  created_at: string;
}
