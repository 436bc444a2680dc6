/** Keys the definitions table does not know, at the top level and inside option groups. */
import { OPTION_DEFINITIONS, OPTION_GROUPS, OPTION_SYNONYMS, topLevelKey } from "./definitions.js";
import { closestName, didYouMean } from "./did-you-mean.js";
import { describeValue, isPlainObject } from "./text.js";

const TOP_LEVEL_KEYS = new Set(OPTION_DEFINITIONS.map((definition) => topLevelKey(definition.path)));

/**
 * Spellings that suggest a top-level key: every option path, its last segment (`tags` → `exclude.tags`),
 * its command-line flag (`schemaStyle` → `schemaDeclarationStyle`), the synonyms, and `configs` for the names
 * of a list of jobs.
 */
const TOP_LEVEL_SUGGESTIONS: ReadonlyMap<string, string> = new Map([
  ...Object.entries(OPTION_SYNONYMS),
  // What other generators call a file's list of jobs.
  ["jobs", "configs"],
  ["projects", "configs"],
  ...OPTION_DEFINITIONS.flatMap((definition) => [
    [definition.path.split(".").at(-1) ?? definition.path, definition.path] as const,
    ...("cli" in definition ? [[definition.cli.name, definition.path] as const] : []),
  ]),
  ...Array.from(TOP_LEVEL_KEYS, (key) => [key, key] as const),
]);

export function unknownKeyProblems(input: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (!TOP_LEVEL_KEYS.has(key)) {
      problems.push(
        `unknown option ${describeValue(key)}${didYouMean(closestName(key, TOP_LEVEL_SUGGESTIONS))}`,
      );
    } else if (Object.hasOwn(OPTION_GROUPS, key) && value !== undefined) {
      problems.push(...groupProblems(key, value));
    }
  }
  return problems;
}

function groupProblems(group: string, value: unknown): string[] {
  if (!isPlainObject(value)) return [`${group}: must be an object (got ${describeValue(value)})`];
  const members = OPTION_DEFINITIONS.filter((definition) => topLevelKey(definition.path) === group).map(
    (definition) => definition.path,
  );
  const suggestions = new Map(members.map((member) => [member.slice(group.length + 1), member]));
  return Object.keys(value)
    .filter((key) => !suggestions.has(key))
    .map((key) => {
      const fullPath = `${group}.${key}`;
      return `unknown option ${describeValue(fullPath)}${didYouMean(closestName(key, suggestions))}`;
    });
}
