#!/usr/bin/env node
// The command is one bundled CommonJS file compiled through a V8 code cache (see src/code-cache.cts and
// scripts/bundle-cli.js): on Node 20 that starts several times faster than loading ~100 ES modules.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const codeCache = require("../dist/code-cache.cjs");
const command = require.resolve("../dist/bundle/typewright.cjs");
codeCache.enableCodeCache(command);
require(command);
