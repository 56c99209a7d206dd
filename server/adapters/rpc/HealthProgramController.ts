import { z } from 'zod';
import { feedingRow } from '#app/features/catalogue/feeding-table';
import { getBcsResult, getHealthLog, listBcsResults, listHealthLogs } from '#app/features/health/shared/data/health-records.server';
import { questionnaire } from '#app/features/health/shared/questionnaire';
import { productInfos } from '#app/features/health/shared/product-info';
import { DailyGramsInput, IdSchema, PageInput, SpeciesSchema } from '#app/features/health/shared/schemas';
import { saveSensitivityCheckOp } from '#app/features/health/sensitivity/operations.server';
import { method } from './define';
import { operationMethod } from './operation-method';
import { notFound } from '../../platform/errors/request-errors';

/**
 * The health programs over RPC: the questionnaire and gram table for everyone, and the
 * member's own pet health program logs and BCS results. Member methods never take a member id:
 * records are looked up by id and owner.
 */
export const HealthProgramController = {
  /** SPEC 3.7: the categories of a species with their questions, and the product info by category in display order. */
  getQuestionnaire: method({
    input: z.strictObject({ species: SpeciesSchema }),
    access: 'public',
    cacheable: true,
    handler: ({ species }) => ({ species, categories: questionnaire(species), productInfo: productInfos(species) }),
  }),

  /** SPEC 9.9: one row of the daily feeding gram table, with what its columns mean. */
  getDailyGrams: method({
    input: DailyGramsInput,
    access: 'public',
    cacheable: true,
    handler: ({ species, weightKg }) => feedingRow(species, weightKg),
  }),

  getMyHealthLogs: method({
    input: z.strictObject({ petId: IdSchema.optional(), program: z.enum(['sensitivity', 'cats-signal']).optional(), page: PageInput }),
    access: 'member',
    readOnly: true,
    handler: async ({ petId, program, page }, { services, member }) => {
      const list = await listHealthLogs(services.db.kysely, member.memberId, { petId, program, page, perPage: 10 });
      return { total: list.total, records: list.items };
    },
  }),

  getHealthLog: method({
    input: z.strictObject({ logId: IdSchema }),
    access: 'member',
    readOnly: true,
    handler: async ({ logId }, { services, member }) => {
      const log = await getHealthLog(services.db.kysely, member.memberId, logId);
      if (!log) throw notFound('결과를 찾을 수 없습니다.');
      return log;
    },
  }),

  /** Saves a finished sensitivity check for one of the member's pets (SPEC 3.6, 4.1); answers the saved log. */
  saveSensitivityCheck: operationMethod(saveSensitivityCheckOp, { wrapped: true, toWire: ({ log }) => log }),

  getMyBcsResults: method({
    input: z.strictObject({ petId: IdSchema.optional(), page: PageInput }),
    access: 'member',
    readOnly: true,
    handler: async ({ petId, page }, { services, member }) => {
      const list = await listBcsResults(services.db.kysely, member.memberId, { petId, page, perPage: 10 });
      return { total: list.total, records: list.items };
    },
  }),

  getBcsResult: method({
    input: z.strictObject({ resultId: IdSchema }),
    access: 'member',
    readOnly: true,
    handler: async ({ resultId }, { services, member }) => {
      const result = await getBcsResult(services.db.kysely, member.memberId, resultId);
      if (!result) throw notFound('결과를 찾을 수 없습니다.');
      return result;
    },
  }),
} as const;
