import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Roll-ups of the tracking logs for the attribution report (issue 11 item 8), kept by database
 * triggers in the same statement as the log insert, whatever writes the log (the batch
 * inserter, a test, an import).
 *
 * The report counts distinct visitors (browser UUIDs) per UTM value over a range of Seoul days,
 * and distinct counts do not add up across days. So the roll-up keeps, per (dimension, value,
 * day), how many visitor-days it has bucketed by the visitor's previous visit day with that
 * value (`prev`, '' when none or older than MAX_RANGE_DAYS): the visitors of a range [a, b] are
 * the visitor-days in it whose previous visit is before a. The report then reads at most
 * values × days × days rows, however many logs there are.
 *
 * - tracking_visitor_days: one row per (dimension, value, uuid, Seoul day) seen;
 * - tracking_visitor_counts: n visitor-days per (dimension, value, day, prev).
 *
 * Dimension 'all' (value '') gives the report's total of distinct visitors. Logs are
 * append-only: nothing updates their uuid, UTM values or time, nothing deletes them (a retention
 * job would rebuild the roll-ups with rebuildTrackingRollups).
 */

/** Longest range the report shows (attribution.ts MAX_RANGE_DAYS): older previous visits are all "before the range". */
export const ROLLUP_HORIZON_DAYS = 92;

const isPostgres = <DB>(db: Kysely<DB>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function createTrackingRollupTables<DB>(db: Kysely<DB>): Promise<void> {
  const k = db as Kysely<unknown>;
  await k.schema
    .createTable('tracking_visitor_days')
    .addColumn('dim', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tracking_visitor_days_pk', ['dim', 'value', 'uuid', 'day'])
    .execute();
  await k.schema
    .createTable('tracking_visitor_counts')
    .addColumn('dim', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('prev', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('tracking_visitor_counts_pk', ['dim', 'day', 'value', 'prev'])
    .execute();
}

export async function dropTrackingRollupTables<DB>(db: Kysely<DB>): Promise<void> {
  const k = db as Kysely<unknown>;
  await k.schema.dropTable('tracking_visitor_counts').ifExists().execute();
  await k.schema.dropTable('tracking_visitor_days').ifExists().execute();
}

// The value a log counts under: blank and missing are one "(없음)" (attribution.ts label()).
const sqliteValue = (col: string) => `CASE WHEN trim(coalesce(NEW.${col}, ''), ' ' || char(9, 10, 13)) = '' THEN '' ELSE NEW.${col} END`;
const pgValue = (col: string) => `CASE WHEN btrim(coalesce(NEW.${col}, ''), E' \\t\\n\\r') = '' THEN '' ELSE NEW.${col} END`;
// '' when there is no previous day or it lies beyond the horizon.
const sqlitePrev = (prev: string, day: string) => `CASE WHEN ${prev} IS NULL OR ${prev} <= date(${day}, '-${ROLLUP_HORIZON_DAYS} days') THEN '' ELSE ${prev} END`;
const pgPrev = (prev: string, day: string) => `CASE WHEN ${prev} IS NULL OR ${prev} <= to_char(${day}::date - ${ROLLUP_HORIZON_DAYS}, 'YYYY-MM-DD') THEN '' ELSE ${prev} END`;

const SQLITE_TRIGGERS = [
  `CREATE TRIGGER tracking_logs_rollup AFTER INSERT ON tracking_module_logs BEGIN
    INSERT INTO tracking_visitor_days (dim, value, uuid, day) VALUES
      ('all', '', NEW.uuid, date(NEW.created_at, '+9 hours')),
      ('source', ${sqliteValue('utm_source')}, NEW.uuid, date(NEW.created_at, '+9 hours')),
      ('medium', ${sqliteValue('utm_medium')}, NEW.uuid, date(NEW.created_at, '+9 hours')),
      ('campaign', ${sqliteValue('utm_campaign')}, NEW.uuid, date(NEW.created_at, '+9 hours'))
    ON CONFLICT DO NOTHING;
  END`,
  // Fires only for visitor-days not seen before (ON CONFLICT DO NOTHING inserts nothing).
  `CREATE TRIGGER tracking_visitor_days_rollup AFTER INSERT ON tracking_visitor_days BEGIN
    INSERT INTO tracking_visitor_counts (dim, day, value, prev, n)
      SELECT NEW.dim, NEW.day, NEW.value, ${sqlitePrev('p', 'NEW.day')}, 1
      FROM (SELECT max(day) AS p FROM tracking_visitor_days WHERE dim = NEW.dim AND value = NEW.value AND uuid = NEW.uuid AND day < NEW.day) AS before
      WHERE true
    ON CONFLICT (dim, day, value, prev) DO UPDATE SET n = n + 1;
    -- A day arriving before one already seen: that later day's previous visit is now this one.
    INSERT INTO tracking_visitor_counts (dim, day, value, prev, n)
      SELECT NEW.dim, nx, NEW.value, ${sqlitePrev('p', 'nx')}, -1
      FROM (SELECT
        (SELECT min(day) FROM tracking_visitor_days WHERE dim = NEW.dim AND value = NEW.value AND uuid = NEW.uuid AND day > NEW.day) AS nx,
        (SELECT max(day) FROM tracking_visitor_days WHERE dim = NEW.dim AND value = NEW.value AND uuid = NEW.uuid AND day < NEW.day) AS p) AS around
      WHERE nx IS NOT NULL
    ON CONFLICT (dim, day, value, prev) DO UPDATE SET n = n - 1;
    INSERT INTO tracking_visitor_counts (dim, day, value, prev, n)
      SELECT NEW.dim, nx, NEW.value, ${sqlitePrev('NEW.day', 'nx')}, 1
      FROM (SELECT min(day) AS nx FROM tracking_visitor_days WHERE dim = NEW.dim AND value = NEW.value AND uuid = NEW.uuid AND day > NEW.day) AS after
      WHERE nx IS NOT NULL
    ON CONFLICT (dim, day, value, prev) DO UPDATE SET n = n + 1;
  END`,
];

const PG_TRIGGERS = [
  `CREATE OR REPLACE FUNCTION tracking_logs_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE d text := to_char((NEW.created_at::timestamptz AT TIME ZONE 'UTC') + interval '9 hours', 'YYYY-MM-DD');
  BEGIN
    INSERT INTO tracking_visitor_days (dim, value, uuid, day) VALUES
      ('all', '', NEW.uuid, d),
      ('source', ${pgValue('utm_source')}, NEW.uuid, d),
      ('medium', ${pgValue('utm_medium')}, NEW.uuid, d),
      ('campaign', ${pgValue('utm_campaign')}, NEW.uuid, d)
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$`,
  `CREATE OR REPLACE FUNCTION tracking_visitor_days_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE p text; nx text;
  BEGIN
    -- Writers of one browser's visits take turns (several instances write at once), so each
    -- sees the other's days once committed: READ COMMITTED takes a new snapshot per statement.
    PERFORM pg_advisory_xact_lock(hashtext(NEW.uuid));
    SELECT max(day) INTO p FROM tracking_visitor_days WHERE dim = NEW.dim AND value = NEW.value AND uuid = NEW.uuid AND day < NEW.day;
    SELECT min(day) INTO nx FROM tracking_visitor_days WHERE dim = NEW.dim AND value = NEW.value AND uuid = NEW.uuid AND day > NEW.day;
    INSERT INTO tracking_visitor_counts AS c (dim, day, value, prev, n) VALUES (NEW.dim, NEW.day, NEW.value, ${pgPrev('p', 'NEW.day')}, 1)
      ON CONFLICT (dim, day, value, prev) DO UPDATE SET n = c.n + 1;
    IF nx IS NOT NULL THEN
      INSERT INTO tracking_visitor_counts AS c (dim, day, value, prev, n) VALUES (NEW.dim, nx, NEW.value, ${pgPrev('p', 'nx')}, -1)
        ON CONFLICT (dim, day, value, prev) DO UPDATE SET n = c.n - 1;
      INSERT INTO tracking_visitor_counts AS c (dim, day, value, prev, n) VALUES (NEW.dim, nx, NEW.value, ${pgPrev('NEW.day', 'nx')}, 1)
        ON CONFLICT (dim, day, value, prev) DO UPDATE SET n = c.n + 1;
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER tracking_logs_rollup AFTER INSERT ON tracking_module_logs FOR EACH ROW EXECUTE FUNCTION tracking_logs_rollup()`,
  `CREATE TRIGGER tracking_visitor_days_rollup AFTER INSERT ON tracking_visitor_days FOR EACH ROW EXECUTE FUNCTION tracking_visitor_days_rollup()`,
];

export async function installTrackingRollupTriggers<DB>(db: Kysely<DB>): Promise<void> {
  for (const statement of isPostgres(db) ? PG_TRIGGERS : SQLITE_TRIGGERS) await sql.raw(statement).execute(db);
}

export async function dropTrackingRollupTriggers<DB>(db: Kysely<DB>): Promise<void> {
  await sql.raw('DROP TRIGGER IF EXISTS tracking_logs_rollup' + (isPostgres(db) ? ' ON tracking_module_logs' : '')).execute(db);
  await sql.raw('DROP TRIGGER IF EXISTS tracking_visitor_days_rollup' + (isPostgres(db) ? ' ON tracking_visitor_days' : '')).execute(db);
  if (isPostgres(db)) {
    await sql.raw('DROP FUNCTION IF EXISTS tracking_logs_rollup()').execute(db);
    await sql.raw('DROP FUNCTION IF EXISTS tracking_visitor_days_rollup()').execute(db);
  }
}

/**
 * Recomputes both roll-ups from the logs in a few set-based statements (the migration's
 * backfill; the data bench after a bulk load). Call with the triggers dropped, inside a transaction.
 */
export async function rebuildTrackingRollups<DB>(db: Kysely<DB>): Promise<void> {
  const pg = isPostgres(db);
  const day = pg ? `to_char((created_at::timestamptz AT TIME ZONE 'UTC') + interval '9 hours', 'YYYY-MM-DD')` : `date(created_at, '+9 hours')`;
  const value = (col: string) => (pg ? pgValue(col) : sqliteValue(col)).replaceAll('NEW.', '');
  await sql.raw('DELETE FROM tracking_visitor_counts').execute(db);
  await sql.raw('DELETE FROM tracking_visitor_days').execute(db);
  await sql
    .raw(
      `INSERT INTO tracking_visitor_days (dim, value, uuid, day)
       SELECT DISTINCT dim, value, uuid, day FROM (
         SELECT 'all' AS dim, '' AS value, uuid, ${day} AS day FROM tracking_module_logs
         UNION ALL SELECT 'source', ${value('utm_source')}, uuid, ${day} FROM tracking_module_logs
         UNION ALL SELECT 'medium', ${value('utm_medium')}, uuid, ${day} FROM tracking_module_logs
         UNION ALL SELECT 'campaign', ${value('utm_campaign')}, uuid, ${day} FROM tracking_module_logs
       ) AS visits`,
    )
    .execute(db);
  const prev = pg ? pgPrev('p', 'day') : sqlitePrev('p', 'day');
  await sql
    .raw(
      `INSERT INTO tracking_visitor_counts (dim, day, value, prev, n)
       SELECT dim, day, value, bucket, count(*) FROM (
         SELECT dim, day, value, ${prev} AS bucket FROM (
           SELECT dim, day, value, lag(day) OVER (PARTITION BY dim, value, uuid ORDER BY day) AS p FROM tracking_visitor_days
         ) AS ordered
       ) AS bucketed
       GROUP BY dim, day, value, bucket`,
    )
    .execute(db);
}
