import { getMarketingConsent, getProfile } from '#app/features/account/accounts.server';
import { MypageHome } from '#app/features/account/components/MypageHome';
import { countPets } from '#app/features/pets/pets.server';
import { countUnreadAnswers } from '#app/features/qna/inquiries.server';
import { requireMember } from '#app/lib/auth.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage';

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const [profile, petCount, marketing, unreadAnswers] = await Promise.all([
    getProfile(context.services, member.userId),
    countPets(context.services, member.userId),
    getMarketingConsent(context.services, member.userId),
    countUnreadAnswers(context.services, member.userId),
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
    unreadAnswers,
  };
}

export default function Mypage({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="mypage">
      <MypageHome summary={loaderData.summary} unreadAnswers={loaderData.unreadAnswers} />
    </RoutePage>
  );
}
