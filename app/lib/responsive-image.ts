/**
 * Resized copies of an uploaded image (server/platform/storage/image-pipeline.ts makes them): every
 * width of IMAGE_WIDTHS in AVIF, WebP and the original's own format ('orig', for browsers
 * without either). Never wider than the original; a small original fills the larger rungs.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const VARIANT_FORMATS = ['avif', 'webp', 'orig'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_CONTENT_TYPES: Record<Exclude<VariantFormat, 'orig'>, string> = { avif: 'image/avif', webp: 'image/webp' };

/** The URL of one variant; `undefined` for the stored original itself. */
export type VariantUrl = (variant: { width: ImageWidth; format: VariantFormat } | undefined) => string;

/** `srcset` of one format: `url 320w, url 640w, url 1280w`. */
export function srcsetOf(urlOf: VariantUrl, format: VariantFormat): string {
  return IMAGE_WIDTHS.map((width) => `${urlOf({ width, format })} ${width}w`).join(', ');
}

/** A variant asked for by query (`w`, `f`), or undefined for the original; null when either is not one the pipeline makes. */
export function variantOfQuery(params: URLSearchParams): { width: ImageWidth; format: VariantFormat } | undefined | null {
  const w = params.get('w');
  const f = params.get('f');
  if (w === null && f === null) return undefined;
  const width = IMAGE_WIDTHS.find((x) => String(x) === w);
  const format = VARIANT_FORMATS.find((x) => x === f);
  return width !== undefined && format !== undefined ? { width, format } : null;
}

/**
 * Content keys of the demo catalogue's pack art: drawn once into raster files with the pipeline's
 * widths and formats (scripts/draw-pack-art.mjs, decision 055), so it has the variants too.
 */
export const PACK_ART_KEY_PREFIX = 'pack3-';

/**
 * Whether a CMS media URL has the resized variants: a photo the image pipeline made — product
 * (pimg), article (aimg) and home editor (himg) photos — or the demo pack art.
 */
export function hasVariants(url: string): boolean {
  return /\/cms\/delivery\/media\/(?:[ahp]img-[A-Za-z0-9]+|pack3-[a-z0-9-]+)$/.test(url);
}

/**
 * `srcset` of a pipeline photo at a site-relative URL (already through siteUrl) in WebP, which
 * every browser the site supports shows; '' for any other image (drawn SVG packshots).
 */
export function photoSrcset(url: string): string {
  if (!hasVariants(url)) return '';
  return srcsetOf((variant) => (variant ? `${url}?w=${variant.width}&f=${variant.format}` : url), 'webp');
}
