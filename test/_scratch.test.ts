import { it } from "vitest";
import { generate } from "../src/index.js";
it("print", async () => {
  const code = await generate({ src: process.env.SRC ?? "fixtures/types/kitchen-sink-3.0.yaml", generationMode: "schemas", ...(JSON.parse(process.env.OPTS ?? "{}")) });
  console.log(code);
});
