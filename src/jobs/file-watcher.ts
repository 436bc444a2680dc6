/**
 * Watches a set of files with Node's own `fs.watch`, one non-recursive watcher per folder rather than per
 * file: editors that save by writing a new file and renaming it over the old one replace the file, which a
 * watcher on the file itself would lose; its folder sees the rename. Events for other files of the folder
 * (our own outputs and temp files among them) are ignored. A symlinked file is watched where it points too.
 */
import { type FSWatcher, realpathSync, watch } from "node:fs";
import path from "node:path";

export class FileWatcher {
  /** Folder → its watcher. */
  readonly #folders = new Map<string, FSWatcher>();
  /** Path an event can name → the watched files it stands for (itself, or the symlinks to it). */
  #watched = new Map<string, Set<string>>();
  readonly #onChange: (files: readonly string[]) => void;

  constructor(onChange: (files: readonly string[]) => void) {
    this.#onChange = onChange;
  }

  /** Watches exactly `files` (absolute paths) from now on. */
  update(files: Iterable<string>): void {
    const watched = new Map<string, Set<string>>();
    const add = (target: string, file: string) => {
      const names = watched.get(target) ?? new Set();
      names.add(file);
      watched.set(target, names);
    };
    for (const file of files) {
      add(file, file);
      const real = realPath(file);
      if (real !== undefined && real !== file) add(real, file);
    }
    this.#watched = watched;
    const folders = new Set([...watched.keys()].map((file) => path.dirname(file)));
    for (const [folder, watcher] of this.#folders) {
      if (folders.has(folder)) continue;
      watcher.close();
      this.#folders.delete(folder);
    }
    for (const folder of folders) if (!this.#folders.has(folder)) this.#watchFolder(folder);
  }

  /** How many files are watched. */
  get size(): number {
    return new Set([...this.#watched.values()].flatMap((names) => [...names])).size;
  }

  close(): void {
    for (const watcher of this.#folders.values()) watcher.close();
    this.#folders.clear();
  }

  #watchFolder(folder: string): void {
    try {
      const watcher = watch(folder, { persistent: true }, (_event, name) => this.#event(folder, name));
      // The folder was removed or became unreadable: forget it; the next update() watches it again.
      watcher.on("error", () => {
        watcher.close();
        if (this.#folders.get(folder) === watcher) this.#folders.delete(folder);
      });
      this.#folders.set(folder, watcher);
    } catch {
      // A folder that does not exist (yet): nothing in it can change before it does.
    }
  }

  #event(folder: string, name: string | Buffer | null): void {
    // Some platforms give no name: then any watched file of the folder may have changed.
    const targets =
      name === null
        ? [...this.#watched.keys()].filter((file) => path.dirname(file) === folder)
        : [path.join(folder, name.toString())];
    const changed = targets.flatMap((target) => [...(this.#watched.get(target) ?? [])]);
    if (changed.length > 0) this.#onChange(changed);
  }
}

function realPath(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}
