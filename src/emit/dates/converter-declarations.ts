/** The named date converters of a module, one function per converter the plan names (see plan/plan-dates.ts). */
import { withJsDoc } from "../../ast/jsdoc.js";
import type ts from "../../compiler-api.js";
import type { DateConverter } from "../../plan/plan-dates.js";
import { converterDeclaration, type DateConverters, isLeaf } from "./converters.js";

/**
 * `function reviveItem(value: unknown): unknown { ... }` for every planned converter, revive first: once for
 * the schemas that share it, none for a schema that is one date (the runtime's helper converts it).
 */
export function converterDeclarations(
  converters: DateConverters,
  typeNames: ReadonlyMap<string, string>,
): ts.FunctionDeclaration[] {
  const declarations: ts.FunctionDeclaration[] = [];
  for (const direction of ["revive", "format"] as const) {
    const served = new Map<DateConverter, string[]>();
    for (const [id, converter] of converters[direction]) {
      if (isLeaf(converter.shape)) continue;
      const typeName = `\`${typeNames.get(id) ?? id}\``;
      const names = served.get(converter);
      if (names) names.push(typeName);
      else served.set(converter, [typeName]);
    }
    for (const [converter, typeNameList] of served) {
      const types = alternatives(typeNameList);
      declarations.push(
        withJsDoc(converterDeclaration(converter.name, converter.shape, direction, converters), {
          description:
            direction === "revive"
              ? `Turns the date strings of a decoded ${types} into \`Date\`s, in place.`
              : `Writes the calendar days (\`format: date\`) of a ${types} as \`YYYY-MM-DD\`, on a copy.`,
        }),
      );
    }
  }
  return declarations;
}

/** `A`, `A or B`, `A, B or C`. */
function alternatives(names: readonly string[]): string {
  return names.length === 1 ? (names[0] as string) : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}
