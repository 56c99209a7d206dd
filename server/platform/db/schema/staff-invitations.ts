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
}
