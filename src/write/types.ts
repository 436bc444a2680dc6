/** A file the write stage should put on disk. (Named apart from emit's `OutputFile`, which holds statements.) */
export interface FileToWrite {
  /** Absolute path. */
  path: string;
  content: string;
  /** Left alone when something already exists at `path` (e.g. the client setup file the user edits). */
  writeOnce?: boolean;
  /** Overwrite a write-once file anyway (`forceSetup`). No effect on other files. */
  force?: boolean;
}

export interface WriteOptions {
  /**
   * Rewrite files whose bytes would not change. Default `false`: they are left untouched so their mtime
   * stays, and watch tools and incremental builds do not react to a run that changed nothing.
   */
  rewriteUnchanged?: boolean;
  /** Files the run read (absolute paths): writing any output onto one of them is an error. */
  inputFiles?: readonly string[];
}

/** Paths as given, in input order. */
export interface WriteReport {
  /** Files that now hold the requested content, including `unchanged` ones. */
  written: string[];
  /** The part of `written` that already had exactly this content and was not touched. */
  unchanged: string[];
  /** Write-once files that existed and were kept. */
  skipped: string[];
}
