import { z } from 'zod';
import { MAX_URL_LENGTH, MAX_VALUE_LENGTH, SFMC_FIELDS, UTM_FIELDS } from './tracking-rules';
import { ENTRY_LIMITS, LEVEL_NAMES, SAVE_METHODS } from './levels';

/** The browser's UUID (SPEC 4.8): what crypto.randomUUID() makes. */
export const VisitorUuid = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'UUID 형식이 아닙니다.');

const value = z.string().max(MAX_VALUE_LENGTH).optional().nullable();
const url = z.string().max(MAX_URL_LENGTH).optional().nullable();
const recordId = z.string().trim().max(64).optional().nullable();

const utmShape = Object.fromEntries(Object.values(UTM_FIELDS).map((f) => [f, value])) as Record<(typeof UTM_FIELDS)[keyof typeof UTM_FIELDS], typeof value>;
const sfmcShape = Object.fromEntries(Object.values(SFMC_FIELDS).map((f) => [f, value])) as Record<(typeof SFMC_FIELDS)[keyof typeof SFMC_FIELDS], typeof value>;

/** SPEC 3.4; unknown fields are dropped. */
export const TrackingModuleLogSchema = z
  .object({
    ...utmShape,
    ...sfmcShape,
    CurrentPageUrl__c: url,
    UUID__c: VisitorUuid,
    Product__c: recordId,
    Article__c: recordId,
  })
  .refine(
    (log) => [...Object.values(UTM_FIELDS), ...Object.values(SFMC_FIELDS)].some((f) => (log[f] ?? '').trim() !== ''),
    { message: 'UTM 또는 SFMC 값이 하나 이상 있어야 합니다.', path: ['UTMSource__c'] },
  );

/** SPEC 3.5 */
export const RefererLogSchema = z.object({
  Referer__c: z.string().trim().min(1, '유입 경로가 비어 있습니다.').max(MAX_URL_LENGTH),
  CurrentPageUrl__c: url,
  UUID__c: VisitorUuid,
  Product__c: recordId,
  Article__c: recordId,
});

/** AccountController.updateAccountUTM (SPEC 7.2). */
export const AccountUtmSchema = z.strictObject({
  utmSource: value,
  utmCampaign: value,
  utmMedium: value,
  utmTerm: value,
  utmContent: value,
  utmId: value,
});

export type TrackingModuleLogInput = z.output<typeof TrackingModuleLogSchema>;
export type RefererLogInput = z.output<typeof RefererLogSchema>;
export type AccountUtmInput = z.output<typeof AccountUtmSchema>;

// --- Client logs (SPEC 3.11) ---------------------------------------------------------------

const short = z.string().max(ENTRY_LIMITS.shortText).optional().nullable();
const jsonSized = z
  .unknown()
  .optional()
  .nullable()
  .refine((v) => v === undefined || v === null || JSON.stringify(v).length <= ENTRY_LIMITS.details, `${ENTRY_LIMITS.details}자를 넘을 수 없습니다.`);

/** SPEC 3.11: one entry. Every field has a size limit, so logging cannot fill the database. */
const ComponentLogEntrySchema = z.object({
  browser: z
    .object({
      address: z.string().max(2000).optional().nullable(),
      formFactor: short,
      language: short,
      screenResolution: short,
      userAgent: z.string().max(500).optional().nullable(),
      windowResolution: short,
    })
    .optional()
    .nullable(),
  error: z
    .object({
      message: z.string().max(ENTRY_LIMITS.message).optional().nullable(),
      type: short,
      stackTrace: z.string().max(ENTRY_LIMITS.stackTrace).optional().nullable(),
    })
    .optional()
    .nullable(),
  fieldToValue: jsonSized,
  loggingLevel: z.enum(LEVEL_NAMES as [string, ...string[]]),
  message: z.string().max(ENTRY_LIMITS.message),
  originStackTrace: z.string().max(ENTRY_LIMITS.stackTrace).optional().nullable(),
  record: jsonSized,
  recordId: z.string().max(64).optional().nullable(),
  scenario: short,
  tags: z.array(z.string().max(ENTRY_LIMITS.tag)).max(ENTRY_LIMITS.tags).optional().default([]),
  timestamp: z.iso.datetime({ offset: true }),
});

export const SaveEntriesSchema = z.object({
  componentLogEntries: z.array(ComponentLogEntrySchema).min(1).max(ENTRY_LIMITS.entriesPerCall),
  saveMethodName: z.enum(SAVE_METHODS).optional(),
  /** The browser's UUID, for the per-visitor limit (not part of SPEC 7.2's payload; optional). */
  uuid: VisitorUuid.optional(),
});

/** Utils.logInfo: the message is a JSON string (SPEC 7.2). */
export const LogInfoSchema = z.object({
  message: z.string().min(1).max(ENTRY_LIMITS.message),
  uuid: VisitorUuid.optional(),
});

export type ComponentLogEntryInput = z.output<typeof ComponentLogEntrySchema>;
