import type { Selectable } from 'kysely';

export type HealthProgram = 'sensitivity' | 'cats-signal';

/**
 * Pet health program logs (SPEC 3.6): Species__c, and per category an issue flag (0/1) and a
 * state. Column names follow the spec's field names in snake_case (PO_HasHairIssue__c →
 * has_hair_issue, PO_DentalState__c → dental_state).
 */
export interface HealthLogsTable {
  id: string;
  member_id: string;
  pet_id: string;
  program: HealthProgram;
  /** 'Dog' | 'Cat'; null reads as dog (SPEC 4.1). */
  species: string | null;
  has_skin_issue: number;
  skin_state: string | null;
  has_weight_issue: number;
  weight_state: string | null;
  has_digest_issue: number;
  digest_state: string | null;
  has_hair_issue: number;
  hair_state: string | null;
  has_stress_issue: number;
  stress_state: string | null;
  has_urinary_issue: number;
  urinary_state: string | null;
  has_dental_issue: number;
  dental_state: string | null;
  has_hairball_issue: number;
  hairball_state: string | null;
  has_neutering_issue: number;
  neutering_state: string | null;
  /** The chosen question ids (sensitivity) or sign ids (cats signal), comma-separated. */
  answers: string;
  created_at: string;
}

export type HealthLogRow = Selectable<HealthLogsTable>;
