import { data } from 'react-router';
import { z } from 'zod';
import { submitForm } from '#app/page-kit/operation-action.server';
import { type PageArgs, readQuery } from '#app/page-kit/page-args';
import { emailChangeOf } from '../email-change.server';
import { confirmEmailChangeOp } from '../operations.server';

const TokenQuery = z.object({ token: z.string().max(200).optional() });

/**
 * /email-change?token=…: the link mailed to the new address. Opening it only shows the change; a
 * button confirms it (a mail scanner that fetches links must not change anyone's address).
 */
export async function loadEmailChange(args: PageArgs) {
  const { token } = readQuery(args, TokenQuery);
  const change = await emailChangeOf(args.context.services, token);
  return data(change ? { valid: true as const, token: token ?? '', newEmail: change.newEmail } : { valid: false as const, token: '', newEmail: '' }, { headers: { 'Cache-Control': 'no-store' } });
}

export async function emailChangeAction(args: PageArgs) {
  const done = await submitForm(confirmEmailChangeOp, args);
  if (!done.ok) return done.answer;
  return { changed: true as const, newEmail: done.value.newEmail };
}
