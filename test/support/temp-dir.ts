/** Temporary folders under the OS temp directory, for tests that touch the real file system. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

export interface TempDir {
  /** Absolute path of the new, empty folder. */
  path: string;
  /** Removes the folder and everything in it; safe to call twice. */
  cleanup(): Promise<void>;
}

export async function makeTempDir(prefix = "typewright-"): Promise<TempDir> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  return { path: dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Runs `fn` with a fresh folder and removes the folder afterwards, also when `fn` throws. */
export async function withTempDir<T>(fn: (dir: string) => T | Promise<T>, prefix?: string): Promise<T> {
  const dir = await makeTempDir(prefix);
  try {
    return await fn(dir.path);
  } finally {
    await dir.cleanup();
  }
}
