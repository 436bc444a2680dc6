/** `typewright --watch` in a child process, read line by line as it prints. */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import type { Readable } from "node:stream";
import { BIN } from "./cli-process.js";

/** Generous: a run on a busy 2-core machine can take seconds. */
const LINE_TIMEOUT_MS = 30_000;

export class WatchProcess {
  readonly #child: ChildProcessWithoutNullStreams;
  readonly #stdout: LineQueue;
  readonly #stderr: LineQueue;
  readonly exited: Promise<number | null>;

  constructor(cwd: string, args: readonly string[]) {
    this.#child = spawn(process.execPath, [BIN, ...args, "--watch"], { cwd });
    this.#stdout = new LineQueue(this.#child.stdout);
    this.#stderr = new LineQueue(this.#child.stderr);
    this.exited = new Promise((resolve) => this.#child.on("exit", (code) => resolve(code)));
  }

  /** The next line on stdout, without the `typewright: ` prefix. */
  nextLine(): Promise<string> {
    return this.#stdout.next(() => `no line on stdout; stderr so far: ${this.#stderr.all()}`);
  }

  /** The next line on stderr, without the prefix. */
  nextError(): Promise<string> {
    return this.#stderr.next(() => `no line on stderr; stdout so far: ${this.#stdout.all()}`);
  }

  /** Lines printed and not read yet. */
  unread(): { stdout: string[]; stderr: string[] } {
    return { stdout: this.#stdout.drain(), stderr: this.#stderr.drain() };
  }

  /** Ctrl-C; resolves to the exit code. */
  interrupt(): Promise<number | null> {
    this.#child.kill("SIGINT");
    return this.exited;
  }

  kill(): void {
    this.#child.kill("SIGKILL");
  }
}

class LineQueue {
  readonly #lines: string[] = [];
  readonly #waiting: ((line: string) => void)[] = [];
  readonly #seen: string[] = [];
  #partial = "";

  constructor(stream: Readable) {
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      this.#partial += chunk;
      for (let end = this.#partial.indexOf("\n"); end >= 0; end = this.#partial.indexOf("\n")) {
        const line = this.#partial.slice(0, end).replace(/^typewright: /, "");
        this.#partial = this.#partial.slice(end + 1);
        this.#seen.push(line);
        const waiter = this.#waiting.shift();
        if (waiter) waiter(line);
        else this.#lines.push(line);
      }
    });
  }

  next(describeTimeout: () => string): Promise<string> {
    const ready = this.#lines.shift();
    if (ready !== undefined) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const index = this.#waiting.indexOf(receive);
        if (index >= 0) this.#waiting.splice(index, 1);
        reject(new Error(describeTimeout()));
      }, LINE_TIMEOUT_MS);
      const receive = (line: string) => {
        clearTimeout(timer);
        resolve(line);
      };
      this.#waiting.push(receive);
    });
  }

  drain(): string[] {
    return this.#lines.splice(0);
  }

  all(): string {
    return JSON.stringify(this.#seen);
  }
}
