/**
 * The hooks proofs' main files, given as their declarations where compile/clients-compile.test.ts proves them.
 *
 * With `hooksOut`, a layer's main file is byte for byte its client template's own output (checked here against
 * a generation of the client alone), and clients-compile proves that output for every client fixture ×
 * variant: strict, every flag, ES2020's standard library, `isolatedDeclarations`. Checking the same client
 * again under each layer, client and library version was most of the hooks proofs' time (the client is the
 * larger file), and proves nothing more: what the hooks file is checked against is the client's declarations,
 * made from its own text as a library's declaration build makes them.
 */
import { expect } from "vitest";
import { type GenerateOptions, generate } from "../../src/index.js";
import { CLIENT_FIXTURES, CLIENT_VARIANTS, PROVEN_CLIENT_TEMPLATES } from "./client-matrix.js";
import { withDeclarations } from "./compile.js";
import { fixturePath } from "./generated-module.js";

type Variant = Omit<GenerateOptions, "src" | "out" | "template" | "hooksOut">;

const PROVEN_VARIANTS = new Set(CLIENT_VARIANTS.map(([, variant]) => JSON.stringify(variant)));

/** The client template's own output, by client, fixture and variant: generated once per process. */
const clientsAlone = new Map<string, Promise<string>>();

function clientAlone(client: string, fixture: string, variant: Variant): Promise<string> {
  const key = JSON.stringify([client, fixture, variant]);
  let text = clientsAlone.get(key);
  if (text === undefined) {
    text = generate({ ...variant, src: fixturePath(fixture), template: client });
    clientsAlone.set(key, text);
  }
  return text;
}

/** Whether clients-compile proves `client`'s output of `fixture` under `variant`. */
function clientIsProven(client: string, fixture: string, variant: Variant): boolean {
  return (
    (PROVEN_CLIENT_TEMPLATES as readonly string[]).includes(client) &&
    CLIENT_FIXTURES.includes(fixture) &&
    PROVEN_VARIANTS.has(JSON.stringify(variant))
  );
}

/**
 * `files` with the main file at `mainFile` (a hooksOut output's, over `client`, of `fixture` under `variant`)
 * given as its declarations, where clients-compile proves it; else as they are. Fails where the main file is
 * not the client template's own output.
 */
export async function withProvenClientDeclared(
  files: Record<string, string>,
  mainFile: string,
  { client, fixture, variant }: { client: string; fixture: string; variant: Variant },
): Promise<Record<string, string>> {
  if (!clientIsProven(client, fixture, variant)) return files;
  const text = files[mainFile];
  expect(text, `${mainFile} is the client template's own output`).toBe(
    await clientAlone(client, fixture, variant),
  );
  return withDeclarations(files, (file) => file === mainFile);
}
