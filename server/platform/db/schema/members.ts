import type { Generated, Selectable } from 'kysely';
import type { AccountRole } from '../../auth/staff-roles';

/** 'member', or a staff role of server/platform/auth/staff-roles.ts (the table of what each may do). */
export type Role = AccountRole;

export interface MembersTable {
  id: string;
  /** Login id, lower-cased. Replaced by an unusable placeholder on withdrawal. */
  email: string;
  name: string;
  /** The name's initial consonants, spaces removed ("ㄱㄷㄷ" for 김도담): member support searches them. Written with the name. */
  name_initials: Generated<string>;
  /** Null for accounts that only sign in through Kakao, and after withdrawal. */
  password_hash: string | null;
  role: Role;
  mobile: string | null;
  postcode: string | null;
  road_address: string | null;
  jibun_address: string | null;
  extra_address: string | null;
  address_detail: string | null;
  kakao_id: string | null;
  terms_agreed_at: string | null;
  privacy_agreed_at: string | null;
  marketing_sms: Generated<number>;
  marketing_email: Generated<number>;
  marketing_kakao: Generated<number>;
  marketing_updated_at: string | null;
  password_changed_at: string | null;
  withdrawn_at: string | null;
  /** Suspended (a member by support) or disabled (a staff account by an admin): no sign-in, no session. */
  suspended_at: string | null;
  /** Why, as the person is shown when they try to sign in. */
  suspended_reason: string | null;
  /** First-touch attribution copied from the browser's first tracking log (SPEC 4.8). */
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  utm_id: string | null;
  utm_updated_at: string | null;
  created_at: string;
  updated_at: string;
}

export type MemberRow = Selectable<MembersTable>;
