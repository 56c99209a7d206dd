/**
 * The publishing state of a piece of content, as every back-office list and form shows it
 * (browser-safe: no server code). A row is live when its published flag is on, its
 * `publish_at` has come (or was never set) and it is not deleted.
 */
export type PublishState = 'draft' | 'scheduled' | 'published' | 'deleted';

export const STATE_LABEL: Record<PublishState, string> = {
  draft: '비공개',
  scheduled: '게시 예약',
  published: '게시 중',
  deleted: '삭제됨',
};

/** The states a staff list filters by; "all" shows every row that is not deleted. */
export const STATE_FILTERS = ['all', 'published', 'scheduled', 'draft', 'deleted'] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];

export const STATE_FILTER_LABEL: Record<StateFilter, string> = {
  all: '전체 (삭제 제외)',
  published: STATE_LABEL.published,
  scheduled: STATE_LABEL.scheduled,
  draft: STATE_LABEL.draft,
  deleted: STATE_LABEL.deleted,
};

export interface StateColumns {
  published: boolean;
  publishAt: string | null;
  deletedAt: string | null;
}

export function stateOf(row: StateColumns, now: Date | string = new Date()): PublishState {
  if (row.deletedAt !== null) return 'deleted';
  if (!row.published) return 'draft';
  const at = typeof now === 'string' ? now : now.toISOString();
  return row.publishAt !== null && row.publishAt > at ? 'scheduled' : 'published';
}

/** What a back-office row carries about its state (lists, forms). */
export interface ContentMeta {
  id: string;
  version: number;
  state: PublishState;
  publishAt: string | null;
  deletedAt: string | null;
  updatedAt: string | null;
}

/** The Korean message of a save that lost the race (optimistic version check). */
export const VERSION_CONFLICT_MESSAGE =
  '다른 담당자가 이 내용을 먼저 저장했습니다. 지금 입력한 내용은 저장하지 않았어요. 페이지를 새로 고쳐 최신 내용을 확인한 뒤 다시 수정해 주세요.';
