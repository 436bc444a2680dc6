/**
 * argv → flag values and stray arguments, by the conventions of POSIX and GNU tools that users type without
 * thinking: `--name value`, `--name=value`, `-s value`, `-svalue`, `--no-name` for a yes/no flag,
 * kebab-case spellings (`--array-format`), `--` ending the flags. Values stay text; checking them is the
 * caller's job. Our own code rather than an argument library: see docs/configuration.md ("How flags are read").
 */

/** One flag of the command line, as the parser needs to know it. */
export interface ArgvFlag {
  /** camelCase, as written in the help (`arrayFormat`). */
  readonly name: string;
  readonly short?: string;
  /** `false`: a yes/no flag (`--allowDots`, `--no-allowDots`). */
  readonly takesValue: boolean;
  /** May be given more than once; its values are collected in order. */
  readonly repeatable: boolean;
  /** A flag with a value that may be left out (`--queryParamsAsObject` alone), which then reads as `""`. */
  readonly valueOptional?: boolean;
  /** What its value is, as the help writes it (`<path|url>`): named when the value is missing. */
  readonly argument?: string;
}

export interface ParsedArgv {
  /**
   * Per flag name: `true`/`false` for a yes/no flag, the text for a flag with a value (`""` when an optional
   * one has none), a list for a repeatable one.
   */
  readonly flags: Readonly<Record<string, unknown>>;
  /** Flags not among the known ones, as typed (`--bogus-flag`, `-x`), in order. */
  readonly unknownFlags: readonly string[];
  /** Arguments that are not flags or their values. */
  readonly positionals: readonly string[];
  /** Flags given in a way that has no meaning, one line each. */
  readonly problems: readonly string[];
}

/** Next to a flag, `-1` is a value (a negative number), not a flag called `1`. */
const NEGATIVE_NUMBER = /^-\d/;

export function parseArgv(argv: readonly string[], known: readonly ArgvFlag[]): ParsedArgv {
  const reader = new ArgvReader(argv, known);
  reader.readAll();
  const { flags, unknownFlags, positionals, problems } = reader;
  return { flags, unknownFlags, positionals, problems };
}

class ArgvReader {
  readonly flags: Record<string, unknown> = Object.create(null);
  readonly unknownFlags: string[] = [];
  readonly positionals: string[] = [];
  readonly problems: string[] = [];
  private readonly byName: ReadonlyMap<string, ArgvFlag>;
  private readonly byShort: ReadonlyMap<string, ArgvFlag>;
  private index = 0;

  constructor(
    private readonly argv: readonly string[],
    known: readonly ArgvFlag[],
  ) {
    this.byName = new Map(known.map((flag) => [flag.name, flag]));
    this.byShort = new Map(
      known.flatMap((flag) => (flag.short === undefined ? [] : [[flag.short, flag] as const])),
    );
  }

  readAll(): void {
    for (; this.index < this.argv.length; this.index++) {
      const argument = this.argv[this.index] as string;
      if (argument === "--") {
        this.positionals.push(...this.argv.slice(this.index + 1));
        return;
      }
      if (argument.startsWith("--")) this.readLong(argument.slice(2));
      else if (isFlagLike(argument)) this.readShorts(argument.slice(1));
      else this.positionals.push(argument);
    }
  }

  /** `name`, `name=value` or `no-name` (the text after `--`). */
  private readLong(text: string): void {
    const equals = text.indexOf("=");
    const written = equals < 0 ? text : text.slice(0, equals);
    const inline = equals < 0 ? undefined : text.slice(equals + 1);
    const flag = this.byName.get(camelCase(written));
    if (flag !== undefined) {
      this.readValue(flag, `--${written}`, inline);
      return;
    }
    const negated = written.startsWith("no-") ? this.byName.get(camelCase(written.slice(3))) : undefined;
    if (negated !== undefined) {
      this.readNegation(negated, written, inline);
      return;
    }
    // Unknown: it takes the word after it, if any, so that `--sourcee spec.yaml` is one mistake, not two.
    if (inline === undefined) this.takeNextValue();
    this.unknownFlags.push(`--${written}`);
  }

  private readNegation(flag: ArgvFlag, written: string, inline: string | undefined): void {
    if (flag.takesValue) {
      this.problems.push(
        `--${written}: only yes/no flags are turned off with --no-; --${flag.name} takes a value`,
      );
    } else if (inline !== undefined) {
      this.problems.push(`--${written}: takes no value (got ${JSON.stringify(inline)})`);
    } else {
      this.store(flag, false);
    }
  }

  /**
   * The letters after `-`: yes/no flags may be grouped (`-hv`); a flag with a value takes the rest of the
   * group (`-sapi.yaml`, `-s=api.yaml`) or else the next word.
   */
  private readShorts(letters: string): void {
    for (let at = 0; at < letters.length; at++) {
      const letter = letters[at] as string;
      const flag = this.byShort.get(letter);
      if (flag === undefined) {
        // The rest of the group cannot be read without knowing what this letter takes.
        this.unknownFlags.push(`-${letter}`);
        return;
      }
      const rest = letters.slice(at + 1);
      if (!flag.takesValue && !rest.startsWith("=")) {
        this.store(flag, true);
        continue;
      }
      this.readValue(flag, `-${letter}`, rest === "" ? undefined : rest.replace(/^=/, ""));
      return;
    }
  }

  private readValue(flag: ArgvFlag, typed: string, inline: string | undefined): void {
    if (!flag.takesValue) {
      const text = inline ?? this.takeNextIf((next) => next === "true" || next === "false");
      if (text === undefined || text === "true" || text === "false") this.store(flag, text !== "false");
      else
        this.problems.push(
          `${typed}: is a yes/no flag: give it alone, or =true or =false (got ${JSON.stringify(text)})`,
        );
      return;
    }
    const value = inline ?? this.takeNextValue();
    if (value !== undefined || flag.valueOptional) this.store(flag, value ?? "");
    else {
      // Nothing follows, or a flag does: `--src=` is how an empty value is given (`--baseUrl=`).
      const form = flag.argument === undefined ? "" : ` (${typed} ${flag.argument})`;
      this.problems.push(`${typed}: needs a value after it${form}`);
    }
  }

  private store(flag: ArgvFlag, value: string | boolean): void {
    const before = this.flags[flag.name];
    if (flag.repeatable) {
      this.flags[flag.name] = [...((before as unknown[] | undefined) ?? []), value];
    } else if (before === undefined) {
      this.flags[flag.name] = value;
    } else {
      this.problems.push(`--${flag.name}: given more than once; give it once`);
    }
  }

  /** The next argument, consumed, when it is a value rather than a flag. */
  private takeNextValue(): string | undefined {
    return this.takeNextIf((next) => !isFlagLike(next));
  }

  private takeNextIf(accept: (next: string) => boolean): string | undefined {
    const next = this.argv[this.index + 1];
    if (next === undefined || !accept(next)) return undefined;
    this.index++;
    return next;
  }
}

/** `-x`, `-abc`; not `-` alone (a value: standard input by convention) nor a negative number. */
function isFlagLike(argument: string): boolean {
  return argument.startsWith("-") && argument.length > 1 && !NEGATIVE_NUMBER.test(argument);
}

/** `array-format` → `arrayFormat`; a name without dashes is kept as written. */
function camelCase(written: string): string {
  return written.replace(/-+([^-])/g, (_, letter: string) => letter.toUpperCase());
}
