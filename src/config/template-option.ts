/**
 * The `template` option: a built-in name, a `[layer, client]` pair, or a custom template directory.
 * A value is a directory exactly when it contains `/` or `\` or starts with `.`; no built-in name
 * does, so the two can never be confused (`./axios` is a directory, `axios` the built-in).
 * Whether the directory exists is checked later by the template loader. A reactive layer may sit on a
 * custom template too (`["swr", "./my-template"]`); whether that template can carry hooks is its own
 * declaration's say, checked when it is loaded.
 */
import { CLIENT_DECLARATIONS, layerDeclaration } from "../templates/declarations.js";
import { closestName, didYouMean } from "./did-you-mean.js";
import { type Checked, describeValue, invalid, quoteList, valid } from "./text.js";
import {
  HTTP_CLIENTS,
  type HttpClientName,
  REACTIVE_CLIENTS,
  REACTIVE_LAYERS,
  type ReactiveLayerName,
  type TemplateSelection,
} from "./types.js";

const BUILTIN_NAMES: readonly string[] = [...HTTP_CLIENTS, ...REACTIVE_LAYERS];
const VALID_PAIRS = `valid pairs are [layer, client] with layer ${quoteList(REACTIVE_LAYERS)} and client ${quoteList(REACTIVE_CLIENTS)}`;

/** Starts with "." or contains "/" or "\\": a custom template directory rather than a built-in name. */
export const TEMPLATE_PATH = /^\.|[/\\]/;

export function isTemplatePath(value: string): boolean {
  return TEMPLATE_PATH.test(value);
}

export function checkTemplate(raw: unknown, label: string): Checked {
  if (typeof raw === "string") return checkTemplateString(raw, label);
  if (Array.isArray(raw)) return checkTemplatePair(raw, label);
  return invalid(
    `${label}: must be a template name, a [layer, client] pair or a template directory path (got ${describeValue(raw)})`,
  );
}

function checkTemplateString(name: string, label: string): Checked {
  if (name === "") return invalid(`${label}: must not be empty`);
  if (isTemplatePath(name)) return valid({ kind: "custom", directory: name } satisfies TemplateSelection);
  if (isHttpClient(name)) return valid({ kind: "builtin", client: name } satisfies TemplateSelection);
  if (isReactiveLayer(name)) {
    // A reactive layer named alone sits on its default client (fetch).
    const client = layerDeclaration(name).defaultClient as HttpClientName;
    return valid({ kind: "builtin", client, reactive: name } satisfies TemplateSelection);
  }
  if (name.includes(",")) {
    const parts = name.split(",").map((part) => part.trim());
    return invalid(`${label}: write a pair as an array, [${quoteList(parts)}] (got ${describeValue(name)})`);
  }
  return invalid(
    `${label}: unknown template ${describeValue(name)}${didYouMean(suggestName(name))}; use one of ${quoteList(BUILTIN_NAMES)}, ` +
      `a pair such as ["swr", "axios"], or a directory path such as "./${name}"`,
  );
}

function checkTemplatePair(pair: readonly unknown[], label: string): Checked {
  const [layer, client] = pair;
  if (pair.length !== 2 || typeof layer !== "string" || typeof client !== "string") {
    return invalid(
      `${label}: a template pair must be two names, [layer, client], such as ["swr", "axios"] (got ${JSON.stringify(pair)})`,
    );
  }
  if (isReactiveLayer(layer) && isReactiveClient(client)) {
    return valid({ kind: "builtin", client, reactive: layer } satisfies TemplateSelection);
  }
  if (isReactiveLayer(layer) && isTemplatePath(client)) {
    return valid({ kind: "custom", directory: client, reactive: layer } satisfies TemplateSelection);
  }
  return invalid(`${label}: ${pairProblem(layer, client)}; ${VALID_PAIRS}`);
}

/** What is wrong with a pair that is not a valid combination, most specific first. */
function pairProblem(layer: string, client: string): string {
  const pair = `[${quoteList([layer, client])}]`;
  if (isReactiveClient(layer) && isReactiveLayer(client)) {
    return `${pair} is in the wrong order: the reactive layer comes first, [${quoteList([client, layer])}]`;
  }
  const unknown = [layer, client].find((name) => !BUILTIN_NAMES.includes(name));
  if (unknown !== undefined)
    return `unknown template ${describeValue(unknown)}${didYouMean(suggestName(unknown))} in ${pair}`;
  if (!isReactiveLayer(layer))
    return `${pair}: the first entry must be a reactive layer, not ${describeValue(layer)}`;
  if (isReactiveLayer(client))
    return `${pair}: the second entry must be an HTTP client, not ${describeValue(client)}`;
  const declaration = CLIENT_DECLARATIONS.find((candidate) => candidate.id === client);
  const reason = declaration && !declaration.hooks.supported ? ` (${declaration.hooks.reason})` : "";
  return `${pair}: ${describeValue(layer)} cannot use ${describeValue(client)}${reason}`;
}

function suggestName(name: string): string | undefined {
  return closestName(name, new Map(BUILTIN_NAMES.map((builtin) => [builtin, builtin])));
}

function isHttpClient(name: string): name is HttpClientName {
  return (HTTP_CLIENTS as readonly string[]).includes(name);
}

function isReactiveLayer(name: string): name is ReactiveLayerName {
  return (REACTIVE_LAYERS as readonly string[]).includes(name);
}

function isReactiveClient(name: string): name is HttpClientName {
  return (REACTIVE_CLIENTS as readonly string[]).includes(name);
}
