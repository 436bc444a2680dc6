/**
 * Printed statements kept between the runs of one process (`--watch`, after a small change of a
 * description). Most of a big client's text is its type declarations, its client groups and their request
 * and failure types; a statement whose inputs did not change need not be built and printed again. Cached are
 * the declaration of each named schema, and the container, request types and failure unions of each client
 * group (built-in templates only). Making the keys costs a run about a tenth of its time, so a single run
 * goes without.
 *
 * A statement's inputs are what its builder is given, compared as JSON (the named schema or the planned
 * group, the options, ...), and what it looks up: it is built with a context whose schema, type-name and
 * enum-member maps note every id read, and a cached text is used only while those schemas (as JSON), names
 * and members are as they were. A builder that iterates a whole map is not cached. So code in `emit/` that
 * reads more of the model is covered as long as it reads it through the context or the inputs it is given.
 *
 * `emit-files.ts` builds those statements through `cachedSchemaDeclaration` and `cachedGroupStatements`,
 * which key them by what they are built from; without a cache session they are simply built.
 */
import { createStandalonePrinter, printedStatement } from "../ast/print.js";
import type { PrintedCode } from "../ast/print-record.js";
import ts from "../compiler-api.js";
import type { NamedSchema, SchemaId } from "../model/types.js";
import type { PlannedGroup } from "../plan/operation-plan-types.js";
import type { ClientEmitContext, RunEmitContext } from "./client-template.js";
import type { TypeEmitContext } from "./types/context.js";
import { declareSchema } from "./types/declare-schema.js";

interface Entry {
  /** One printed text per statement, with the names it references. */
  units: PrintedCode[];
  /** The builder's inputs as JSON. */
  inputs: string;
  /** Each schema looked up, as JSON (`undefined`: absent). */
  schemaReads: Map<SchemaId, string | undefined>;
  /** Each type name looked up. */
  nameReads: Map<SchemaId, string | undefined>;
  /** The enum members looked up, as JSON (`undefined`: not an enum). */
  enumReads: Map<SchemaId, string | undefined>;
  used: boolean;
}

export class EmitCache {
  readonly #entries = new Map<string, Entry>();

  /** What one emit uses: statements are looked up against `types`, the emit's model and type names. */
  session(types: TypeEmitContext): EmitCacheSession {
    return new EmitCacheSession(this.#entries, types);
  }

  /** Drops what no emit used since the last sweep (schemas and groups removed or changed). */
  sweep(): void {
    for (const [key, entry] of this.#entries) {
      if (entry.used) entry.used = false;
      else this.#entries.delete(key);
    }
  }
}

export class EmitCacheSession {
  readonly #entries: Map<string, Entry>;
  readonly #types: TypeEmitContext;
  readonly #print = createStandalonePrinter();
  readonly #jsonById = new Map<SchemaId, string | undefined>();
  readonly #jsonByObject = new WeakMap<object, string | undefined>();

  constructor(entries: Map<string, Entry>, types: TypeEmitContext) {
    this.#entries = entries;
    this.#types = types;
  }

  /**
   * `build`'s statements, printed, or their text from an earlier emit when `inputs` and everything `build`
   * looked up through its context are unchanged. `slot` names the statement (`schema <id>`); `inputs` are
   * every other value `build` reads (each written as JSON once per emit, however often it is given), or
   * `undefined` when they cannot be told (then nothing is cached).
   */
  statements(
    slot: string,
    inputs: readonly unknown[] | undefined,
    build: (types: TypeEmitContext) => readonly ts.Statement[],
  ): ts.Statement[] {
    const parts = inputs?.map((input) => this.#json(input));
    const json = parts?.every((part) => part !== undefined) ? parts.join("\u0000") : undefined;
    if (json === undefined) return [...build(this.#types)];
    const cached = this.#entries.get(slot);
    if (cached !== undefined && this.#isCurrent(cached, json)) {
      cached.used = true;
      return cached.units.map(printedStatement);
    }
    const reads = {
      schemas: new Set<SchemaId>(),
      names: new Set<SchemaId>(),
      enums: new Set<SchemaId>(),
      whole: false,
    };
    const wholeRead = () => {
      reads.whole = true;
    };
    const tracked: TypeEmitContext = {
      ...this.#types,
      schemas: new TrackingMap(this.#types.schemas, reads.schemas, wholeRead),
      typeNames: new TrackingMap(this.#types.typeNames, reads.names, wholeRead),
      enumMembers: new TrackingMap(this.#types.enumMembers, reads.enums, wholeRead),
    };
    const units = printedUnits(build(tracked), this.#print);
    if (reads.whole) this.#entries.delete(slot);
    else {
      this.#entries.set(slot, {
        units,
        inputs: json,
        schemaReads: new Map([...reads.schemas].map((id) => [id, this.#jsonOf(id)])),
        nameReads: new Map([...reads.names].map((id) => [id, this.#types.typeNames.get(id)])),
        enumReads: new Map([...reads.enums].map((id) => [id, this.#membersOf(id)])),
        used: true,
      });
    }
    return units.map(printedStatement);
  }

  #isCurrent(entry: Entry, inputs: string): boolean {
    if (entry.inputs !== inputs) return false;
    for (const [id, read] of entry.schemaReads) if (this.#jsonOf(id) !== read) return false;
    for (const [id, name] of entry.nameReads) if (this.#types.typeNames.get(id) !== name) return false;
    for (const [id, members] of entry.enumReads) if (this.#membersOf(id) !== members) return false;
    return true;
  }

  #membersOf(id: SchemaId): string | undefined {
    const members = this.#types.enumMembers.get(id);
    return members === undefined ? undefined : JSON.stringify(members);
  }

  #json(value: unknown): string | undefined {
    if (value instanceof PlainData) return this.#json(value.value);
    if (typeof value !== "object" || value === null) return toJson(value);
    if (!this.#jsonByObject.has(value)) {
      const named = value as Partial<NamedSchema>;
      const isModel = typeof named.id === "string" && this.#types.schemas.get(named.id) === value;
      this.#jsonByObject.set(value, isModel || plainData.has(value) ? plainJson(value) : toJson(value));
    }
    return this.#jsonByObject.get(value);
  }

  #jsonOf(id: SchemaId): string | undefined {
    if (!this.#jsonById.has(id)) {
      const named = this.#types.schemas.get(id);
      this.#jsonById.set(id, named === undefined ? undefined : this.#json(named));
    }
    return this.#jsonById.get(id);
  }
}

/** Values marked as plain data (see `PlainData`). */
const plainData = new WeakSet<object>();

/**
 * Marks an input as plain data, which is written the fast way: objects, arrays, strings, numbers, booleans,
 * no functions. Named schemas of the model are written so without the mark.
 */
export class PlainData {
  readonly value: object;

  constructor(value: object) {
    this.value = value;
    plainData.add(value);
  }
}

/** A `null` value, or an empty object: what plain JSON writes for `NaN`, `Infinity`, a map or a set. */
const LOSSY = /[:,[]null[,\]}]|\{\}/;

/**
 * Plain data as JSON, the fast way: `JSON.stringify` without a replacer, which is several times faster.
 * It loses numbers it cannot write (written `null`) and maps and sets (written `{}`); where the text holds
 * either, `toJson` writes it again, exactly. Most of a description's schemas and groups hold neither.
 */
function plainJson(value: object): string | undefined {
  try {
    const plain = JSON.stringify(value);
    return LOSSY.test(plain) ? toJson(value) : plain;
  } catch {
    return undefined;
  }
}

/**
 * JSON that also holds what plain JSON loses: maps and sets (as their entries), and numbers JSON cannot
 * write (a YAML `.inf` is not `null`). `undefined` when the value cannot be written (a cycle).
 */
function toJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value, (_key, item: unknown) => {
      if (item instanceof Map) return { "\u0000map": [...item] };
      if (item instanceof Set) return { "\u0000set": [...item] };
      if (typeof item === "number" && !Number.isFinite(item)) return `\u0000number:${item}`;
      if (typeof item === "function" || typeof item === "symbol" || typeof item === "bigint") {
        throw new TypeError("not data");
      }
      return item;
    });
  } catch {
    return undefined;
  }
}

/** A read-only map that notes the keys looked up, and calls `wholeRead` when it is iterated or counted. */
class TrackingMap<V> implements ReadonlyMap<SchemaId, V> {
  readonly #inner: ReadonlyMap<SchemaId, V>;
  readonly #reads: Set<SchemaId>;
  readonly #wholeRead: () => void;

  constructor(inner: ReadonlyMap<SchemaId, V>, reads: Set<SchemaId>, wholeRead: () => void) {
    this.#inner = inner;
    this.#reads = reads;
    this.#wholeRead = wholeRead;
  }

  get(id: SchemaId): V | undefined {
    this.#reads.add(id);
    return this.#inner.get(id);
  }

  has(id: SchemaId): boolean {
    this.#reads.add(id);
    return this.#inner.has(id);
  }

  get size(): number {
    this.#wholeRead();
    return this.#inner.size;
  }

  forEach(
    callback: (value: V, key: SchemaId, map: ReadonlyMap<SchemaId, V>) => void,
    thisArg?: unknown,
  ): void {
    this.#wholeRead();
    this.#inner.forEach((value, key) => {
      callback.call(thisArg, value, key, this);
    });
  }

  entries(): MapIterator<[SchemaId, V]> {
    this.#wholeRead();
    return this.#inner.entries();
  }

  keys(): MapIterator<SchemaId> {
    this.#wholeRead();
    return this.#inner.keys();
  }

  values(): MapIterator<V> {
    this.#wholeRead();
    return this.#inner.values();
  }

  [Symbol.iterator](): MapIterator<[SchemaId, V]> {
    return this.entries();
  }
}

/**
 * Each statement's text, an overload signature joined to the function it declares: the printer keeps those
 * on adjacent lines, which it can tell only from the nodes, not from texts handed over apart.
 */
function printedUnits(
  statements: readonly ts.Statement[],
  print: (statement: ts.Statement) => PrintedCode,
): PrintedCode[] {
  const units: PrintedCode[] = [];
  let pending: PrintedCode[] = [];
  for (const statement of statements) {
    pending.push(print(statement));
    if (ts.isFunctionDeclaration(statement) && statement.body === undefined) continue;
    units.push(joinedCode(pending));
    pending = [];
  }
  if (pending.length > 0) units.push(joinedCode(pending));
  return units;
}

/** Statements printed apart as one unit (overloads and their function). */
function joinedCode(codes: readonly PrintedCode[]): PrintedCode {
  if (codes.length === 1) return codes[0] as PrintedCode;
  return {
    text: codes.map((code) => code.text).join("\n"),
    references: [...new Set(codes.flatMap((code) => code.references))],
  };
}

/** The declaration of a named schema; through the cache when there is one. */
export function cachedSchemaDeclaration(
  named: NamedSchema,
  types: TypeEmitContext,
  session: EmitCacheSession | undefined,
): ts.Statement | ts.Statement[] {
  if (session === undefined) return declareSchema(named, types);
  // The type options as the plan decided them; which enums are TypeScript enums is read through the context.
  const key = JSON.stringify({ nullable: types.nullable, typing: types.typing });
  return session.statements(`schema\u0000${key}\u0000${named.id}`, [named], (tracked) => [
    declareSchema(named, tracked),
  ]);
}

const inputsByGroup = new WeakMap<PlannedGroup, unknown[]>();

/**
 * What a group's statements are made from, once per group and emit. The planned operations without their
 * date plans are plain data (written fast); the date plans hold maps and are written apart.
 */
function groupInputs(group: PlannedGroup, ctx: ClientEmitContext): unknown[] {
  let inputs = inputsByGroup.get(group);
  if (inputs === undefined) {
    const operations = group.operations.map(({ dates: _dates, ...planned }) => planned);
    const dates = group.operations.map((planned) => planned.dates ?? null);
    const plain = new PlainData({ ...group, operations });
    // Whether schemes are declared changes the Angular classes (they inject `$q` / the credentials).
    const secured = ctx.securitySchemes !== undefined;
    inputs = [ctx.template.declaration.id, ctx.response, ctx.dateConverters, plain, dates, secured];
    inputsByGroup.set(group, inputs);
  }
  return inputs;
}

/**
 * Statements made from one client group (its container, request types and failure unions); through the
 * cache when there is one and the template is built in (a custom template is code that may change while a
 * watcher runs).
 */
export function cachedGroupStatements(
  kind: "container" | "requestTypes" | "failures",
  group: PlannedGroup,
  ctx: RunEmitContext,
  session: EmitCacheSession | undefined,
  build: (groupCtx: RunEmitContext) => Iterable<ts.Statement>,
): Iterable<ts.Statement> {
  // Without a cache, the statements as the builder gives them (a container's, a batch of methods at a time).
  if (session === undefined) return build(ctx);
  const inputs = ctx.options.template.kind === "custom" ? undefined : groupInputs(group, ctx);
  const slot = `${kind}\u0000${JSON.stringify(ctx.options)}\u0000${group.tag}`;
  return session.statements(slot, inputs, (types) => [...build({ ...ctx, types })]);
}
