import { randomUUID } from 'node:crypto';
import { moveOrderStatus } from '#app/features/recruitment/orders.server';
import type { Services } from '#server/platform/services';
import { postForm } from '../setup/forms';
import type { TestServer } from '../setup/test-server';
import { pngWithText } from '../fixtures/images';

/** Shared by the recruitment, store and ownership tests. */

/** A real PNG with a text chunk holding a GPS position (must not survive storage). */
export const PNG = pngWithText(16);

export const pngBlob = () => new Blob([new Uint8Array(PNG)], { type: 'image/png' });

export async function addPet(services: Services, memberId: string, species: 'dog' | 'cat' = 'dog', name = species === 'dog' ? '보리' : '나비'): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await services.db.kysely
    .insertInto('pets')
    .values({ id, member_id: memberId, name, species, breed: species === 'dog' ? '말티즈' : '코리안 숏헤어', sex: 'female', neutered: 1, birth_year: 2021, birth_month: 3, weight_grams: 3200, photo_key: null, created_at: now, updated_at: now })
    .execute();
  return id;
}

export function orderFields(campaignId: string, petId: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    campaignId,
    petId,
    recipientName: '김도담',
    mobile: '010-1234-5678',
    postcode: '04779',
    roadAddress: '서울특별시 성동구 성수이로 78',
    jibunAddress: '',
    extraAddress: '(성수동2가)',
    addressDetail: '101동 1203호',
    deliveryRequest: '문 앞에 놓아 주세요.',
    agreePrivacy: 'on',
    agreeShipping: 'on',
    agreeNotice: 'on',
    ...overrides,
  };
}

/** Applies through the page form; answers the order id (or throws with what came back). */
export async function apply(server: TestServer, cookie: string, campaignId: string, petId: string): Promise<string> {
  const res = await postForm(server, '/recruitment/order', orderFields(campaignId, petId), cookie);
  const location = res.headers.get('location') ?? '';
  const orderId = new URL(location || '/', server.url).searchParams.get('orderId');
  if (res.status !== 302 || !orderId) throw new Error(`apply failed: ${res.status} ${location} ${res.status === 400 ? await res.text() : ''}`.slice(0, 500));
  return orderId;
}

export async function deliver(services: Services, orderId: string): Promise<void> {
  for (const status of ['selected', 'preparing', 'shipping', 'delivered'] as const) {
    const moved = await moveOrderStatus(services.db.kysely, orderId, status, status === 'shipping' ? { courier: 'CJ대한통운', trackingNumber: '612345678901' } : {});
    if (!moved.ok) throw new Error(`could not move ${orderId} to ${status}`);
  }
}

export async function createCampaign(services: Services, overrides: { capacity?: number; species?: 'dog' | 'cat' | 'all' } = {}): Promise<string> {
  const id = `t-${randomUUID().slice(0, 8)}`;
  const now = Date.now();
  await services.db.kysely
    .insertInto('trial_campaigns')
    .values({
      id,
      title: '테스트 체험',
      summary: '요약',
      description: '설명',
      product_id: 'p-dog-derma-adult',
      species: overrides.species ?? 'all',
      capacity: overrides.capacity ?? 100,
      applied_count: 0,
      starts_at: new Date(now - 86_400_000).toISOString(),
      ends_at: new Date(now + 86_400_000).toISOString(),
      announce_at: new Date(now + 2 * 86_400_000).toISOString(),
      sort_order: 99,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return id;
}
