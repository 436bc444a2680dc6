/**
 * Fallback meter when GNU time is not installed: `node --import <this file> <script>` writes the process's own
 * resource usage to $BENCH_USAGE_FILE when it exits (user/system CPU in microseconds, maxRSS in KiB).
 */
import { writeFileSync } from "node:fs";

const file = process.env.BENCH_USAGE_FILE;
if (file) {
  delete process.env.BENCH_USAGE_FILE;
  process.on("exit", () => {
    const { userCPUTime, systemCPUTime, maxRSS } = process.resourceUsage();
    writeFileSync(file, JSON.stringify({ userCPUTime, systemCPUTime, maxRSS }));
  });
}
