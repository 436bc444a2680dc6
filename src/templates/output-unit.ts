/**
 * A built-in output as the registry lists it: its declaration, which the stages read, and its emitter, loaded
 * only when a run emits with it, so that `--help`, `--version` and option errors load no emitter (and so no
 * TypeScript). Each output's folder exports one (`<id>/output.ts`).
 */
import type { HttpClientTemplate, ReactiveLayer } from "../emit/client-template.js";
import type { ClientDeclaration, LayerDeclaration } from "../output-contract/declaration.js";

export interface ClientOutput {
  readonly declaration: ClientDeclaration;
  emitter(): Promise<HttpClientTemplate>;
}

export interface LayerOutput {
  readonly declaration: LayerDeclaration;
  emitter(): Promise<ReactiveLayer>;
}
