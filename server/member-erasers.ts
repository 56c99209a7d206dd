import { eraseHealthRecordsOfMember } from '#app/features/health/shared/health-records.server';
import type { Services } from './platform/services';

/**
 * Which features erase their rows when a member withdraws, beside the account's own and the
 * shared entities the account erases itself (pets, bookmarks). A feature that starts keeping
 * personal data of members adds its eraser here (docs/architecture.md, Data).
 */
export function registerMemberErasers(services: Pick<Services, 'memberErasure'>): void {
  services.memberErasure.register('health', eraseHealthRecordsOfMember);
}
