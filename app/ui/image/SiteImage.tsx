import type { CSSProperties } from 'react';
import { hasVariants, srcsetOf, type VariantUrl } from '#app/lib/responsive-image';
import { siteUrl } from '#app/lib/site-url';

/**
 * How an image is fetched (docs/decisions/042-images.md):
 * - `lcp`: the page's largest image above the fold — fetched first (`fetchpriority="high"`,
 *   which also makes React preload it from <head>), never lazy. One per page.
 * - `eager`: above the fold but not the largest — loaded at once, normal priority.
 * - `lazy`: everything else (the default) — loaded as it nears the screen.
 */
export type ImagePriority = 'lcp' | 'eager' | 'lazy';

/** One art-directed source of a banner: the picture for screens matching `media`. */
interface ImageSource {
  media: string;
  src: string;
  width?: number;
  height?: number;
}

/**
 * Either the image's own size (or its box's, for vector art), which reserves its space so nothing
 * shifts, or `fill`: it covers a positioned box whose size the layout gives (a section backdrop).
 */
type Size = { width: number; height: number; fill?: never } | { fill: true; width?: never; height?: never };

export type SiteImageProps = Size & {
  /** The image's path on the site (the base path is added here). */
  src: string;
  alt: string;
  /** How wide it is shown, for `srcset` (CSS lengths, media conditions allowed). */
  sizes?: string;
  priority?: ImagePriority;
  /**
   * `pipeline`: a photo stored through the image pipeline, which has AVIF, WebP and its own
   * format at 320/640/1280 px (`&w=…&f=…` on its URL). Vector art (the demo SVGs) has none.
   * A CMS media URL that has them (`hasVariants`: product, article and home photos, the demo
   * pack art) gets them without being told, so no thumbnail loads the full-size original.
   */
  variants?: 'pipeline';
  /** Art direction: other pictures for other screens (a banner), tried in order. */
  sources?: readonly ImageSource[];
  className?: string | undefined;
  style?: CSSProperties;
};

/** The URL of one variant of the photo at `href` (which may have its own query): `…&w=320&f=avif`. */
function variantUrls(href: string): VariantUrl {
  const base = siteUrl(href);
  const joiner = base.includes('?') ? '&' : '?';
  return (variant) => (variant ? `${base}${joiner}w=${variant.width}&f=${variant.format}` : base);
}

/** What stands in for a missing photo (public/img/no-photo.svg). */
const NO_PHOTO = '/img/no-photo.svg';

function loadingProps(priority: ImagePriority) {
  if (priority === 'lcp') return { fetchPriority: 'high' as const };
  if (priority === 'eager') return { loading: 'eager' as const, decoding: 'async' as const };
  return { loading: 'lazy' as const, decoding: 'async' as const };
}

/**
 * The one image component for product, article, banner and member images: always sized, fetched
 * by its priority, and for pipeline photos the smallest AVIF/WebP that is sharp at `sizes`.
 */
export function SiteImage({ src, alt, width, height, sizes, priority = 'lazy', variants, sources, className, style }: SiteImageProps) {
  const common = { className, style, width, height, alt, ...loadingProps(priority) };
  // A record saved without a photo (a draft product, an article without a cover) shows a quiet paw, never a broken image.
  if (src.trim() === '') return <img {...common} src={siteUrl(NO_PHOTO)} />;
  if (variants === 'pipeline' || hasVariants(src)) {
    const url = variantUrls(src);
    const shown = sizes ?? (width === undefined ? '100vw' : `${width}px`);
    return (
      <picture>
        <source type="image/avif" srcSet={srcsetOf(url, 'avif')} sizes={shown} />
        <source type="image/webp" srcSet={srcsetOf(url, 'webp')} sizes={shown} />
        <img {...common} src={url({ width: 320, format: 'orig' })} srcSet={srcsetOf(url, 'orig')} sizes={shown} />
      </picture>
    );
  }
  if (sources !== undefined && sources.length > 0) {
    return (
      <picture>
        {sources.map((s) => (
          <source key={s.media} media={s.media} srcSet={siteUrl(s.src)} width={s.width} height={s.height} />
        ))}
        <img {...common} src={siteUrl(src)} />
      </picture>
    );
  }
  return <img {...common} src={siteUrl(src)} />;
}
