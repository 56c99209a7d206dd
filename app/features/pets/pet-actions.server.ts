import { data, redirect } from 'react-router';
import { limitRefusal, parseForm, readForm } from '#app/lib/forms.server';
import { type MemberViewer, requireMember } from '#app/lib/auth.server';
import { type PageArgs, performForm } from '#app/lib/operation-action.server';
import type { Services } from '#server/platform/services';
import { deletePetOp, PET_NOT_FOUND } from './operations.server';
import { checkPhoto, savePet } from './pets.server';
import { petSchema } from './schemas';

/**
 * The pet form's POST (/mypage/mypet and /mypage/mypet/register?id=): save (with an optional
 * photo) or delete (the deletePet operation), both for the signed-in owner only.
 */
export async function petFormAction(args: PageArgs) {
  const { request, context } = args;
  const member = requireMember(context, request);
  const form = await readForm(request);
  if (form.get('intent') === 'delete') {
    const done = await performForm(deletePetOp, args, form, { fromForm: (fields) => ({ petId: fields.petId ?? '' }) });
    if (!done.ok) return done.answer;
    return redirect('/mypage/mypet?deleted=1');
  }
  return savePetForm(context.services, member, form, new URL(request.url).searchParams.get('id') ?? undefined);
}

async function savePetForm(services: Services, member: MemberViewer, form: FormData, petId: string | undefined) {
  if (form.get('intent') !== 'save') throw data('알 수 없는 요청입니다.', { status: 400 });

  const parsed = parseForm(petSchema(new Date()), form);
  const file = form.get('photo');
  let photo: Parameters<typeof savePet>[4];
  let photoError: string | undefined;
  if (file instanceof File && file.size > 0) {
    const checked = await checkPhoto(new Uint8Array(await file.arrayBuffer()));
    if (checked.ok) photo = checked;
    else photoError = checked.message;
  } else if (form.get('removePhoto') === 'on') {
    photo = 'remove';
  }
  if (!parsed.ok || photoError) {
    const fieldErrors = parsed.ok ? {} : parsed.fieldErrors;
    if (photoError) fieldErrors.photo = photoError;
    return data({ errors: fieldErrors, values: parsed.ok ? undefined : parsed.values }, { status: 400 });
  }
  let outcome: Awaited<ReturnType<typeof savePet>>;
  try {
    outcome = await savePet(services, member.userId, petId, parsed.data, photo);
  } catch (error) {
    return limitRefusal(error, 'photo');
  }
  if (!outcome.ok) {
    if (outcome.reason === 'not-found') throw data(PET_NOT_FOUND, { status: 404 });
    return data({ errors: { form: '반려동물은 20마리까지 등록할 수 있습니다.' }, values: parsed.ok ? undefined : undefined }, { status: 400 });
  }
  return redirect(`/mypage/mypet?saved=${encodeURIComponent(outcome.petId)}`);
}
