/**
 * One recording server for a whole test file (support/http-server.ts): started before its first test,
 * closed after its last, with the folder of the modules the file generated removed then too.
 */
import { rmSync } from "node:fs";
import { afterAll, beforeAll } from "vitest";
import { type RecordingServer, type RequestHandler, startRecordingServer } from "./http-server.js";

/** Registers the file's hooks; the returned function gives the running server inside a test. */
export function recordingServerForFile(handler: RequestHandler, moduleFolder: string): () => RecordingServer {
  let running: RecordingServer | undefined;
  beforeAll(async () => {
    running = await startRecordingServer(handler);
  });
  afterAll(async () => {
    await running?.close();
    rmSync(moduleFolder, { recursive: true, force: true });
  });
  return () => {
    if (!running) throw new Error("the recording server is not running");
    return running;
  };
}
