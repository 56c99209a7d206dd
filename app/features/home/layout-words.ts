/**
 * The home layout's limits, widget kinds and their Korean names, and the stored words of the
 * background and width choices: what the editor's controls need, without the schema, so zod
 * loads only when the editor checks a change (layout-schema.ts; the staff route's budget).
 */

export const MAX_SECTIONS = 30;
export const MAX_COLUMNS = 12;
export const MAX_WIDGETS = 20;

export const WIDGET_TYPES = ['hero', 'section-title', 'program-card', 'promo', 'link-list', 'featured-products', 'latest-articles', 'banner'] as const;
export type HomeWidgetType = (typeof WIDGET_TYPES)[number];

export const WIDGET_LABELS: Record<HomeWidgetType, string> = {
  hero: '대표 문구 (맨 위 큰 글)',
  'section-title': '섹션 제목',
  'program-card': '프로그램 카드',
  promo: '홍보 상자',
  'link-list': '링크 목록',
  'featured-products': '추천 상품',
  'latest-articles': '최신 건강 정보',
  banner: '배너',
};

export const COLUMN_WIDTHS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export const BACKGROUND_POSITIONS = ['center', 'center top', 'center bottom', 'left center', 'right center', 'left top', 'right top', 'left bottom', 'right bottom'] as const;
export const BACKGROUND_SIZES = ['cover', 'contain', 'auto'] as const;
export const BACKGROUND_REPEAT_CHOICES = ['no-repeat', 'repeat', 'repeat-x', 'repeat-y'] as const;
