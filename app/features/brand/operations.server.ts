import { saveContent, saveRefusals, stateOperations } from '#app/features/backoffice/data/content-kit.server';
import { staffOperation } from '#app/features/backoffice/staff-operation';
import { deleteImage } from '#server/platform/storage/image-pipeline';
import { BRAND_PAGE_KIND, writeBrandPage } from './data/brand.server';
import { BrandPageSaveSchema } from './schemas';

/** The back-office operations of the brand pages (issue 15 item 7): save, and the kit's state changes. */

export const brandPageState = stateOperations(BRAND_PAGE_KIND);

export const saveBrandPageOp = staffOperation(BRAND_PAGE_KIND.capability, {
  name: 'brand-page.save',
  input: BrandPageSaveSchema,
  refusals: saveRefusals(BRAND_PAGE_KIND),
  audit: (input) => ({ type: 'brand_page', id: input.id }),
  async run(input, ctx) {
    const stored: string[] = [];
    try {
      return await saveContent(ctx, BRAND_PAGE_KIND, input, async (db, id, _mode, publish, now) => {
        stored.push(...(await writeBrandPage(db, ctx.services.storage, id, publish, now, input)));
      });
    } catch (error) {
      for (const key of stored) await deleteImage(ctx.services.storage, key);
      throw error;
    }
  },
});
