import { propertyAssignment } from "../ast/expressions.js";
import { namedImport, namespaceImport } from "../ast/imports.js";
import { withJsDoc } from "../ast/jsdoc.js";
import { memberAccess, propertyName } from "../ast/keys.js";
import { call, constDeclaration, literalType, objectLiteral, propertySignature } from "../ast/nodes.js";
import { referencedType, referenceTo } from "../ast/references.js";
import { indexedAccessType, typeLiteral, typeQuery } from "../ast/type-nodes.js";
import type ts from "../compiler-api.js";
import { NameScope } from "../plan/names.js";
import type { PlannedGroup, PlannedOperation } from "../plan/operation-plan-types.js";
import type { HooksPlan, PlannedHook } from "../plan/query-layer/hooks-plan.js";

/** Where each framework's spy factory (and vitest's spy type) is imported from. */
const SPY_IMPORTS = {
  vitest: () => namedImport("vitest", ["vi"], ["Mock"]),
  jest: () => namedImport("@jest/globals", ["jest"]),
} as const;

/** Namespace imports inside the mock file: the main file, and the hooks file with `hooksOut`. */
const MODULE_ALIASES = { api: "api", hooks: "hooks" } as const;

export interface MockTarget {
  /** The exported value holding the functions (`petClient`, or the `pet` hook namespace). */
  name: string;
  /** Which generated module exports it. */
  from: keyof typeof MODULE_ALIASES;
  /** How a member's function type is written: `typeof api.petClient.listPets` or `api.PetClient['listPets']`. */
  kind: "object" | "class";
  /**
   * Nested groups of functions (`queries`, `mutations`) or the functions themselves; `exportName` where the
   * module also exports the function on its own (`listPets`, `useListPets`).
   */
  members: { name: string; path: string[]; exportName?: string | undefined }[];
}

/**
 * The mock file: for every client method (and hook), a typed spy stub of the chosen testing framework,
 * grouped like the generated code (`petClientMock.listPets`). Tests replace the real module with these, as
 * the comment on `clientModuleMock` says (`replacingModule`).
 */
export function mockFileStatements(
  targets: readonly MockTarget[],
  modules: { api: string; hooks?: string | undefined },
  framework: "vitest" | "jest",
): ts.Statement[] {
  // Both spies are imported, never taken from a global: jest's global `jest` namespace exists only with
  // @types/jest, while `@jest/globals` comes with jest and is the only way under ESM.
  const statements: ts.Statement[] = [SPY_IMPORTS[framework]()];
  // Only what a stub names: with no client (schemas mode, no operations) the main file may export nothing.
  if (targets.some((target) => target.from === "api")) {
    statements.push(namespaceImport(MODULE_ALIASES.api, modules.api, true));
  }
  if (modules.hooks !== undefined && targets.some((target) => target.from === "hooks")) {
    statements.push(namespaceImport(MODULE_ALIASES.hooks, modules.hooks, true));
  }
  for (const target of targets) statements.push(mockConstant(target, framework));
  const takenNames = new NameScope(targets.map(mockName));
  for (const from of Object.keys(MODULE_ALIASES) as (keyof typeof MODULE_ALIASES)[]) {
    const ofModule = targets.filter((target) => target.from === from);
    if (ofModule.some((target) => target.members.some((member) => member.exportName !== undefined))) {
      statements.push(moduleMock(from, ofModule, takenNames, framework));
    }
  }
  return statements;
}

function mockName(target: MockTarget): string {
  return `${target.name}Mock`;
}

/**
 * `export const clientModuleMock = { petClient: petClientMock, listPets: petClientMock.listPets, ... }`:
 * every export of one generated module that has a stub, the operations and hooks exported on their own
 * being the same spies as their groups' members, so one spread replaces the module whichever way the code
 * under test imports them.
 */
function moduleMock(
  from: keyof typeof MODULE_ALIASES,
  targets: readonly MockTarget[],
  takenNames: NameScope,
  framework: "vitest" | "jest",
): ts.Statement {
  const name = takenNames.claim(from === "api" ? "clientModuleMock" : "hooksModuleMock");
  // Typed like the stubs (`typeof petClientMock.listPets`), for `isolatedDeclarations`.
  const entries: ts.ObjectLiteralElementLike[] = [];
  const entryTypes: ts.TypeElement[] = [];
  const add = (exportName: string, path: readonly [string, ...string[]]) => {
    const value = path
      .slice(1)
      .reduce<ts.Expression>((object, segment) => memberAccess(object, segment), referenceTo(path[0]));
    entries.push(propertyAssignment(propertyName(exportName), value));
    entryTypes.push(propertySignature(propertyName(exportName), typeQuery(path)));
  };
  for (const target of targets) {
    add(target.name, [mockName(target)]);
    for (const member of target.members) {
      if (member.exportName !== undefined) add(member.exportName, [mockName(target), ...member.path]);
    }
  }
  const statement = constDeclaration(name, objectLiteral(entries, true), {
    exported: true,
    type: typeLiteral(entryTypes),
  });
  const module = from === "api" ? "the client module" : "the hooks module";
  return withJsDoc(statement, {
    description: `Every stub of ${module} under its exported name${replacingModule(name, framework)}.`,
  });
}

/**
 * How a test replaces a generated module with `name`, in the framework's own words. Both hoist the call above
 * the imports. vitest runs the factory when the code under test first loads the module, which may come before
 * the test file's own import of this file, so the factory imports this file itself. jest's factory gets no
 * original module, and babel-jest lets it name only variables whose names start with `mock`; under ES modules
 * jest has `unstable_mockModule` instead.
 */
function replacingModule(name: string, framework: "vitest" | "jest"): string {
  if (framework === "vitest") {
    return [
      ".",
      "`vi.mock` runs above the imports, so its factory imports this file itself:",
      `\`vi.mock(path, async (actual) => ({ ...(await actual<object>()), ...(await import(mocksPath)).${name} }))\``,
    ].join("\n");
  }
  const alias = `mock${name.charAt(0).toUpperCase()}${name.slice(1).replace(/Mock(\d*)$/, "$1")}`;
  return [
    ".",
    `With CommonJS, imported as \`${alias}\` (a hoisted \`jest.mock\` factory may only use names that start with \`mock\`):`,
    `\`jest.mock(path, () => ({ ...jest.requireActual<object>(path), ...${alias} }))\`.`,
    `With ES modules: \`jest.unstable_mockModule(path, () => ({ ...actual, ...${name} }))\`,`,
    "the real module imported as `actual` before it, the code under test after it",
  ].join("\n");
}

/**
 * `export const petClientMock: { listPets: Mock<typeof api.petClient.listPets> } = { listPets: vi.fn<...>() }`.
 * The type is the one the object would infer, written out so that the file compiles under
 * `isolatedDeclarations` too.
 */
function mockConstant(target: MockTarget, framework: "vitest" | "jest"): ts.Statement {
  const tree: SpyTree = new Map();
  for (const member of target.members) {
    let level = tree;
    for (const segment of member.path.slice(0, -1)) {
      if (!level.has(segment)) level.set(segment, new Map());
      level = level.get(segment) as SpyTree;
    }
    level.set(member.path.at(-1) as string, memberType(target, member.path));
  }
  const [value, type] = objectAndType(tree, framework);
  const statement = constDeclaration(mockName(target), value, { exported: true, type });
  return withJsDoc(statement, { description: `Typed spy stubs for \`${target.name}\`.` });
}

/** Nested groups of spies by name; a leaf is the type of the function its spy stands for. */
type SpyTree = Map<string, SpyTree | ts.TypeNode>;

function objectAndType(
  tree: SpyTree,
  framework: "vitest" | "jest",
): [ts.ObjectLiteralExpression, ts.TypeNode] {
  const entries: ts.ObjectLiteralElementLike[] = [];
  const types: ts.TypeElement[] = [];
  for (const [name, node] of tree) {
    const [value, type] =
      node instanceof Map
        ? objectAndType(node, framework)
        : [spyCall(node, framework), spyType(node, framework)];
    entries.push(propertyAssignment(propertyName(name), value));
    types.push(propertySignature(propertyName(name), type));
  }
  return [objectLiteral(entries, true), typeLiteral(types)];
}

/** `typeof api.petClient.listPets`, or `api.PetClient['listPets']` for a class's method. */
function memberType(target: MockTarget, path: string[]): ts.TypeNode {
  if (target.kind === "class") {
    return path.reduce<ts.TypeNode>(
      (type, segment) => indexedAccessType(type, literalType(segment)),
      referencedType(`${MODULE_ALIASES[target.from]}.${target.name}`),
    );
  }
  return typeQuery([MODULE_ALIASES[target.from], target.name, ...path]);
}

/** vitest's `Mock<F>` or `@jest/globals`' `jest.Mock<F>`: the type of {@link spyCall}'s spy. */
function spyType(functionType: ts.TypeNode, framework: "vitest" | "jest"): ts.TypeNode {
  return referencedType(framework === "vitest" ? "Mock" : "jest.Mock", [functionType]);
}

/**
 * `vi.fn<F>()` or `jest.fn<F>()`: both take the function type itself (`@jest/globals`' `jest.fn`, unlike
 * @types/jest's global one, has no `<ReturnType, Parameters>` form).
 */
function spyCall(functionType: ts.TypeNode, framework: "vitest" | "jest"): ts.Expression {
  return call(memberAccess(referenceTo(framework === "vitest" ? "vi" : "jest"), "fn"), [], [functionType]);
}

/**
 * Mock targets of the HTTP clients: one per group, its methods as members (`functions`: each is also
 * exported on its own).
 */
export function clientMockTargets(
  groups: readonly PlannedGroup[],
  kind: "object" | "class",
  functions: boolean,
  walks: (operation: PlannedOperation) => boolean,
): MockTarget[] {
  const member = ({ methodName, functionName }: { methodName: string; functionName: string }) => ({
    name: methodName,
    path: [methodName],
    exportName: functions ? functionName : undefined,
  });
  return groups.map((group) => ({
    name: kind === "class" ? group.className : group.clientName,
    from: "api",
    kind,
    // An operation's walkers (`listPetsPages`, `listPetsItems`) and its resource (`listPetsResource`, a method
    // of the class only) are stubbed beside it, as the client has them.
    members: group.operations.flatMap((operation) => {
      const walkers = operation.pagingNames;
      const { resourceName } = operation;
      return [
        ...(walkers !== undefined && walks(operation)
          ? [member(operation), member(walkers.pages), member(walkers.items)]
          : [member(operation)]),
        ...(resourceName === undefined
          ? []
          : [{ name: resourceName, path: [resourceName], exportName: undefined }]),
      ];
    }),
  }));
}

/**
 * Mock targets of the hooks: one per namespace, `queries.useX` and `mutations.useY` as members, and the
 * options factories (`queryOptions.x`, `mutationOptions.y`) where the layer has them: replacing a namespace
 * replaces all of it, so a component that passes `pet.queryOptions.listPets()` to `useQuery` meets a spy
 * (give it a return value) rather than `undefined`. Key functions are plain data and are not stubbed.
 */
export function hookMockTargets(hooks: HooksPlan, inHooksFile: boolean): MockTarget[] {
  return hooks.groups.map((group) => ({
    name: group.namespaceName,
    from: inHooksFile ? "hooks" : "api",
    kind: "object",
    members: [
      ...factoryMembers("queryOptions", group.queries),
      ...hookMembers("queries", group.queries),
      ...factoryMembers("mutationOptions", group.mutations),
      ...hookMembers("mutations", group.mutations),
    ],
  }));
}

function hookMembers(container: string, hooks: readonly PlannedHook[]): MockTarget["members"] {
  return hooks.map((hook) => ({
    name: hook.hookName,
    path: [container, hook.hookName],
    exportName: hook.exportName,
  }));
}

function factoryMembers(container: string, hooks: readonly PlannedHook[]): MockTarget["members"] {
  return hooks.flatMap(({ optionsFactory }) =>
    optionsFactory === undefined
      ? []
      : [
          {
            name: optionsFactory.memberName,
            path: [container, optionsFactory.memberName],
            exportName: optionsFactory.exportName,
          },
        ],
  );
}
