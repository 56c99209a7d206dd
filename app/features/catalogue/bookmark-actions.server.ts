import { data } from 'react-router';
import type { Viewer } from '#server/platform/auth/viewer';
import type { Services } from '#server/platform/services';
import { requireMember } from '#app/lib/auth.server';
import { parseForm, readForm } from '#app/lib/forms.server';
import { setBookmark, toggleBookmark } from './bookmarks.server';
import { bookmarkFormSchema } from './schemas';

/**
 * The bookmark button's POST, shared by the list, detail and /mypage/bookmark pages. Guests are
 * sent to login (and back); bad input answers 400 and writes nothing; an unknown product 404.
 */
export async function handleBookmarkForm(context: { services: Services; viewer: Viewer }, request: Request) {
  const member = requireMember(context, request);
  const form = await readForm(request);
  if (form.get('intent') !== 'bookmark') throw data('알 수 없는 요청입니다.', { status: 400 });
  const parsed = parseForm(bookmarkFormSchema, form);
  if (!parsed.ok) return data({ errors: parsed.fieldErrors, bookmark: null }, { status: 400 });
  const { productId, bookmarked } = parsed.data;
  const state =
    bookmarked === undefined
      ? await toggleBookmark(context.services, member.userId, productId)
      : await setBookmark(context.services, member.userId, productId, bookmarked === 'on');
  if (state === null) throw data('상품을 찾을 수 없습니다.', { status: 404 });
  return { errors: null, bookmark: { productId, bookmarked: state } };
}
