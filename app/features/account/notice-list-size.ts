/** Notices per page of /mypage/notifications (loader and view; no zod here, it reaches the browser). */
export const NOTICES_PER_PAGE = 20;
