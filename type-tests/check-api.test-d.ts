// The programmatic check(): what it takes and what it resolves to, from the built package.
import { expectError, expectType } from "tsd";
import { type CheckResult, check, type Difference, type FileCheck, type FileStatus } from "../dist/index.js";

const result = await check({ src: "openapi.yaml", out: "src/client.ts", template: "fetch" });
expectType<CheckResult>(result);
expectType<boolean>(result.upToDate);
expectType<FileCheck[]>(result.stale);
expectType<FileCheck[]>(result.files);
expectType<string[]>(result.warnings);
declare const file: FileCheck;
expectType<FileStatus>(file.status);
// "extra": a generated file of a split output that a run no longer writes (and removes).
expectType<"current" | "missing" | "differs" | "extra">(file.status);
expectType<boolean>(file.writeOnce);
expectType<Difference | undefined>(file.difference);
declare const difference: Difference;
expectType<number>(difference.firstLine);
expectType<string | undefined>(difference.onDisk);
expectType<boolean>(difference.lineEndingsOnly);
// Without `out` there is nothing to compare.
expectError(check({ src: "openapi.yaml" }));
