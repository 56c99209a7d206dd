import { eraseHealthRecordsOfMember } from '#app/features/health/shared/data/health-records.server';
import { eraseNoticesOfMember } from '#app/features/account/data/notifications.server';
import { eraseUnusedCouponsOfMember } from '#app/features/offline-store/data/coupons.server';
import { cancelOpenOrdersOfMember } from '#app/features/recruitment/data/orders.server';
import { eraseMailOfMember } from '../platform/mail/outbox';
import type { Services } from '../platform/services';

/**
 * Which features erase their rows when a member withdraws, beside the account's own and the
 * shared entities the account erases itself (pets, bookmarks). A feature that starts keeping
 * personal data of members adds its eraser here (docs/architecture.md, Data).
 */
export function registerMemberErasers(services: Pick<Services, 'memberErasure'>): void {
  services.memberErasure.register('health', eraseHealthRecordsOfMember);
  // Pending messages to the member are dropped, sent ones forget the address (issue 13, item 7).
  services.memberErasure.register('mail', eraseMailOfMember);
  services.memberErasure.register('notifications', eraseNoticesOfMember);
  // "보유 중인 쿠폰과 진행 중인 무료 체험 신청은 사라집니다" (the withdrawal page): unused coupons
  // go, applications not yet sent are cancelled; sent ones and used coupons stay as records.
  services.memberErasure.register('coupons', eraseUnusedCouponsOfMember);
  services.memberErasure.register('recruitment', cancelOpenOrdersOfMember);
}
