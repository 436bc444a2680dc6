// Writes schema.json (the JSON Schema of the config file) from the option definitions.
// Runs from the build: `npm run build && node scripts/build-schema.js`. A test fails when the committed
// file differs from what the definitions produce.
import { writeFile } from "node:fs/promises";
import { jsonSchemaText } from "../dist/config/json-schema.js";
import { BUILTIN_OUTPUTS } from "../dist/templates/registry.js";

const target = new URL("../schema.json", import.meta.url);
await writeFile(target, jsonSchemaText(BUILTIN_OUTPUTS));
console.log("wrote schema.json");
