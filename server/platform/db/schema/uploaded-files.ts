/** A public file stored through FileUploadController.uploadToS3, with who uploaded it. */
export interface UploadedFilesTable {
  /** {timestamp}-{uuid}.{ext} (SPEC 7.2); stored under public/ in the object store. */
  file_key: string;
  member_id: string | null;
  content_type: string;
  size_bytes: number;
  created_at: string;
}
