/** Content-management media (SPEC 3.8), served at /cms/delivery/media/{contentKey}. */
export interface CmsMediaTable {
  content_key: string;
  storage_key: string;
  content_type: string;
  alt_text: string;
  width: number;
  height: number;
  created_at: string;
}
