import type { HomeWidgetType } from '../../layout-words';
import type { Json } from './types';

/** A new widget of a type, its texts and links empty (the editor asks for them). */
export function widgetDefaults(type: HomeWidgetType): Json {
  const cta = { label: '', href: '' };
  switch (type) {
    case 'hero':
      return { type, eyebrow: '', title: '', text: '', cta };
    case 'section-title':
      return { type, title: '', text: '' };
    case 'program-card':
      return { type, title: '', text: '', href: '', image: { src: '', alt: '', width: 160, height: 160 } };
    case 'promo':
      return { type, tone: 'warm', title: '', text: '', cta };
    case 'link-list':
      return { type, title: '', text: '', links: [{ ...cta }] };
    case 'featured-products':
      return { type, title: '', text: '', productIds: [], limit: 4 };
    case 'latest-articles':
      return { type, title: '', text: '', limit: 4 };
    case 'banner':
      return { type, alt: '', href: '' };
  }
}
