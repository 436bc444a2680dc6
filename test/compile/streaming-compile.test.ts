/**
 * Streaming clients compile under both lib settings projects use (with the DOM lib, and Node's types
 * alone), for the templates that run in Node too: the stream runtime names web streams, `TextDecoder` and
 * async iterables, which the two settings declare differently. (The client matrix compiles the streaming
 * fixture for every template and option under the base settings.)
 */
import { describe, it } from "vitest";
import type { HttpClientName } from "../../src/config/types.js";
import { generate } from "../../src/index.js";
import { expectCompiles } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { cellCompilerOptions, LIB_SETTINGS, MODULE_SETTINGS } from "../support/tsconfig-matrix.js";

/** The module setting does not touch the stream runtime; the first one (esnext + bundler) stands for all. */
const [BUNDLER] = MODULE_SETTINGS as [(typeof MODULE_SETTINGS)[number]];
const STREAMING_CLIENTS: HttpClientName[] = ["fetch", "axios", "xior", "ky"];

describe("streaming clients compile with and without the DOM lib", () => {
  for (const lib of LIB_SETTINGS) {
    it(`${lib.name}: ${STREAMING_CLIENTS.join(", ")}`, async () => {
      const files: Record<string, string> = {};
      for (const template of STREAMING_CLIENTS) {
        for (const responseShape of ["body", "full"] as const) {
          const code = await generate({
            src: fixturePath("clients/streaming.yaml"),
            template,
            responseShape,
          });
          files[`streaming/${template}-${responseShape}.ts`] = code;
        }
      }
      expectCompiles(files, { extraCompilerOptions: cellCompilerOptions(lib, BUNDLER) });
    });
  }
});
