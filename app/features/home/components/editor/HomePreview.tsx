import { useMemo } from 'react';
import { LayoutSection } from '#app/ui/layout/LayoutSection';
import type { LayoutSectionModel } from '#app/ui/layout/layout-model';
import type { LinkTarget } from '#app/staff-kit/link-target';
import type { HomeProductCard, LatestArticleItem } from '../../data/home.server';
import { withRenderedLinks } from '../../home-links';
import { bannerLive, HomeWidgetSchema } from '../../layout-schema';
import { renderHomeWidget } from '../HomeWidgets';
import styles from '../HomeEditor.module.css';
import { cleaned } from './layout-edit';
import type { EditSection, Json } from './types';

export interface PreviewData {
  products: HomeProductCard[];
  articles: LatestArticleItem[];
}

/**
 * The widgets as guests would get them from the page's loader, from the editor's state: picked
 * links turned into today's addresses (none for an item guests cannot open), products and
 * articles filled in, banners outside their period left out, and a widget still missing
 * something shown as a note instead.
 */
export function previewSections(sections: EditSection[], links: ReadonlyMap<string, LinkTarget>, data: PreviewData, now: string): LayoutSectionModel[] {
  const resolved = new Map([...links].map(([value, t]) => [value, t.state === 'published' ? t.path : null]));
  const cards = new Map(data.products.map((p) => [p.Id, p]));
  const plain = cleaned(sections) as LayoutSectionModel[];
  const filled = plain.map((s) => ({
    ...s,
    columns: s.columns.map((c) => ({
      ...c,
      seedComponents: c.seedComponents.flatMap((seed): Json[] => {
        const parsed = HomeWidgetSchema.safeParse(seed);
        if (!parsed.success) return [{ type: 'unfinished' }];
        const w = parsed.data;
        if (w.type === 'banner' && !bannerLive(w, now)) return [];
        if (w.type === 'featured-products') {
          const picked = w.productIds && w.productIds.length > 0 ? w.productIds.flatMap((id) => cards.get(id) ?? []) : data.products;
          return [{ ...w, products: picked.slice(0, w.limit) }];
        }
        if (w.type === 'latest-articles') return [{ ...w, items: data.articles.slice(0, w.limit) }];
        return [w];
      }),
    })),
  }));
  return withRenderedLinks(filled, resolved);
}

/**
 * "미리보기": the home page as guests will see it once published, rendered with the page's own
 * components from what is being edited, before anything is saved. Links do not navigate here.
 */
export function HomePreview({ sections, links, data }: { sections: EditSection[]; links: ReadonlyMap<string, LinkTarget>; data: PreviewData }) {
  const shown = useMemo(() => previewSections(sections, links, data, new Date().toISOString()), [sections, links, data]);
  return (
    <section className={styles.preview} aria-labelledby="home-preview-title">
      <div className={styles.previewHead}>
        <h2 id="home-preview-title">미리보기</h2>
        <p>방문자에게 보일 모습입니다. 고치는 대로 바로 바뀌고, 게시하기 전까지 방문자에게는 보이지 않습니다.</p>
      </div>
      {/* Links show where they go (hover, status bar) but do not leave the editor. */}
      <div className={styles.previewPage} onClickCapture={(e) => { if ((e.target as HTMLElement).closest('a')) e.preventDefault(); }}>
        {shown.length === 0 && <p className={styles.hint}>섹션이 없습니다.</p>}
        {shown.map((section) => (
          <LayoutSection
            key={section.sectionKey}
            section={section}
            renderComponent={(seed) => (seed.type === 'unfinished' ? <p className={styles.unfinished}>아직 다 채우지 않은 위젯 (채우면 여기에 보입니다)</p> : renderHomeWidget(seed))}
            backgroundLoading="lazy"
          />
        ))}
      </div>
    </section>
  );
}
