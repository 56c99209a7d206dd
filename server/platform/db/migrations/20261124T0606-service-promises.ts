import type { Kysely } from 'kysely';

/**
 * One set of service promises and contacts (issue 13, item 6), in the settings row staff edit:
 * answer, shipping and delivery times, the customer centre and the business details the footer
 * and every e-mail carry. The defaults are the demo brand's.
 */
const COLUMNS: [string, string][] = [
  ['cs_phone', '080-000-0000'],
  ['cs_hours', '평일 09:00~18:00 (점심 12:00~13:00), 주말·공휴일 휴무'],
  ['cs_email', 'help@dodampet.example'],
  ['inquiry_answer_time', '영업일 기준 1일 안에'],
  ['trial_shipping', '당첨 발표 후 3영업일 안에'],
  ['delivery_time', '보낸 날부터 1~2일 안에'],
  ['company_name', '도담펫 주식회사 (데모)'],
  ['company_ceo', '김도담'],
  ['business_number', '000-00-00000'],
  ['mail_order_number', '제0000-서울성동-0000호'],
  ['company_address', '서울특별시 성동구 성수이로 78 (데모 주소)'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, value] of COLUMNS) {
    await db.schema.alterTable('site_config').addColumn(column, 'text', (c) => c.notNull().defaultTo(value)).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [column] of [...COLUMNS].reverse()) await db.schema.alterTable('site_config').dropColumn(column).execute();
}
