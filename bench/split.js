#!/usr/bin/env node
/** `node bench/split.js`: GitHub split by tag against the single file (see bench/lib/split.js); run once. */
import os from "node:os";
import { measureSplit } from "./lib/split.js";

const result = await measureSplit({ log: (line) => process.stderr.write(`${line}\n`) });
process.stdout.write(`${JSON.stringify({ ...result, load: os.loadavg() }, null, 2)}\n`);
