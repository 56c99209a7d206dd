import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type ObjectStore } from './object-store';

/** Files under UPLOAD_DIR; the content type is kept beside each file. */
export class LocalObjectStore implements ObjectStore {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertSafeKey(key);
    return path.join(path.resolve(this.root), key);
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(`${file}.tmp`, body);
    await fs.writeFile(`${file}.type`, contentType);
    await fs.rename(`${file}.tmp`, file);
  }

  async get(key: string): Promise<{ body: Uint8Array; contentType: string } | null> {
    const file = this.file(key);
    try {
      const [body, contentType] = await Promise.all([fs.readFile(file), fs.readFile(`${file}.type`, 'utf8')]);
      return { body, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.file(key);
    await Promise.all([fs.rm(file, { force: true }), fs.rm(`${file}.type`, { force: true })]);
  }
}
