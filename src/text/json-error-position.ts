/**
 * Finds the offset of the first JSON syntax error. Only used on the error path: V8 reports a position for
 * most errors ("... in JSON at position 7") but not for an unexpected token ("Unexpected token 'x', ...").
 * Returns `undefined` when the text is valid JSON.
 */
export function findJsonErrorOffset(text: string): number | undefined {
  const scanner = new JsonScanner(text);
  try {
    scanner.skipSpace();
    scanner.value();
    scanner.skipSpace();
    return scanner.offset < text.length ? scanner.offset : undefined;
  } catch (error) {
    if (error instanceof JsonSyntaxAt) return error.offset;
    throw error;
  }
}

/** 1-based line and column of an offset, the way editors count them. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let index = text.indexOf("\n"); index !== -1 && index < end; index = text.indexOf("\n", index + 1)) {
    line++;
    lineStart = index + 1;
  }
  return { line, column: end - lineStart + 1 };
}

class JsonSyntaxAt {
  constructor(readonly offset: number) {}
}

const LITERALS = ["true", "false", "null"];
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const SIMPLE_ESCAPES = '"\\/bfnrt';

class JsonScanner {
  offset = 0;
  constructor(private readonly text: string) {}

  skipSpace(): void {
    while (" \t\n\r".includes(this.text[this.offset] ?? "x")) this.offset++;
  }

  value(): void {
    const char = this.text[this.offset];
    if (char === "{" || char === "[") {
      this.container(char === "{" ? "}" : "]", char === "{");
      return;
    }
    if (char === '"') {
      this.string();
      return;
    }
    for (const literal of LITERALS) {
      if (this.text.startsWith(literal, this.offset)) {
        this.offset += literal.length;
        return;
      }
    }
    NUMBER.lastIndex = this.offset;
    if (NUMBER.test(this.text)) {
      this.offset = NUMBER.lastIndex;
      return;
    }
    throw new JsonSyntaxAt(this.offset);
  }

  private container(close: string, isObject: boolean): void {
    this.offset++;
    this.skipSpace();
    if (this.text[this.offset] === close) {
      this.offset++;
      return;
    }
    for (;;) {
      if (isObject) {
        if (this.text[this.offset] !== '"') throw new JsonSyntaxAt(this.offset);
        this.string();
        this.skipSpace();
        this.expect(":");
        this.skipSpace();
      }
      this.value();
      this.skipSpace();
      if (this.text[this.offset] === close) {
        this.offset++;
        return;
      }
      this.expect(",");
      this.skipSpace();
    }
  }

  private string(): void {
    for (let index = this.offset + 1; index < this.text.length; index++) {
      const code = this.text.charCodeAt(index);
      if (code === 0x22) {
        this.offset = index + 1;
        return;
      }
      if (code < 0x20) throw new JsonSyntaxAt(index);
      if (code !== 0x5c) continue;
      const escaped = this.text[index + 1] ?? "";
      if (escaped === "u" && /^[\da-fA-F]{4}$/.test(this.text.slice(index + 2, index + 6))) index += 5;
      else if (escaped !== "" && SIMPLE_ESCAPES.includes(escaped)) index++;
      else throw new JsonSyntaxAt(index);
    }
    throw new JsonSyntaxAt(this.text.length);
  }

  private expect(char: string): void {
    if (this.text[this.offset] !== char) throw new JsonSyntaxAt(this.offset);
    this.offset++;
  }
}
