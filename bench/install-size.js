#!/usr/bin/env node
/**
 * What installing typewright adds to a user's project (bench/lib/install-size.js): the bytes `node_modules`
 * grows by in a project with no TypeScript and in one each with TypeScript 5.9, 6 and 7, against the goal of
 * at most 6 MB, and where each copy of `typescript` ends up. `npm run bench` measures the same.
 *
 *   npm run build && npm run bench:install
 *   npm run bench:install -- --typescript 6.0.2,6.0.3,7.0.2 --keep
 *
 * npm's cache is used (`--prefer-offline`); the first run on a machine downloads what it lacks.
 */
import { parseArgs } from "node:util";
import { INSTALL_TYPESCRIPT_VERSIONS, installSizeTable, measureInstallSizes } from "./lib/install-size.js";

const { values: options } = parseArgs({
  options: {
    typescript: { type: "string", default: INSTALL_TYPESCRIPT_VERSIONS.join(",") },
    keep: { type: "boolean", default: false },
  },
});

const sizes = measureInstallSizes({
  versions: options.typescript.split(",").filter(Boolean),
  keep: options.keep,
});
console.log(`typewright: ${sizes.relation || "no typescript"}; tarball ${sizes.tarballBytes} B\n`);
console.log(installSizeTable(sizes));
if (sizes.kept) console.log(`\nkept ${sizes.kept}`);
