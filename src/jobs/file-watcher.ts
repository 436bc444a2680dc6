/**
 * Watches a set of files with Node's own `fs.watch`, one non-recursive watcher per folder rather than per
 * file: editors that save by writing a new file and renaming it over the old one replace the file, which a
 * watcher on the file itself would lose; its folder sees the rename. Events for other files of the folder
 * (our own outputs and temp files among them) are ignored. A symlinked file is watched where it points too.
 *
 * Folders come and go too: a folder that does not exist yet is stood in for by its nearest existing
 * ancestor, and a watched folder that is removed (or replaced by a new one of the same name) is noticed at
 * the next event and watched again, by its identity (device, inode and birth time) rather than its name. When a folder
 * of watched files comes back, the files already in it are reported, since their creation may have come
 * before the new watcher.
 */
import { type FSWatcher, realpathSync, statSync, watch } from "node:fs";
import path from "node:path";

interface FolderWatch {
  watcher: FSWatcher;
  /** `device:inode:birth time` of the folder when it was watched. */
  identity: string;
}

export class FileWatcher {
  /** Folder → its watcher: a folder of watched files, or an existing ancestor standing in for one. */
  readonly #folders = new Map<string, FolderWatch>();
  /** Path an event can name → the watched files it stands for (itself, or the symlinks to it). */
  #watched = new Map<string, Set<string>>();
  /** The folders of the watched paths. */
  #needed = new Set<string>();
  /** Each needed folder's identity at the last look; `undefined` where it did not exist. */
  #seen = new Map<string, string | undefined>();
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
    this.#needed = new Set([...watched.keys()].map((file) => path.dirname(file)));
    this.#refresh();
  }

  /** How many files are watched. */
  get size(): number {
    return new Set([...this.#watched.values()].flatMap((names) => [...names])).size;
  }

  close(): void {
    for (const { watcher } of this.#folders.values()) watcher.close();
    this.#folders.clear();
  }

  /**
   * Watches each needed folder as it is now, or its nearest existing ancestor; closes watchers of folders
   * that are gone, replaced or no longer needed. The watched files in a folder that was missing or another
   * folder at the last look are reported as changed: they may have been written before it was watched.
   */
  #refresh(): void {
    const wanted = new Map<string, string>();
    const seen = new Map<string, string | undefined>();
    const cameBack: string[] = [];
    for (const folder of this.#needed) {
      const watchable = existingFolder(folder);
      const identity = watchable?.folder === folder ? watchable.identity : undefined;
      seen.set(folder, identity);
      if (watchable !== undefined) wanted.set(watchable.folder, watchable.identity);
      if (identity !== undefined && this.#seen.has(folder) && this.#seen.get(folder) !== identity) {
        cameBack.push(folder);
      }
    }
    this.#seen = seen;
    for (const [folder, current] of this.#folders) {
      if (wanted.get(folder) === current.identity) continue;
      current.watcher.close();
      this.#folders.delete(folder);
    }
    for (const [folder, identity] of wanted) {
      if (!this.#folders.has(folder)) this.#watchFolder(folder, identity);
    }
    // Looked for only now that the folders are watched: a file written before this look is found by it,
    // one written after is an event of the new watcher.
    const appeared = [...this.#watched]
      .filter(([target]) => cameBack.includes(path.dirname(target)) && realPath(target) !== undefined)
      .flatMap(([, files]) => [...files]);
    if (appeared.length > 0) this.#onChange([...new Set(appeared)]);
  }

  #watchFolder(folder: string, identity: string): void {
    try {
      const watcher = watch(folder, { persistent: true }, (_event, name) => this.#event(folder, name));
      // The folder was removed or became unreadable: forget it and watch what is there now.
      watcher.on("error", () => {
        watcher.close();
        if (this.#folders.get(folder)?.watcher !== watcher) return;
        this.#folders.delete(folder);
        this.#refresh();
      });
      this.#folders.set(folder, { watcher, identity });
    } catch {
      // Gone between the look and the watch: the next event or update() looks again.
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
    // A folder on the way to a watched one may have been made, removed or replaced.
    this.#refresh();
  }
}

/** `folder` if it exists, else its nearest existing ancestor, with its identity. */
function existingFolder(folder: string): { folder: string; identity: string } | undefined {
  for (let current = folder; ; current = path.dirname(current)) {
    const identity = folderIdentity(current);
    if (identity !== undefined) return { folder: current, identity };
    if (path.dirname(current) === current) return undefined;
  }
}

function folderIdentity(folder: string): string | undefined {
  try {
    const stats = statSync(folder);
    // The birth time too: a folder removed and made again often gets the inode number it had.
    return stats.isDirectory() ? `${stats.dev}:${stats.ino}:${stats.birthtimeMs}` : undefined;
  } catch {
    return undefined;
  }
}

function realPath(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}
