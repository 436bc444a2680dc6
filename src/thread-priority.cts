/**
 * The command's main thread does all of a generation's work; V8's helper threads (the optimizing compiler,
 * the garbage collector's concurrent and parallel tasks) only speed it up. Node starts four of them whatever
 * the number of cores, and on a two-core machine (a common CI runner) they took the main thread's core for
 * about a quarter of a run: GitHub's client spent ~200 ms of its ~0.85 s waiting for a core, mostly behind
 * the optimizing compiler. Running the helpers at a lower priority lets the main thread keep its core and
 * leaves them the rest (bench/HISTORY.md, "Helper threads").
 *
 * Only the command does this, never the API (the threads belong to the user's process then). Linux only:
 * there `setpriority` on a thread id changes that thread alone, and `/proc/self/task` lists the threads.
 */

import fs = require("node:fs");
import os = require("node:os");

/**
 * How many nice levels below the main thread the helpers run: at 10 levels the kernel weighs the main thread
 * about ten times a helper, enough that it is not made to wait; the helpers still have the other cores.
 */
const HELPER_NICE_OFFSET = 10;
/** The lowest priority (the highest nice value) Linux has. */
const LOWEST_PRIORITY = 19;

/**
 * Lowers the scheduling priority of every thread of this process but the main one (the caller) below the
 * main thread's own. Run first: V8 and Node start their helper threads before any script runs, and threads
 * started later inherit the main thread's priority. Does nothing where the threads cannot be listed or
 * their priority not changed.
 */
function lowerHelperThreadPriority(): void {
  if (process.platform !== "linux") return;
  let threads: string[];
  let helperNice: number;
  try {
    threads = fs.readdirSync("/proc/self/task");
    helperNice = Math.min(LOWEST_PRIORITY, os.getPriority() + HELPER_NICE_OFFSET);
  } catch {
    return;
  }
  for (const thread of threads) {
    const id = Number(thread);
    if (id === process.pid || !Number.isInteger(id)) continue;
    try {
      if (os.getPriority(id) < helperNice) os.setPriority(id, helperNice);
    } catch {
      // A thread that ended since the listing, or a system that refuses: the run goes on as it is.
    }
  }
}

export = { lowerHelperThreadPriority, HELPER_NICE_OFFSET };
