// Preloaded into CLI child processes by test/input/hostile-input.test.ts (`node --require`): at exit, writes the
// process's peak resident set size in bytes to the file named by TYPEWRIGHT_PEAK_MEMORY_FILE.
const fs = require("node:fs");

const target = process.env.TYPEWRIGHT_PEAK_MEMORY_FILE;
if (target) {
  process.on("exit", () => {
    // resourceUsage().maxRSS is in kilobytes.
    fs.writeFileSync(target, String(process.resourceUsage().maxRSS * 1024));
  });
}
