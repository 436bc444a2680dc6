/**
 * Calendar days survive every time zone: a generated client runs in its own Node process with `TZ` set to
 * the zones furthest east (UTC+14) and far west (UTC−8) of UTC, against a live server in this process.
 * `new Date(2026, 0, 2)` must arrive as `2026-01-02`, and `"2026-02-03"` must read back with
 * `getDate() === 3` at local midnight. (Sent as an instant, the first would arrive as the 1st in Kiritimati.)
 */
import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../src/index.js";
import { answerEverything, EVERYTHING_FIXTURE } from "../support/everything-server.js";
import { type RecordingServer, startRecordingServer } from "../support/http-server.js";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const FOLDER = path.join(REPO_ROOT, ".tmp", "time-zones");

/** Run in the child: one request with days in every location and a JSON body, and what was read back. */
const CHILD_SCRIPT = `
const [clientFile, baseUrl] = process.argv.slice(2);
const { clientDefaults, eventsClient } = await import(clientFile);
clientDefaults.baseUrl = baseUrl;
const day = new Date(2026, 0, 2);
const event = await eventsClient.getEvent(day, day, undefined, [day], day, day);
const [posted] = await eventsClient.postEvents({ day, period: { start: day } });
const read = (date) => ({ year: date.getFullYear(), month: date.getMonth() + 1, date: date.getDate(), hours: date.getHours() });
console.log(JSON.stringify({
  offset: day.getTimezoneOffset(),
  day: read(event.day),
  start: read(posted.period.start),
  at: event.at.toISOString(),
}));
`;

let server: RecordingServer | undefined;
let clientFile = "";
let scriptFile = "";

beforeAll(async () => {
  server = await startRecordingServer(answerEverything);
  const code = await generate({ src: path.join(REPO_ROOT, EVERYTHING_FIXTURE), template: "fetch" });
  const { outputText } = ts.transpileModule(code, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  });
  mkdirSync(FOLDER, { recursive: true });
  clientFile = path.join(FOLDER, `client-${process.pid}.mjs`);
  scriptFile = path.join(FOLDER, `run-${process.pid}.mjs`);
  writeFileSync(clientFile, outputText);
  writeFileSync(scriptFile, CHILD_SCRIPT);
});

afterAll(async () => {
  await server?.close();
});

describe("calendar days in every time zone", () => {
  for (const [zone, offset] of [
    ["Pacific/Kiritimati", -14 * 60],
    ["America/Los_Angeles", 8 * 60],
  ] as const) {
    it(`${zone}: the day picked is the day sent, and a day read is the day written`, async () => {
      const running = server as RecordingServer;
      const received = running.requests.length;
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [scriptFile, new URL(`file://${clientFile}`).href, running.url],
        { env: { ...process.env, TZ: zone } },
      );
      const result = JSON.parse(stdout);
      expect(result.offset).toBe(offset);
      const [get, post] = running.requests.slice(received);
      expect(get?.path).toBe("/events/2026-01-02");
      expect(get?.query).toBe("from=2026-01-02&days=2026-01-02");
      expect(get?.headers["x-day"]).toBe("2026-01-02");
      expect(get?.headers.cookie).toBe("visit=2026-01-02");
      expect(JSON.parse(post?.body.toString() ?? "")).toEqual({
        day: "2026-01-02",
        period: { start: "2026-01-02" },
      });
      expect(result.day).toEqual({ year: 2026, month: 2, date: 3, hours: 0 });
      expect(result.start).toEqual({ year: 2026, month: 2, date: 3, hours: 0 });
      expect(result.at).toBe("2026-03-04T05:06:07.089Z");
    });
  }
});
