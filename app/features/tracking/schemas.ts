import { z } from 'zod';
import { MAX_URL_LENGTH, MAX_VALUE_LENGTH, SFMC_FIELDS, UTM_FIELDS } from './tracking-rules';

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
