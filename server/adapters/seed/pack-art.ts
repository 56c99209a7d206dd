import type { DemoProduct } from './product-data';

/**
 * The demo catalogue's pack art (docs/decisions/055-pack-art-and-shopper-details.md): each
 * product is drawn as its pack form (a dry-food bag, a can, a pouch or a treat box) carrying its
 * line's label, illustration and colours, so a list never shows one bag in 36 colours.
 * `scripts/draw-pack-art.mjs` draws every product from this table and writes the pictures as
 * raster files beside the seed (`media/packs/`): an 800 px PNG and AVIF/WebP at 320, 640 and
 * 800 px; the seed stores them as the image pipeline stores a photo (decision 034), so cards and
 * the product page get the same `srcset` as an uploaded product photo.
 */

type PackForm = 'bag' | 'can' | 'pouch' | 'box';

type PackGlyph = 'fish' | 'feather' | 'shield' | 'leaf' | 'sparkle' | 'moon' | 'star' | 'sun' | 'bowl' | 'drop' | 'tooth' | 'yarn' | 'cross';

/** A product line: the label printed on its packs, its illustration and its colours. */
interface PackLine {
  label: string;
  glyph: PackGlyph;
  /** The label band and the glyph's colour. */
  ink: string;
}

export const PACK_LINES = {
  derma: { label: '더마 케어', glyph: 'fish', ink: '#b4532a' },
  light: { label: '라이트 웨이트', glyph: 'feather', ink: '#2f7a66' },
  neutered: { label: '뉴터드 케어', glyph: 'shield', ink: '#34598c' },
  digest: { label: '다이제스티브', glyph: 'leaf', ink: '#8a3d74' },
  coat: { label: '헤어 & 스킨', glyph: 'sparkle', ink: '#6b4a9c' },
  calm: { label: '카밍 케어', glyph: 'moon', ink: '#2f5f8f' },
  puppy: { label: '퍼피', glyph: 'star', ink: '#a86f00' },
  kitten: { label: '키튼', glyph: 'star', ink: '#a3780a' },
  senior: { label: '시니어', glyph: 'sun', ink: '#55555f' },
  daily: { label: '데일리 밸런스', glyph: 'bowl', ink: '#a63f24' },
  urinary: { label: '유리너리', glyph: 'drop', ink: '#1f6f93' },
  dental: { label: '덴탈 케어', glyph: 'tooth', ink: '#1f7a74' },
  hairball: { label: '헤어볼 케어', glyph: 'yarn', ink: '#a5581b' },
  vet: { label: '수의사 처방식', glyph: 'cross', ink: '#1f4e79' },
} as const satisfies Record<string, PackLine>;

type PackLineName = keyof typeof PACK_LINES;

/** How one product is drawn: its pack, its line, the words under the line's label. */
export interface PackArt {
  form: PackForm;
  line: PackLineName;
  /** The second label line (who it is for, or the recipe). */
  variant: string;
  /** The pack's colour when not the product's own (prescription diets share a line, not a look). */
  tint?: string;
  /** The illustration when not the line's (a prescription diet shows what it is for). */
  glyph?: PackGlyph;
}

/** Each demo product's pack: by what the product is (its name says can, pouch, treat), not by chance. */
export const PACK_ART: Record<string, PackArt> = {
  'p-dog-derma-adult': { form: 'bag', line: 'derma', variant: '어덜트 소형견' },
  'p-dog-derma-large': { form: 'bag', line: 'derma', variant: '어덜트 중대형견' },
  'p-dog-derma-wet': { form: 'pouch', line: 'derma', variant: '연어' },
  'p-dog-light-small': { form: 'bag', line: 'light', variant: '소형견' },
  'p-dog-light-large': { form: 'bag', line: 'light', variant: '중대형견' },
  'p-dog-neutered': { form: 'bag', line: 'neutered', variant: '어덜트' },
  'p-dog-digest-small': { form: 'bag', line: 'digest', variant: '소형견' },
  'p-dog-digest-wet': { form: 'can', line: 'digest', variant: '닭고기' },
  'p-dog-coat': { form: 'bag', line: 'coat', variant: '윤기 케어' },
  'p-dog-calm': { form: 'bag', line: 'calm', variant: '어덜트' },
  'p-dog-calm-treat': { form: 'box', line: 'calm', variant: '트릿' },
  'p-dog-puppy-small': { form: 'bag', line: 'puppy', variant: '소형견' },
  'p-dog-puppy-large': { form: 'bag', line: 'puppy', variant: '중대형견' },
  'p-dog-senior': { form: 'bag', line: 'senior', variant: '7+ 소형견' },
  'p-dog-senior-wet': { form: 'pouch', line: 'senior', variant: '7+ 스튜' },
  'p-dog-allround': { form: 'bag', line: 'daily', variant: '어덜트' },
  'p-dog-vet-gi': { form: 'bag', line: 'vet', variant: 'GI 소화기', tint: '#4f9a8a', glyph: 'leaf' },
  'p-dog-vet-derm': { form: 'bag', line: 'vet', variant: '피부 알레르기', glyph: 'fish' },
  'p-cat-urinary': { form: 'bag', line: 'urinary', variant: '어덜트' },
  'p-cat-urinary-wet': { form: 'pouch', line: 'urinary', variant: '그레이비' },
  'p-cat-light': { form: 'bag', line: 'light', variant: '고양이' },
  'p-cat-neutered': { form: 'bag', line: 'neutered', variant: '고양이' },
  'p-cat-digest': { form: 'bag', line: 'digest', variant: '고양이' },
  'p-cat-digest-wet': { form: 'can', line: 'digest', variant: '참치 무스' },
  'p-cat-coat': { form: 'bag', line: 'coat', variant: '고양이' },
  'p-cat-dental': { form: 'bag', line: 'dental', variant: '고양이' },
  'p-cat-dental-treat': { form: 'box', line: 'dental', variant: '바삭 트릿' },
  'p-cat-hairball': { form: 'bag', line: 'hairball', variant: '고양이' },
  'p-cat-hairball-indoor': { form: 'bag', line: 'hairball', variant: '인도어 & 웨이트' },
  'p-cat-kitten': { form: 'bag', line: 'kitten', variant: '성장기' },
  'p-cat-kitten-wet': { form: 'can', line: 'kitten', variant: '무스' },
  'p-cat-senior': { form: 'bag', line: 'senior', variant: '7+ 고양이' },
  'p-cat-senior-11': { form: 'can', line: 'senior', variant: '11+ 고양이' },
  'p-cat-daily': { form: 'bag', line: 'daily', variant: '고양이' },
  'p-cat-vet-urinary': { form: 'bag', line: 'vet', variant: '유리너리 S/O', glyph: 'drop' },
  'p-cat-vet-gi': { form: 'pouch', line: 'vet', variant: '고양이 GI', tint: '#4f9a8a', glyph: 'leaf' },
};

/** A product's pack art; throws for a product the table does not draw (the seed test lists them all). */
export function packArtOf(product: Pick<DemoProduct, 'id'>): PackArt {
  const art = PACK_ART[product.id];
  if (!art) throw new Error(`No pack art for ${product.id}: add it to PACK_ART and run scripts/draw-pack-art.mjs`);
  return art;
}

/** Widths of the drawn art's raster files: the pipeline's rungs, the last one the picture's own size. */
export const PACK_ART_SIZE = 800;
export const PACK_ART_WIDTHS = [320, 640, PACK_ART_SIZE] as const;
export const PACK_ART_FORMATS = ['avif', 'webp'] as const;

/** Where the generator writes a product's files and the seed reads them (relative to the repository). */
export const PACK_ART_DIR = 'server/adapters/seed/media/packs';

/** A product's file names in PACK_ART_DIR: the PNG, and each width × format. */
export function packArtFile(productId: string, variant?: { width: (typeof PACK_ART_WIDTHS)[number]; format: (typeof PACK_ART_FORMATS)[number] }): string {
  return variant ? `${productId}.w${variant.width}.${variant.format}` : `${productId}.png`;
}
