/**
 * Remote `$ref`s to a host that accepts connections and never answers end the run at `fetchDeadline`, all
 * of them together, not after 30 s for each (48 such refs took 90 s, 16 at a time). The real command in a
 * child process with a small deadline; not timed: the message says which limit ended the read (the deadline's
 * words, not the read's own 30 s time-out), and the child's 60 s time-out, shorter than a read per reference
 * would take, ends a run that waits on each (its status is then `null`).
 */
import { writeFileSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runCli } from "../support/run-cli.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

const REFS = 48;

let server: Server;
let origin: string;
const sockets = new Set<Socket>();

beforeAll(async () => {
  // Accepts every connection and never writes a byte.
  server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

let temp: TempDir;
beforeEach(async () => {
  temp = await makeTempDir("typewright-remote-deadline-");
});
afterEach(() => temp.cleanup());

/** A description whose schemas are `$ref`s to `count` documents on the silent server. */
function describedRemotely(count: number): string {
  const schemas = Object.fromEntries(
    Array.from({ length: count }, (_, index) => [`S${index}`, { $ref: `${origin}/s${index}.json` }]),
  );
  return JSON.stringify({
    openapi: "3.1.0",
    info: { title: "remote", version: "1" },
    paths: {},
    components: { schemas },
  });
}

describe("fetchDeadline", () => {
  it("ends a run whose remote $refs never answer, naming the first reference", async () => {
    writeFileSync(path.join(temp.path, "api.json"), describedRemotely(REFS));
    const result = await runCli(temp.path, ["-s", "api.json", "-o", "client.ts", "--fetchDeadline", "1"]);
    expect(result.stderr).toBe(
      `typewright: api.json: unresolved $ref "${origin}/s0.json" at #/components/schemas/S0 ` +
        `(cannot read ${origin}/s0.json: not read before fetchDeadline, the 1 s all URL reads of a run may ` +
        "take together (raise it with fetchDeadline))\n",
    );
    expect(result.status).toBe(1);
  });

  it("bounds the description's own URL read too", async () => {
    const result = await runCli(temp.path, [
      "-s",
      `${origin}/api.json`,
      "-o",
      "client.ts",
      "--fetchDeadline",
      "1",
    ]);
    expect(result.stderr).toBe(
      `typewright: cannot read ${origin}/api.json: not read before fetchDeadline, the 1 s all URL reads of a run ` +
        "may take together (raise it with fetchDeadline)\n",
    );
    expect(result.status).toBe(1);
  });

  it("is a positive whole number of seconds", async () => {
    const result = await runCli(temp.path, ["-s", "api.json", "--fetchDeadline", "0.5"]);
    expect(result.stderr).toBe(
      'typewright: --fetchDeadline: must be a positive whole number of seconds (got "0.5")\n',
    );
    expect(result.status).toBe(2);
  });
});
