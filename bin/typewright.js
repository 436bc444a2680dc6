#!/usr/bin/env node
// The command is one bundled CommonJS file compiled through a V8 code cache (see src/code-cache.cts and
// scripts/bundle-cli.js): on Node 20 that starts several times faster than loading ~100 ES modules.
// This file is CommonJS too (bin/package.json), which spares every run Node's ES module loader (~4 ms on
// Node 20).
"use strict";

// First, so that V8's helper threads stop competing with the main thread for a core from here on.
require("../dist/thread-priority.cjs").lowerHelperThreadPriority();
const codeCache = require("../dist/code-cache.cjs");
// After a full garbage collection V8 lets the heap grow to up to ~4× what survived it. When that collection
// falls while a large parsed description is still alive, the run peaks far higher than it needs to
// (Microsoft Graph: 530 instead of 320 MiB). Growth by 2× at most bounds that at no measurable cost.
// Set before anything is compiled, since code caches are only valid under the flags they were made with.
codeCache.setV8Flags("--heap-growing-percent=100");
// A run's optimized code comes from V8's helper threads, which a two-core machine gives one core at most
// (see src/thread-priority.cts): compiling with a third of the default inlining budget gets the code to the
// main thread sooner and costs less, which made runs 5-8 % faster on Node 20 and 22 and changed nothing on
// Node 24.
codeCache.setV8Flags("--max-inlined-bytecode-size-cumulative=300");
// Node 24's V8 queues a function for its mid-tier compiler (Maglev) after 400 calls. With the helper threads
// below the main thread, hundreds of such jobs wait at once, each holding its compiler memory: 20-80 MiB of a
// GitHub run's peak. Queuing only functions called 2,000 times keeps the queue short: GitHub peaks at 156
// instead of 186 MiB in the same time (bench/HISTORY.md, "Large descriptions and memory"). Node 20 and 22
// run without Maglev, so it changes nothing there.
codeCache.setV8Flags("--invocation-count-for-maglev=2000");
const command = require.resolve("../dist/bundle/typewright.cjs");
codeCache.enableCodeCache(command);
require(command);
