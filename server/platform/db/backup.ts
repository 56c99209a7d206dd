import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';

const run = promisify(execFile);

/**
 * Backups that restore (issue 26, docs/operations.md "Backups"). One archive (tar) holds a
 * manifest, the database — a consistent copy made while the site runs — and the uploaded files
 * when they are on the local disk. SQLite is copied with its online backup API in one step: one
 * read transaction, which in WAL mode never blocks the site's writers and is never restarted by
 * them. PostgreSQL goes through `pg_dump --format=custom` (a snapshot as well), restricted to the
 * site's schema when the URL names one with `search_path`.
 */
export interface BackupManifest {
  format: 1;
  dialect: 'sqlite' | 'postgres';
  createdAt: string;
  /** The PostgreSQL schema that was dumped, when the URL named one. */
  schema: string | null;
  /** Whether uploads/ is in the archive (false when files are on S3). */
  uploads: boolean;
}

export interface BackupTarget {
  databaseUrl: string;
  /** The local folder of uploaded files; undefined when they live on S3. */
  uploadDir: string | undefined;
}

const MANIFEST = 'manifest.json';
const SQLITE_FILE = 'site.db';
const PG_FILE = 'database.pgdump';
const UPLOADS = 'uploads';

export class BackupError extends Error {}

export async function backup(target: BackupTarget, to: string): Promise<BackupManifest> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-'));
  try {
    const dialect = target.databaseUrl.startsWith('file:') ? 'sqlite' : 'postgres';
    let schema: string | null = null;
    if (dialect === 'sqlite') {
      const file = target.databaseUrl.slice('file:'.length);
      if (!fs.existsSync(file)) throw new BackupError(`no SQLite database at ${file}`);
      const source = new SQLite(file, { readonly: true, fileMustExist: true });
      try {
        // All pages in one step: one read snapshot, so writes that go on meanwhile are not in
        // the copy and cannot make the backup start over.
        await source.backup(path.join(work, SQLITE_FILE), { progress: () => 0x7fffffff });
      } finally {
        source.close();
      }
    } else {
      schema = schemaOf(target.databaseUrl);
      const args = ['--format=custom', '--no-owner', '--file', path.join(work, PG_FILE), ...(schema ? ['--schema', schema] : []), '--dbname', withoutOptions(target.databaseUrl)];
      await pgTool('pg_dump', args);
    }
    const uploads = target.uploadDir !== undefined && fs.existsSync(target.uploadDir);
    // tar follows this link (-h): the files go into the archive once, not copied first.
    if (uploads) fs.symlinkSync(path.resolve(target.uploadDir!), path.join(work, UPLOADS), 'dir');
    const manifest: BackupManifest = { format: 1, dialect, createdAt: new Date().toISOString(), schema, uploads };
    fs.writeFileSync(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2));
    fs.mkdirSync(path.dirname(path.resolve(to)), { recursive: true });
    // Written beside the target and renamed: a half-written archive never has the final name.
    const partial = `${path.resolve(to)}.partial`;
    await run('tar', ['-chf', partial, '-C', work, '.']);
    fs.renameSync(partial, to);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Puts an archive back: the SQLite file at the URL's path (refused when one is there, unless
 * `force`), or the dump into the PostgreSQL database of the URL (its schema dropped and made
 * again); then the uploads into the upload folder.
 */
export async function restore(target: BackupTarget, from: string, options: { force?: boolean } = {}): Promise<BackupManifest> {
  if (!fs.existsSync(from)) throw new BackupError(`no backup at ${from}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-restore-'));
  try {
    await run('tar', ['-xf', from, '-C', work]).catch(() => {
      throw new BackupError(`${from} is not a backup archive`);
    });
    const manifest = readManifest(path.join(work, MANIFEST));
    const dialect = target.databaseUrl.startsWith('file:') ? 'sqlite' : 'postgres';
    if (manifest.dialect !== dialect) throw new BackupError(`the backup is of a ${manifest.dialect} database; DATABASE_URL names a ${dialect} one`);
    if (dialect === 'sqlite') {
      const file = path.resolve(target.databaseUrl.slice('file:'.length));
      if (fs.existsSync(file) && !options.force) throw new BackupError(`${file} exists: stop the site and pass --force to replace it`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      for (const suffix of ['-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
      fs.copyFileSync(path.join(work, SQLITE_FILE), `${file}.restoring`);
      fs.renameSync(`${file}.restoring`, file);
    } else {
      const url = withoutOptions(target.databaseUrl);
      const schema = manifest.schema ?? schemaOf(target.databaseUrl);
      if (schema) await pgTool('psql', ['--quiet', '--no-psqlrc', '--set', 'ON_ERROR_STOP=1', '--dbname', url, '--command', `drop schema if exists "${schema.replaceAll('"', '""')}" cascade`]);
      await pgTool('pg_restore', ['--no-owner', '--exit-on-error', ...(schema ? [] : ['--clean', '--if-exists']), '--dbname', url, path.join(work, PG_FILE)]);
    }
    if (manifest.uploads && target.uploadDir !== undefined) {
      fs.mkdirSync(target.uploadDir, { recursive: true });
      fs.cpSync(path.join(work, UPLOADS), target.uploadDir, { recursive: true, force: true });
    }
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function readManifest(file: string): BackupManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new BackupError('the archive has no readable manifest.json');
  }
  const m = parsed as Partial<BackupManifest>;
  if (m.format !== 1 || (m.dialect !== 'sqlite' && m.dialect !== 'postgres')) throw new BackupError('the archive is not a backup of this site (unknown format)');
  return { format: 1, dialect: m.dialect, createdAt: String(m.createdAt ?? ''), schema: typeof m.schema === 'string' ? m.schema : null, uploads: m.uploads === true };
}

/** The schema a URL's `options=-c search_path=…` names (the test suite and shared databases use one). */
function schemaOf(url: string): string | null {
  const options = new URL(url).searchParams.get('options') ?? '';
  const match = /search_path=([A-Za-z_][A-Za-z0-9_]*)/.exec(options);
  return match?.[1] ?? null;
}

/** pg_dump and pg_restore take libpq URLs, but a schema is passed as a flag instead of options. */
function withoutOptions(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('options');
  return parsed.toString();
}

async function pgTool(command: string, args: string[]): Promise<void> {
  try {
    await run(command, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const e = error as { code?: string; stderr?: string; message: string };
    if (e.code === 'ENOENT') throw new BackupError(`${command} is not installed (Debian: apt-get install postgresql-client)`);
    throw new BackupError(`${command} failed: ${(e.stderr ?? e.message).trim()}`);
  }
}
