import { countPets } from '#app/features/pets/pets.server';
import { countUnreadNotices } from '#app/features/account/data/notifications.server';
import { requireMember } from '#app/page-kit/auth.server';
import type { PageArgs } from '#app/page-kit/page-args';
import { getMarketingConsent, getProfile } from '../accounts.server';

/** /mypage: the member's summary (with their pet count) and how many notices they have not read. */
export async function loadMypage({ request, context }: PageArgs) {
  const member = requireMember(context, request);
  const [profile, petCount, marketing, unreadNotices] = await Promise.all([
    getProfile(context.services, member.memberId),
    countPets(context.services, member.memberId),
    getMarketingConsent(context.services, member.memberId),
    countUnreadNotices(context.services.db.kysely, member.memberId),
  ]);
  if (!profile) throw new Response(null, { status: 404 });
  return {
    summary: {
      name: profile.name,
      email: profile.email,
      petCount,
      memberSince: profile.createdAt,
      marketing: Boolean(marketing && (marketing.sms || marketing.email || marketing.kakao)),
    },
    unreadNotices,
  };
}
