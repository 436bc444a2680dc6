import path from "node:path";

/** A path as the user would type it from `cwd`; absolute when it is outside `cwd`. */
export function shownPath(file: string, cwd: string): string {
  const relative = path.relative(cwd, path.resolve(cwd, file));
  return relative === "" || relative.startsWith("..") || path.isAbsolute(relative) ? file : relative;
}
