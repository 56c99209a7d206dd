import { data, redirect } from 'react-router';
import { limitRefusal, parseForm } from '#app/lib/forms.server';
import type { MemberViewer } from '#app/lib/auth.server';
import type { Services } from '#server/platform/services';
import { checkPhoto, deletePet, savePet } from './pets.server';
import { petSchema } from './schemas';

/** The pet form's POST: save (with an optional photo) or delete, both for the signed-in owner only. */
export async function handlePetForm(services: Services, member: MemberViewer, form: FormData, petId: string | undefined) {
  const intent = form.get('intent');
  if (intent === 'delete') {
    const id = String(form.get('petId') ?? '');
    const deleted = id !== '' && (await deletePet(services, member.userId, id));
    if (!deleted) throw data('반려동물을 찾을 수 없습니다.', { status: 404 });
    return redirect('/mypage/mypet?deleted=1');
  }
  if (intent !== 'save') throw data('알 수 없는 요청입니다.', { status: 400 });

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
    if (outcome.reason === 'not-found') throw data('반려동물을 찾을 수 없습니다.', { status: 404 });
    return data({ errors: { form: '반려동물은 20마리까지 등록할 수 있습니다.' }, values: parsed.ok ? undefined : undefined }, { status: 400 });
  }
  return redirect(`/mypage/mypet?saved=${encodeURIComponent(outcome.petId)}`);
}
