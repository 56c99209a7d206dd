import { srcsetOf, type VariantUrl } from '#app/lib/responsive-image';
import { siteUrl } from '#app/lib/site-url';

/** The URL of one variant of the photo at `href` (which already has its `?id=…`): `&w=320&f=avif`. */
export function variantUrls(href: string): VariantUrl {
  const base = siteUrl(href);
  const joiner = base.includes('?') ? '&' : '?';
  return (variant) => (variant ? `${base}${joiner}w=${variant.width}&f=${variant.format}` : base);
}

/**
 * An uploaded photo shown at a fixed size: AVIF, then WebP, then the original's format, each
 * in every width the pipeline made, so the browser fetches the smallest copy that is sharp at
 * `sizes` on its screen. `width`/`height` reserve the box (no layout shift).
 */
export function ResponsivePhoto({ href, alt, width, height, sizes = `${width}px`, className }: { href: string; alt: string; width: number; height: number; sizes?: string; className?: string | undefined }) {
  const url = variantUrls(href);
  return (
    <picture>
      <source type="image/avif" srcSet={srcsetOf(url, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcsetOf(url, 'webp')} sizes={sizes} />
      <img className={className} src={url({ width: 320, format: 'orig' })} srcSet={srcsetOf(url, 'orig')} sizes={sizes} width={width} height={height} alt={alt} loading="lazy" decoding="async" />
    </picture>
  );
}
