import { saveContentWithPhotos, saveRefusals, stateOperations } from '#app/staff-kit/data/content-kit.server';
import { staffOperation } from '#app/staff-kit/staff-operation';
import { BRAND_PAGE_KIND, writeBrandPage } from './data/brand.server';
import { BrandPageSaveSchema } from './schemas';

/** The back-office operations of the brand pages (issue 15 item 7): save, and the kit's state changes. */

export const brandPageState = stateOperations(BRAND_PAGE_KIND);

export const saveBrandPageOp = staffOperation(BRAND_PAGE_KIND.capability, {
  name: 'brand-page.save',
  input: BrandPageSaveSchema,
  refusals: saveRefusals(BRAND_PAGE_KIND),
  audit: (input) => ({ type: 'brand_page', id: input.id }),
  run: (input, ctx) => saveContentWithPhotos(ctx, BRAND_PAGE_KIND, input, (db, id, _mode, publish, now) => writeBrandPage(db, ctx.services.storage, id, publish, now, input)),
});
