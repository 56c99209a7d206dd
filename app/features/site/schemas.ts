import { z } from 'zod';

/** Site config as the spec names it (SPEC 3.1). */
export const SiteConfigSchema = z.object({
  DisabledPaths__c: z.string(),
  IsMaintenance__c: z.boolean(),
  AlertMessage__c: z.string(),
  LoginRequiredPaths__c: z.string(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

/** Newline-separated site paths, each starting with "/". */
const PathList = z
  .string()
  .max(4000)
  .refine((v) => v.split(/\r?\n/).every((line) => line.trim() === '' || line.trim().startsWith('/')), {
    message: '경로는 한 줄에 하나씩 /로 시작해야 합니다.',
  });

export const SiteConfigUpdateSchema = z.strictObject({
  DisabledPaths__c: PathList.optional(),
  IsMaintenance__c: z.boolean().optional(),
  AlertMessage__c: z.string().max(1000).optional(),
  LoginRequiredPaths__c: PathList.optional(),
  BrandName: z.string().trim().min(1).max(40).optional(),
});
