import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const SECRET_KEY_FILE = 'secret-key';

/**
 * The key stored secrets are sealed with: SECRET_KEY when set, else the one generated on the first
 * start and kept in DATA_DIR (mode 0600, like the seed password). Losing it makes the stored
 * secrets unreadable; several servers sharing one PostgreSQL must all be given the same SECRET_KEY.
 */
export async function resolveSecretKey(fromEnv: string | undefined, dataDir: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, SECRET_KEY_FILE);
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept.length >= 32) return kept;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw keyError(file, err);
  }
  const key = randomBytes(32).toString('base64url');
  try {
    await mkdir(dataDir, { recursive: true });
    // 'wx': two servers starting together never overwrite each other's key; the loser reads it.
    await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw keyError(file, err);
  }
}

const keyError = (file: string, err: unknown) =>
  new Error(
    `SECRET_KEY is not set and ${file} cannot be read or written (${(err as Error).message}). Set SECRET_KEY (32 characters or more).`,
  );
