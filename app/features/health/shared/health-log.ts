import { ALL_CATEGORIES, type Category, type Species, type SpeciesField, type Status, STATUS_LABEL } from './health-types';

/** The issue flag and state field of each category in the pet health program log (SPEC 3.6). */
export const LOG_FIELDS = {
  skin: { flag: 'PO_HasSkinIssue__c', state: 'PO_SkinState__c' },
  weight: { flag: 'PO_HasWeightIssue__c', state: 'PO_WeightState__c' },
  digest: { flag: 'PO_HasDigestIssue__c', state: 'PO_DigestState__c' },
  fur: { flag: 'PO_HasHairIssue__c', state: 'PO_HairState__c' },
  stress: { flag: 'PO_HasStressIssue__c', state: 'PO_StressState__c' },
  urinary: { flag: 'PO_HasUrinaryIssue__c', state: 'PO_UrinaryState__c' },
  tooth: { flag: 'PO_HasDentalIssue__c', state: 'PO_DentalState__c' },
  hairball: { flag: 'PO_HasHairballIssue__c', state: 'PO_HairballState__c' },
  neutral: { flag: 'PO_HasNeuteringIssue__c', state: 'PO_NeuteringState__c' },
} as const satisfies Record<Category, { flag: string; state: string }>;

type FlagField = (typeof LOG_FIELDS)[Category]['flag'];
type StateField = (typeof LOG_FIELDS)[Category]['state'];

/** A pet health program log as records carry it (SPEC 3.6). */
export type PetHealthProgramLog = { Species__c?: SpeciesField | string | null } & { [K in FlagField]?: boolean | null } & {
  [K in StateField]?: Status | string | null;
};

const STATUSES: readonly Status[] = ['Action Required', 'Caution', 'Normal'];

function isStatus(value: unknown): value is Status {
  return typeof value === 'string' && (STATUSES as readonly string[]).includes(value);
}

/** A log for a finished check: the checked categories are flagged and carry their state. */
export function toLog(species: Species, results: readonly { category: { id: Category }; status: Status }[]): PetHealthProgramLog {
  const log: Record<string, unknown> = { Species__c: species === 'dog' ? 'Dog' : 'Cat' };
  for (const category of ALL_CATEGORIES) {
    const fields = LOG_FIELDS[category];
    const result = results.find((r) => r.category.id === category);
    log[fields.flag] = result !== undefined;
    log[fields.state] = result?.status ?? null;
  }
  return log as PetHealthProgramLog;
}

export interface ReadBackResult {
  species: Species;
  results: { category: Category; status: Status; statusLabel: (typeof STATUS_LABEL)[Status] }[];
}

/**
 * Reading a stored log back (SPEC 4.1): only categories whose issue flag is true, each status
 * from the state field with the same labels, species dog when absent. A flagged category with a
 * missing or unknown state reads as Normal.
 */
export function readBackLog(log: PetHealthProgramLog): ReadBackResult {
  const species: Species = log.Species__c === 'Cat' || log.Species__c === 'cat' ? 'cat' : 'dog';
  const results: ReadBackResult['results'] = [];
  for (const category of ALL_CATEGORIES) {
    const fields = LOG_FIELDS[category];
    if ((log as Record<string, unknown>)[fields.flag] !== true) continue;
    const raw = (log as Record<string, unknown>)[fields.state];
    const status: Status = isStatus(raw) ? raw : 'Normal';
    results.push({ category, status, statusLabel: STATUS_LABEL[status] });
  }
  return { species, results };
}
