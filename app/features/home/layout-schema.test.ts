import { describe, expect, it } from 'vitest';
import { HOME_SECTIONS } from '#server/adapters/seed/home-layout';
import { bannerLive, HomeLayoutSchema, issuePlace, layoutIssues } from './layout-schema';

const section = (widgets: unknown[], extra: Record<string, unknown> = {}) => ({
  sectionKey: 's1',
  direction: { desktop: 'row', tablet: 'row', mobile: 'column' },
  columns: [{ columnKey: 'col1', columnName: 'Column 1', columnWidth: '12', seedComponents: widgets }],
  ...extra,
});
const messages = (value: unknown) => {
  const parsed = HomeLayoutSchema.safeParse(value);
  return parsed.success ? [] : layoutIssues(parsed.error).map((i) => `${i.place}: ${i.message}`);
};

describe('the home layout schema (page and server)', () => {
  it('accepts the demo home page as seeded, so staff can save it unchanged', () => {
    expect(HomeLayoutSchema.safeParse(HOME_SECTIONS).success).toBe(true);
  });

  it('takes only site paths as links, with a Korean message naming where', () => {
    for (const href of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 'recruitment', '/a b', 'ref:campaign:', 'ref:unknown:x1', 'ref:product:a b']) {
      expect(messages([section([{ type: 'promo', title: '제목', text: '설명', cta: { label: '가기', href } }])])).toEqual(['섹션 1 · 칸 1 · 위젯 1: 링크는 찾아서 고르거나, /로 시작하는 사이트 주소로 입력해 주세요. 예: /recruitment']);
    }
    // A picked item is stored as its reference.
    expect(messages([section([{ type: 'promo', title: '제목', text: '설명', cta: { label: '가기', href: 'ref:trial-campaign:c-123' } }])])).toEqual([]);
    expect(messages([section([{ type: 'promo', title: '제목', text: '설명', cta: { label: '가기', href: '' } }])])).toEqual(['섹션 1 · 칸 1 · 위젯 1: 연결할 곳을 골라 주세요.']);
    expect(messages([section([{ type: 'promo', title: '제목', text: '설명', cta: { label: '가기', href: '/recruitment?from=home' } }])])).toEqual([]);
  });

  it('wants a banner photo from uploaded media, its alt text, and a period that ends after it starts', () => {
    const image = { src: '/cms/delivery/media/himg-abc', width: 1200, height: 400 };
    expect(messages([section([{ type: 'banner', image, alt: '', href: '/' }])])).toEqual(['섹션 1 · 칸 1 · 위젯 1: 배너 설명(대체 텍스트)을 입력해 주세요. 화면을 볼 수 없는 분께 읽어 주는 글입니다.']);
    expect(messages([section([{ type: 'banner', image: { ...image, src: '/evil.svg' }, alt: '배너', href: '/' }])])).toEqual(['섹션 1 · 칸 1 · 위젯 1: 사진은 올린 사진 중에서 골라 주세요.']);
    expect(messages([section([{ type: 'banner', alt: '배너', href: '/' }])])).toEqual(['섹션 1 · 칸 1 · 위젯 1: 배너 사진을 올리거나 골라 주세요.']);
    expect(messages([section([{ type: 'banner', image, alt: '배너', href: '/', startsAt: '2026-12-02T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z' }])])).toEqual([
      '섹션 1 · 칸 1 · 위젯 1: 노출 종료 일시는 시작 일시보다 뒤여야 합니다.',
    ]);
  });

  it('checks widths, directions, backgrounds and keys', () => {
    expect(messages([{ ...section([]), columns: [{ columnKey: 'col1', columnName: 'A', columnWidth: '13', seedComponents: [] }] }])).toEqual(['섹션 1 · 칸 1: 칸 너비를 골라 주세요.']);
    expect(messages([section([], { background: { desktop: '/cms/delivery/media/home-hero-desktop', alt: '' } })])).toEqual(['섹션 1 · 배경: 배경 사진의 설명(대체 텍스트)을 입력해 주세요.']);
    expect(messages([section([], { background: { overlayColor: 'red;background:url(x)' } })])).toEqual(['섹션 1 · 배경: 덮는 색을 다시 골라 주세요.']);
    expect(messages([section([]), section([])])).toEqual(['섹션 2: 섹션의 내부 이름이 겹칩니다. 섹션을 지우고 다시 추가해 주세요.']);
    expect(messages([])).toEqual([': 섹션이 하나 이상 있어야 합니다.']);
    expect(issuePlace([2, 'columns', 0, 'seedComponents', 4, 'cta', 'href'])).toBe('섹션 3 · 칸 1 · 위젯 5');
  });

  it('shows a banner from its start (included) to its end (excluded); open ends are open', () => {
    const period = { startsAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-12-02T00:00:00.000Z' };
    expect(bannerLive(period, '2026-11-30T23:59:59.999Z')).toBe(false);
    expect(bannerLive(period, '2026-12-01T00:00:00.000Z')).toBe(true);
    expect(bannerLive(period, '2026-12-02T00:00:00.000Z')).toBe(false);
    expect(bannerLive({ startsAt: undefined, endsAt: undefined }, '2030-01-01T00:00:00.000Z')).toBe(true);
  });
});
