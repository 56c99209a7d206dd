import { nextPublishAt } from '#app/staff-kit/data/content-kit.server';
import { nextBannerChange } from '#app/features/home/data/home.server';
import { nextLegalChange } from '#app/features/site/data/legal.server';
import { nextStoreCampaignChange } from '#app/features/offline-store/data/stores.server';
import { nextTrialCampaignChange } from '#app/features/recruitment/data/campaigns.server';
import type { Services } from '../platform/services';

/**
 * What changes by itself at a time staff set (issue 15): scheduled publishing of every kind of
 * content, and the dates that open and close the trial and 1+1 campaigns. The publish clock
 * (server/platform/cache/publish-clock.ts) drops the cached pages and answers at each of these
 * times on every instance. A feature with a new kind of timed content adds its source here.
 */
export function startContentSchedule(services: Pick<Services, 'publishClock'>): void {
  const clock = services.publishClock;
  clock.register('products', (db, now) => nextPublishAt(db, 'products', 'is_active', now));
  clock.register('articles', (db, now) => nextPublishAt(db, 'articles', 'is_published', now));
  clock.register('faqs', (db, now) => nextPublishAt(db, 'faqs', 'is_published', now));
  clock.register('news', (db, now) => nextPublishAt(db, 'news', 'is_published', now));
  clock.register('stores', (db, now) => nextPublishAt(db, 'stores', 'is_active', now));
  clock.register('brand-pages', (db, now) => nextPublishAt(db, 'brand_pages', 'is_published', now));
  // A new version of the terms or the privacy policy takes effect at its time.
  clock.register('legal-documents', nextLegalChange);
  clock.register('trial-campaigns', nextTrialCampaignChange);
  clock.register('store-campaigns', nextStoreCampaignChange);
  clock.register('home-banners', nextBannerChange);
  clock.start();
}
