import { inquiryAttachment } from '#app/features/qna/pages/list.server';
import type { Route } from './+types/mypage.myqna.attachment';

export const loader = (args: Route.LoaderArgs) => inquiryAttachment(args);
