/**
 * The `template` option: a built-in name, a `[layer, client]` pair, or a custom template directory.
 * A value is a directory exactly when it contains `/` or `\` or starts with `.`; no built-in name
 * does, so the two can never be confused (`./axios` is a directory, `axios` the built-in).
 * Whether the directory exists is checked later by the template loader. A reactive layer may sit on a
 * custom template too (`["swr", "./my-template"]`); whether that template can carry hooks is its own
 * declaration's say, checked when it is loaded.
 */
import { CLIENT_DECLARATIONS, layerDeclaration } from "../template-declarations/index.js";
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

/**
 * How messages write templates: as the user wrote them, so the fix can be copied. A config file has JSON
 * strings and a pair is an array (`["tsq", "fetch"]`); the command line has bare names and a pair is
 * comma-separated (`-t tsq,fetch`).
 */
export interface TemplateSpelling {
  /** The shape of a pair, in words. */
  readonly pairShape: string;
  /** A list of allowed names. */
  names(values: readonly string[]): string;
  /** One pair, `[layer, client]` or `layer,client`. */
  pair(layer: string, client: string): string;
  /** A directory path. */
  path(value: string): string;
  /** A value to use instead, as it is written in full: the pair or path alone, or `-t` and it. */
  instead(value: string): string;
}

export const CONFIG_SPELLING: TemplateSpelling = {
  pairShape: "[layer, client]",
  names: quoteList,
  pair: (layer, client) => `[${quoteList([layer, client])}]`,
  path: (value) => JSON.stringify(value),
  instead: (value) => value,
};

export const COMMAND_LINE_SPELLING: TemplateSpelling = {
  pairShape: "layer,client",
  names: (values) => values.join(", "),
  pair: (layer, client) => `${layer},${client}`,
  path: (value) => value,
  instead: (value) => `-t ${value}`,
};

function validPairs(spelling: TemplateSpelling): string {
  return `valid pairs are ${spelling.pairShape} with layer ${spelling.names(REACTIVE_LAYERS)} and client ${spelling.names(REACTIVE_CLIENTS)}`;
}

/** Starts with "." or contains "/" or "\\": a custom template directory rather than a built-in name. */
export const TEMPLATE_PATH = /^\.|[/\\]/;

export function isTemplatePath(value: string): boolean {
  return TEMPLATE_PATH.test(value);
}

export function checkTemplate(raw: unknown, label: string, spelling = CONFIG_SPELLING): Checked {
  if (typeof raw === "string") return checkTemplateString(raw, label, spelling);
  if (Array.isArray(raw)) return checkTemplatePair(raw, label, spelling);
  return invalid(
    `${label}: must be a template name, a [layer, client] pair or a template directory path (got ${describeValue(raw)})`,
  );
}

function checkTemplateString(name: string, label: string, spelling: TemplateSpelling): Checked {
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
    `${label}: unknown template ${describeValue(name)}${didYouMean(suggestName(name))}; use one of ${spelling.names(BUILTIN_NAMES)}, ` +
      `a pair such as ${spelling.instead(spelling.pair("swr", "axios"))}, or a directory path such as ${spelling.instead(spelling.path(`./${name}`))}`,
  );
}

function checkTemplatePair(pair: readonly unknown[], label: string, spelling: TemplateSpelling): Checked {
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
  return invalid(`${label}: ${pairProblem(layer, client, spelling)}; ${validPairs(spelling)}`);
}

/** What is wrong with a pair that is not a valid combination, most specific first. */
function pairProblem(layer: string, client: string, spelling: TemplateSpelling): string {
  const pair = spelling.pair(layer, client);
  if (isReactiveClient(layer) && isReactiveLayer(client)) {
    return `${pair} is in the wrong order: the reactive layer comes first, ${spelling.instead(spelling.pair(client, layer))}`;
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
