import { z } from 'zod';
import { requireMember } from '#app/page-kit/auth.server';
import { type PageArgs, readQuery } from '#app/page-kit/page-args';
import { safeReturnPath } from '#app/lib/return-path';
import { href } from '#app/config/href';
import { getProfile } from '../accounts.server';

const WelcomeQuery = z.object({ startURL: z.string().optional() });

/**
 * Where a sign-up lands (issue 25, item 5): the page the visitor came from, when there was one,
 * else nothing (the welcome offers the next steps). A path back to the sign-up or the welcome
 * itself is no page to continue on.
 */
export function welcomeHref(startURL: string | null | undefined): string {
  const back = safeReturnPath(startURL, '');
  const useless = back === '' || back === '/' || back.startsWith(href('register')) || back.startsWith(href('login'));
  return href('welcome', { startURL: useless ? undefined : back });
}

/** /register/welcome: the new member's name and where they were going, if anywhere. */
export async function loadWelcome(args: PageArgs) {
  const { context, request } = args;
  const member = requireMember(context, request);
  const { startURL } = readQuery(args, WelcomeQuery);
  const back = safeReturnPath(startURL, '');
  const profile = await getProfile(context.services, member.memberId);
  return { name: profile?.name ?? '', continueTo: back === '' || back === '/' ? null : back };
}
