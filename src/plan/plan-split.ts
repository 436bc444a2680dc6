/**
 * `split: "tags"`: which file of the output folder each part of the client goes to. Names are planned once,
 * for the single file, before this: the split only places declarations, so switching changes imports only.
 *
 * - A group (the operations of one first tag, or of none: the `default` group) goes to a file named after its
 *   client, `petClient` → `pet.ts`, `userAccountsClient` → `user-accounts.ts`: lower case, so that two groups
 *   told apart only by case cannot meet on a case-insensitive file system; a later group whose name is taken
 *   (by an earlier group or by one of the set's own files) gets `-2`, `-3`, in the order of the groups.
 * - The named schemas' types go to one file of shared types, even a type that one tag uses alone: placing each
 *   by its users would move a type between files when a second tag starts to use it.
 * - The runtime, the servers, the template's prelude and what several operations share go to `runtime.ts`.
 */
import type { PlannedGroup } from "./operation-plan-types.js";

/** The files of a split output besides the groups', as they are named in the folder. */
export const SPLIT_FILES = { index: "index.ts", types: "types.ts", runtime: "runtime.ts" } as const;

export interface SplitPlan {
  /** The file (a name in the output folder) of each group, index-aligned with the plan's groups. */
  groupFiles: readonly string[];
}

export function planSplit(groups: readonly PlannedGroup[]): SplitPlan {
  const taken = new Set<string>(Object.values(SPLIT_FILES).map((file) => file.toLowerCase()));
  const groupFiles = groups.map((group) => {
    const base = fileBase(group.clientName);
    let file = `${base}.ts`;
    for (let count = 2; taken.has(file); count++) file = `${base}-${count}.ts`;
    taken.add(file);
    return file;
  });
  return { groupFiles };
}

/** `userAccountsClient` → `user-accounts`: the client's name without `Client`, in lower-case words. */
function fileBase(clientName: string): string {
  const words = clientName
    .replace(/Client$/u, "")
    .replace(/([a-z0-9])([A-Z])/gu, "$1-$2")
    .replace(/[^A-Za-z0-9]+/gu, "-")
    .replace(/^-+|-+$/gu, "")
    .toLowerCase();
  return words === "" ? "default" : words;
}
