import { expect } from 'vitest';
import { pngWithText } from '../../fixtures/images';
import { rpcOk } from '../../fixtures/rpc-client';
import type { AttackModule } from './types';

const VICTIM_UUID = 'e7a3c6d5-8f91-42a3-8ebf-3a4b5c6d7e8f';

/** Inquiries, uploaded files and tracking logs of the first member, attacked by the second. */
export const qnaAttacks: AttackModule = {
  async setup({ server, a }) {
    const inquiry = await rpcOk(
      server,
      'QnaController',
      'createInquiry',
      {
        category: 'delivery',
        title: '첫째회원의 배송 문의',
        body: '주문한 사료가 아직 도착하지 않았어요. 확인 부탁드립니다.',
        attachments: [{ fileName: 'receipt.png', base64Body: pngWithText().toString('base64') }],
      },
      { cookie: a.cookie },
    );
    const inquiryId = String(inquiry.data!.id);
    const attachmentId = String(inquiry.data!.attachments[0]!.id);
    const upload = await rpcOk(server, 'FileUploadController', 'uploadToS3', { fileName: 'bori.png', contentType: 'image/png', base64Body: pngWithText().toString('base64') }, { cookie: a.cookie });
    await rpcOk(server, 'UserActivityController', 'createTrackingModuleLog', { trackingModuleLog: { UTMSource__c: 'naver', UTMCampaign__c: 'victim', UUID__c: VICTIM_UUID } }, { cookie: a.cookie });
    await rpcOk(server, 'AccountController', 'updateAccountUTM', { utmSource: 'naver', utmCampaign: 'victim' }, { cookie: a.cookie });
    return { inquiryId, attachmentId, fileName: String(upload.data.fileName) };
  },
  attacks: {
    'AccountController.updateAccountUTM': async ({ call, a, server }) => {
      expect((await call('AccountController', 'updateAccountUTM', { memberId: a.id, utmSource: 'hijack' })).status).toBe(400);
      expect((await call('AccountController', 'updateAccountUTM', { utmSource: 'own' })).status).toBe(200);
      const row = await server.services.db.kysely.selectFrom('members').select('utm_source').where('id', '=', a.id).executeTakeFirstOrThrow();
      expect(row.utm_source).toBe('naver');
    },
    'UserActivityController.getFirstTrackingModuleLog': async ({ call }) => {
      // The victim's log was made while signed in, so it is theirs: nobody else reads it by uuid.
      const res = await call('UserActivityController', 'getFirstTrackingModuleLog', { uuid: VICTIM_UUID });
      expect(res.status).toBe(200);
      expect(await res.json()).toBeNull();
    },
    'UserActivityController.updateAllLogs': async ({ call, a, server }) => {
      expect(await (await call('UserActivityController', 'updateAllLogs', { uuid: VICTIM_UUID })).json()).toEqual({ updated: 0 });
      const rows = await server.services.db.kysely.selectFrom('tracking_module_logs').select('member_id').where('uuid', '=', VICTIM_UUID).execute();
      expect(rows.every((r) => r.member_id === a.id)).toBe(true);
    },
    'FileUploadController.uploadToS3': async ({ call, ids, server }) => {
      // Keys are generated: an upload can never overwrite the victim's file, whatever it is named.
      const res = await call('FileUploadController', 'uploadToS3', { fileName: ids.fileName, contentType: 'image/png', base64Body: pngWithText().toString('base64') });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { fileName: string } };
      expect(body.data.fileName).not.toBe(ids.fileName);
      const victim = await server.services.db.kysely.selectFrom('uploaded_files').select('member_id').where('file_key', '=', ids.fileName!).executeTakeFirstOrThrow();
      expect(victim.member_id).not.toBeNull();
    },
    'FileUploadController.deleteFromS3': async ({ call, ids, server }) => {
      expect((await call('FileUploadController', 'deleteFromS3', { fileName: ids.fileName })).status).toBe(404);
      expect(await server.services.storage.get(`public/${ids.fileName}`)).not.toBeNull();
    },
    'QnaController.getMyInquiries': async ({ call, ids }) => {
      const list = (await (await call('QnaController', 'getMyInquiries', {})).json()) as { items: { id: string }[] };
      expect(list.items.map((i) => i.id)).not.toContain(ids.inquiryId);
      expect((await call('QnaController', 'getMyInquiries', { memberId: 'x' })).status).toBe(400);
    },
    'QnaController.getMyInquiry': async ({ call, ids }) => {
      const res = await call('QnaController', 'getMyInquiry', { inquiryId: ids.inquiryId });
      expect(res.status).toBe(404);
      expect(JSON.stringify(await res.json())).not.toContain('첫째회원의 배송 문의');
    },
    'QnaController.getUnreadAnswerCount': async ({ call }) => {
      expect(await (await call('QnaController', 'getUnreadAnswerCount', {})).json()).toEqual({ count: 0 });
    },
    'QnaController.createInquiry': async ({ call, a, server }) => {
      const res = await call('QnaController', 'createInquiry', { memberId: a.id, category: 'other', title: '남의 이름으로', body: '다른 회원 이름으로 문의를 남길 수 있을까요?' });
      expect(res.status).toBe(400);
      const rows = await server.services.db.kysely.selectFrom('inquiries').select('title').where('member_id', '=', a.id).execute();
      expect(rows.map((r) => r.title)).toEqual(['첫째회원의 배송 문의']);
    },
    'QnaController.deleteMyInquiry': async ({ call, ids, server }) => {
      expect((await call('QnaController', 'deleteMyInquiry', { inquiryId: ids.inquiryId })).status).toBe(404);
      expect(await server.services.db.kysely.selectFrom('inquiries').select('id').where('id', '=', ids.inquiryId!).executeTakeFirst()).toBeTruthy();
      expect(await server.services.db.kysely.selectFrom('inquiry_attachments').select('id').where('id', '=', ids.attachmentId!).executeTakeFirst()).toBeTruthy();
    },
    'QnaController.getInquiries': async ({ call }) => {
      expect((await call('QnaController', 'getInquiries', {})).status).toBe(403);
    },
    'QnaController.answerInquiry': async ({ call, ids, server }) => {
      expect((await call('QnaController', 'answerInquiry', { inquiryId: ids.inquiryId, answer: '제가 대신 답합니다' })).status).toBe(403);
      const row = await server.services.db.kysely.selectFrom('inquiries').select(['status', 'answer']).where('id', '=', ids.inquiryId!).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'waiting', answer: null });
    },
  },
};
