import { kakaoEnabled } from '../kakao-enabled.server';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { submitForm } from '#app/page-kit/operation-action.server';
import { type PageArgs, readQuery } from '#app/page-kit/page-args';
import { requestPasswordResetOp, resetPasswordOp } from '../operations.server';
import { resetLinkAccount } from '../password-reset.server';
import { href } from '#app/config/href';

/** /password-reset POST: the same confirmation whether or not the address has an account (429 when limited). */
export async function passwordResetRequestAction(args: PageArgs) {
  const done = await submitForm(requestPasswordResetOp, args);
  if (!done.ok) return done.answer;
  // The Kakao sentence follows the configuration (issue 25, item 4b).
  return data({ sent: true as const, email: done.value.email, kakao: kakaoEnabled(args.context.services) });
}

const TokenQuery = z.object({ token: z.string().max(200).optional() });

/** /password-reset/new?token=…: the form while the link is live, else the page says so (and offers a new request). */
export async function loadPasswordResetNew(args: PageArgs) {
  const { token } = readQuery(args, TokenQuery);
  const account = await resetLinkAccount(args.context.services, token);
  // The link itself is the secret: the page is never kept by a cache.
  return data(account ? { valid: true as const, token: token ?? '', email: account.email } : { valid: false as const, token: '', email: '' }, { headers: { 'Cache-Control': 'no-store' } });
}

/** /password-reset/new POST: sets the password, ends every session, and sends the member to log in with it. */
export async function passwordResetNewAction(args: PageArgs) {
  const done = await submitForm(resetPasswordOp, args);
  if (!done.ok) return done.answer;
  return redirect(href('login', { reset: 'done' }));
}
