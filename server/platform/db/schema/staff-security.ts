import type { Generated } from 'kysely';

/** Staff sign-in security (app/features/account/data/second-factor.server.ts owns these tables). */

export interface StaffSecondFactorsTable {
  member_id: string;
  /** The TOTP secret, base32. */
  secret: string;
  /** The last RFC 6238 time step accepted: a code is never accepted twice. */
  last_step: Generated<number>;
  enrolled_at: string;
}

export interface StaffRecoveryCodesTable {
  /** SHA-256 of the normalised code; the code itself is shown once and never stored. */
  code_hash: string;
  member_id: string;
  created_at: string;
  used_at: string | null;
}

export type ChallengePurpose = 'verify' | 'enrol';

export interface StaffSignInChallengesTable {
  id_hash: string;
  member_id: string;
  purpose: ChallengePurpose;
  pending_secret: string | null;
  start_url: string;
  failures: Generated<number>;
  created_at: string;
  expires_at: string;
}
