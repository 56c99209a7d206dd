import { describe, expect, it } from 'vitest';
import { siteRoutes } from '#app/config/site-routes';
import { breadcrumbs } from './breadcrumbs';

const labels = (id: string) => breadcrumbs(id, '도담펫').map((c) => c.label);

describe('breadcrumbs (SPEC 2.2)', () => {
  it('my-page pages: Home > MyPage > page', () => {
    for (const route of siteRoutes.filter((r) => r.area === 'mypage' && r.id !== 'mypage')) {
      expect(labels(route.id), route.path).toEqual(['Home', 'MyPage', route.label]);
    }
    expect(labels('mypage')).toEqual(['Home', 'MyPage']);
  });

  it('health programs: Home > 이벤트/혜택 > 건강 케어 프로그램', () => {
    expect(labels('health-service')).toEqual(['Home', '이벤트/혜택', '건강 케어 프로그램']);
    expect(labels('bcs-step2')).toEqual(['Home', '이벤트/혜택', '건강 케어 프로그램', 'BCS 체크 2단계']);
  });

  it('product pages: Home > 맞춤 사료 정보 > 맞춤 사료 리스트', () => {
    expect(labels('product-list')).toEqual(['Home', '맞춤 사료 정보', '맞춤 사료 리스트']);
    expect(labels('product-detail').slice(0, 3)).toEqual(['Home', '맞춤 사료 정보', '맞춤 사료 리스트']);
  });

  it('the customised page: Home > 맞춤 사료 정보 > 맞춤 사료 급여량', () => {
    expect(labels('custom-feed-prescription')).toEqual(['Home', '맞춤 사료 정보', '맞춤 사료 급여량']);
  });

  it('links every crumb but the page itself, and fills in the brand', () => {
    const chain = breadcrumbs('about-us-our-value', '도담펫');
    expect(chain).toEqual([
      { label: 'Home', to: '/' },
      { label: '도담펫 이야기', to: '/about-us' },
      { label: '브랜드 가치' },
    ]);
  });

  it('every route starts at Home', () => {
    for (const route of siteRoutes) expect(labels(route.id)[0], route.path).toBe('Home');
  });
});
