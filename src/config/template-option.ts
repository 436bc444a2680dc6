/**
 * The `template` option: a built-in name, a `[layer, client]` pair, or a custom template directory.
 * A value is a directory exactly when it contains `/` or `\` or starts with `.`; no built-in name
 * does, so the two can never be confused (`./axios` is a directory, `axios` the built-in).
 * Whether the directory exists is checked later by the template loader. A reactive layer may sit on a
 * custom template too (`["swr", "./my-template"]`); whether that template can carry hooks is its own
 * declaration's say, checked when it is loaded.
 */
import { findClient, layerDeclaration, type OutputCatalog } from "../output-contract/catalog.js";
import { closestName, didYouMean } from "./did-you-mean.js";
import { type TemplateChoices, templateChoices } from "./template-choices.js";
import { type Checked, describeValue, invalid, quoteList, valid } from "./text.js";
import type { TemplateSelection } from "./types.js";

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

function validPairs(choices: TemplateChoices, spelling: TemplateSpelling): string {
  return `valid pairs are ${spelling.pairShape} with layer ${spelling.names(choices.layers)} and client ${spelling.names(choices.reactiveClients)}`;
}

/** Starts with "." or contains "/" or "\\": a custom template directory rather than a built-in name. */
export const TEMPLATE_PATH = /^\.|[/\\]/;

export function isTemplatePath(value: string): boolean {
  return TEMPLATE_PATH.test(value);
}

/** `outputs`: the built-in outputs' declarations, whose ids are the names a template may be given by. */
export function checkTemplate(
  raw: unknown,
  label: string,
  outputs: OutputCatalog,
  spelling = CONFIG_SPELLING,
): Checked {
  if (typeof raw === "string") return checkTemplateString(raw, label, outputs, spelling);
  if (Array.isArray(raw)) return checkTemplatePair(raw, label, outputs, spelling);
  return invalid(
    `${label}: must be a template name, a [layer, client] pair or a template directory path (got ${describeValue(raw)})`,
  );
}

function checkTemplateString(
  name: string,
  label: string,
  outputs: OutputCatalog,
  spelling: TemplateSpelling,
): Checked {
  const choices = templateChoices(outputs);
  if (name === "") return invalid(`${label}: must not be empty`);
  if (isTemplatePath(name)) return valid({ kind: "custom", directory: name } satisfies TemplateSelection);
  if (choices.clients.includes(name))
    return valid({ kind: "builtin", client: name } satisfies TemplateSelection);
  if (choices.layers.includes(name)) {
    // A reactive layer named alone sits on its default client (fetch).
    const client = layerDeclaration(outputs, name).defaultClient;
    return valid({ kind: "builtin", client, reactive: name } satisfies TemplateSelection);
  }
  if (name.includes(",")) {
    const parts = name.split(",").map((part) => part.trim());
    return invalid(`${label}: write a pair as an array, [${quoteList(parts)}] (got ${describeValue(name)})`);
  }
  return invalid(
    `${label}: unknown template ${describeValue(name)}${didYouMean(suggestName(name, choices))}; use one of ${spelling.names(builtinNames(choices))}, ` +
      `a pair such as ${spelling.instead(spelling.pair("swr", "axios"))}, or a directory path such as ${spelling.instead(spelling.path(`./${name}`))}`,
  );
}

function checkTemplatePair(
  pair: readonly unknown[],
  label: string,
  outputs: OutputCatalog,
  spelling: TemplateSpelling,
): Checked {
  const choices = templateChoices(outputs);
  const [layer, client] = pair;
  if (pair.length !== 2 || typeof layer !== "string" || typeof client !== "string") {
    return invalid(
      `${label}: a template pair must be two names, [layer, client], such as ["swr", "axios"] (got ${JSON.stringify(pair)})`,
    );
  }
  const isLayer = choices.layers.includes(layer);
  if (isLayer && choices.reactiveClients.includes(client)) {
    return valid({ kind: "builtin", client, reactive: layer } satisfies TemplateSelection);
  }
  if (isLayer && isTemplatePath(client)) {
    return valid({ kind: "custom", directory: client, reactive: layer } satisfies TemplateSelection);
  }
  return invalid(
    `${label}: ${pairProblem(layer, client, outputs, spelling)}; ${validPairs(choices, spelling)}`,
  );
}

/** What is wrong with a pair that is not a valid combination, most specific first. */
function pairProblem(
  layer: string,
  client: string,
  outputs: OutputCatalog,
  spelling: TemplateSpelling,
): string {
  const choices = templateChoices(outputs);
  const isLayer = (name: string) => choices.layers.includes(name);
  const pair = spelling.pair(layer, client);
  if (choices.reactiveClients.includes(layer) && isLayer(client)) {
    return `${pair} is in the wrong order: the reactive layer comes first, ${spelling.instead(spelling.pair(client, layer))}`;
  }
  const unknown = [layer, client].find((name) => !builtinNames(choices).includes(name));
  if (unknown !== undefined)
    return `unknown template ${describeValue(unknown)}${didYouMean(suggestName(unknown, choices))} in ${pair}`;
  if (!isLayer(layer))
    return `${pair}: the first entry must be a reactive layer, not ${describeValue(layer)}`;
  if (isLayer(client))
    return `${pair}: the second entry must be an HTTP client, not ${describeValue(client)}`;
  const declaration = findClient(outputs, client);
  const reason = declaration && !declaration.hooks.supported ? ` (${declaration.hooks.reason})` : "";
  return `${pair}: ${describeValue(layer)} cannot use ${describeValue(client)}${reason}`;
}

/** Every built-in name, clients first. */
function builtinNames(choices: TemplateChoices): readonly string[] {
  return [...choices.clients, ...choices.layers];
}

function suggestName(name: string, choices: TemplateChoices): string | undefined {
  return closestName(name, new Map(builtinNames(choices).map((builtin) => [builtin, builtin])));
}
