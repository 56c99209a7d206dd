import { data, redirect } from 'react-router';
import { fieldErrorsOf, formFields, readForm } from '#app/page-kit/forms.server';
import { requireMember } from '#app/page-kit/auth.server';
import { attemptForm, performForm } from '#app/page-kit/operation-action.server';
import type { PageArgs } from '#app/page-kit/page-args';
import { deletePetOp, savePetOp } from './operations.server';
import { checkPhoto, type PetPhoto } from './pets.server';
import { href } from '#app/config/href';

/**
 * The pet form's POST (/mypage/mypet and /mypage/mypet/register?id=): save (with an optional
 * photo) or delete (the deletePet operation), both for the signed-in owner only.
 */
export async function petFormAction(args: PageArgs) {
  const { request, context } = args;
  requireMember(context, request);
  const form = await readForm(request);
  if (form.get('intent') === 'delete') {
    const done = await performForm(deletePetOp, args, form, { fromForm: (fields) => ({ petId: fields.petId ?? '' }) });
    if (!done.ok) return done.answer;
    return redirect(href('mypet', { deleted: 1 }));
  }
  return savePetForm(args, form, new URL(request.url).searchParams.get('id') ?? undefined);
}

/** The save: the photo is checked here (the file is the page's), then the save operation. */
async function savePetForm(args: PageArgs, form: FormData, petId: string | undefined) {
  if (form.get('intent') !== 'save') throw data('알 수 없는 요청입니다.', { status: 400 });
  const file = form.get('photo');
  let photo: PetPhoto | 'remove' | undefined;
  let photoError: string | undefined;
  if (file instanceof File && file.size > 0) {
    const checked = await checkPhoto(new Uint8Array(await file.arrayBuffer()));
    if (checked.ok) photo = { image: checked.image, uploadedBytes: checked.uploadedBytes };
    else photoError = checked.message;
  } else if (form.get('removePhoto') === 'on') {
    photo = 'remove';
  }
  const fromForm = (fields: Record<string, unknown>) => ({ ...fields, petId, photo });
  if (photoError) {
    const { raw, values } = formFields(form);
    const parsed = savePetOp.input.safeParse(fromForm(raw));
    return data({ errors: { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), photo: photoError }, values: parsed.success ? undefined : values }, { status: 400 });
  }
  const tried = await attemptForm(savePetOp, args, form, { fromForm });
  if (tried.ok) return redirect(href('mypet', { saved: tried.value.id }));
  const { refusal } = tried;
  if (refusal === null) return data({ errors: tried.errors, values: tried.values as Record<string, string> | undefined }, { status: 400 });
  if (refusal.status === 404) throw data(refusal.message, { status: 404 });
  if (refusal.retryAfter !== undefined) return data({ errors: tried.errors, values: undefined }, { status: refusal.status, headers: { 'Retry-After': String(refusal.retryAfter) } });
  // The pet limit is a refusal of the whole form.
  return data({ errors: tried.errors, values: undefined }, { status: 400 });
}
