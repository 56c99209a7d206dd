import { ARTICLE_CATEGORY_OF_CATEGORY, internalCode, sortCodes } from './internal-codes';
import { href } from '#app/config/href';

/** An article shown beside a product (the route maps the articles feature's cards to this). */
export interface RelatedArticle {
  href: string;
  title: string;
  summary: string;
  category: string;
  image: { src: string; alt: string; width: number; height: number };
}

export interface ReadingLink {
  href: string;
  title: string;
  text: string;
}

/** What to read about each health category, and where the site's articles on it live. */
const READING: Record<string, { title: string; text: string }> = {
  Derma: { title: '피부·털 건강 정보', text: '가려움, 각질, 털 빠짐이 잦을 때 살펴볼 점과 집에서 하는 관리' },
  Digestive: { title: '소화 건강 정보', text: '묽은 변, 구토, 사료 바꿀 때 장을 편하게 하는 방법' },
  Weight: { title: '체중 관리 정보', text: '갈비뼈와 허리로 보는 체형 점수와 무리 없는 감량 계획' },
  Urinary: { title: '요로 건강 정보', text: '물 마시기, 화장실 습관으로 알아보는 결석 신호' },
  Hairball: { title: '헤어볼 관리 정보', text: '빗질과 식이섬유로 헤어볼 토를 줄이는 방법' },
  Surgery: { title: '중성화 후 관리 정보', text: '중성화 뒤 달라지는 식욕과 에너지, 체중 관리' },
};

/** Links to the health-article tag pages of the categories a product helps with (SPEC 9.10 subcategories). */
export function relatedReading(codes: readonly number[]): ReadingLink[] {
  const seen = new Set<string>();
  const links: ReadingLink[] = [];
  for (const code of sortCodes(codes)) {
    const entry = internalCode(code);
    const category = entry ? ARTICLE_CATEGORY_OF_CATEGORY[entry.category] : undefined;
    if (!category || seen.has(category)) continue;
    seen.add(category);
    const reading = READING[category];
    if (reading) links.push({ href: href('health-article-tag', { tag: category }), ...reading });
  }
  return links;
}
