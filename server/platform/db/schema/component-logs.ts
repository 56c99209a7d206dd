/** SPEC 3.11: one client log entry, saved through ComponentLogger.saveComponentLogEntries. */
export interface ComponentLogsTable {
  id: string;
  /** The browser's UUID, when the page sent it. */
  uuid: string | null;
  member_id: string | null;
  /** ERROR … FINEST (SPEC 9.6). */
  logging_level: string;
  message: string;
  scenario: string | null;
  /** Comma-separated tags. */
  tags: string;
  /** browser.address: the page the entry was logged on. */
  page_url: string | null;
  browser_json: string | null;
  error_message: string | null;
  error_type: string | null;
  error_stack: string | null;
  origin_stack_trace: string | null;
  record_id: string | null;
  /** fieldToValue and record, as JSON. */
  details_json: string | null;
  save_method: string;
  /** The entry's own ISO timestamp, from the browser. */
  logged_at: string;
  created_at: string;
}
