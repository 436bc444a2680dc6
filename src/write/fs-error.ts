/** Turns a Node file-system error into the reason part of `<path>: <reason>`. */
const REASONS: Readonly<Record<string, string>> = {
  ENOTDIR: "a parent of this path is a file, not a folder",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EISDIR: "a folder exists at this path",
  EROFS: "the file system is read-only",
  ENOSPC: "no space left on the device",
  EDQUOT: "disk quota exceeded",
  ENAMETOOLONG: "the file name is too long",
};

export function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

/** `code` overrides the error's own code where the caller knows better what it means. */
export function describeFsError(error: unknown, code = errorCode(error)): string {
  const known = code === undefined ? undefined : REASONS[code];
  if (known !== undefined) return `${known} (${code})`;
  return error instanceof Error ? error.message : String(error);
}
