/** A product's photo (issue 15 item 1): CMS media by key, its alt text, its place in the gallery. */
export interface ProductImagesTable {
  id: string;
  product_id: string;
  content_key: string;
  alt_text: string;
  width: number;
  height: number;
  sort_order: number;
  created_at: string;
}
