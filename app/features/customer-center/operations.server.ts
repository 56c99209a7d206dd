import { saveContent, saveRefusals, stateOperations } from '#app/staff-kit/data/content-kit.server';
import { staffOperation } from '#app/staff-kit/staff-operation';
import { FAQ_KIND, NEWS_KIND, writeFaq, writeNews } from './data/content-admin.server';
import { FaqSaveSchema, NewsSaveSchema } from './schemas';

/** The back-office operations of notices and FAQs (issue 15 item 3): save, and the kit's state changes. */

export const newsState = stateOperations(NEWS_KIND);
export const faqState = stateOperations(FAQ_KIND);

export const saveNewsOp = staffOperation(NEWS_KIND.capability, {
  name: 'news.save',
  input: NewsSaveSchema,
  refusals: saveRefusals(NEWS_KIND),
  run: (input, ctx) => saveContent(ctx, NEWS_KIND, input, (db, id, mode, publish, now) => writeNews(db, id, mode, publish, now, input)),
});

export const saveFaqOp = staffOperation(FAQ_KIND.capability, {
  name: 'faq.save',
  input: FaqSaveSchema,
  refusals: saveRefusals(FAQ_KIND),
  run: (input, ctx) => saveContent(ctx, FAQ_KIND, input, (db, id, mode, publish, now) => writeFaq(db, id, mode, publish, now, input)),
});
