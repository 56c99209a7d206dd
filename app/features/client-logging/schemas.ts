import { z } from 'zod';
import { VisitorUuid } from '#app/features/tracking/schemas';
import { ENTRY_LIMITS, LEVEL_NAMES, SAVE_METHODS } from './levels';

const short = z.string().max(ENTRY_LIMITS.shortText).optional().nullable();
const jsonSized = z
  .unknown()
  .optional()
  .nullable()
  .refine((v) => v === undefined || v === null || JSON.stringify(v).length <= ENTRY_LIMITS.details, `${ENTRY_LIMITS.details}자를 넘을 수 없습니다.`);

/** SPEC 3.11: one entry. Every field has a size limit, so logging cannot fill the database. */
export const ComponentLogEntrySchema = z.object({
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
