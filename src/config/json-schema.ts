/**
 * The JSON Schema of the config file (draft-07, the draft editors support best), derived from the
 * definitions table. It covers each option's type, allowed values and default; rules between options
 * and the regex check of exclude patterns are left to `resolveOptions`, which reports them with reasons.
 * The committed `schema.json` is this output; a test keeps the two equal.
 */

import type { OutputCatalog } from "../output-contract/catalog.js";
import { NOT_BLANK, PAGING_RULES } from "./check-value.js";
import {
  OPTION_DEFINITIONS,
  OPTION_GROUPS,
  type OptionValue,
  optionHelp,
  topLevelKey,
} from "./definitions.js";
import { templateChoices } from "./template-choices.js";
import { TEMPLATE_PATH } from "./template-option.js";

export type JsonSchema = { readonly [keyword: string]: unknown };

/** `outputs`: the built-in outputs' declarations, whose ids the `template` option's schema lists. */
export function buildJsonSchema(outputs: OutputCatalog): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const groupMembers = new Map<string, Record<string, JsonSchema>>();
  for (const definition of OPTION_DEFINITIONS) {
    const target = isGroupMember(definition.path)
      ? groupProperties(definition.path, properties, groupMembers)
      : properties;
    target[definition.path.split(".").at(-1) ?? definition.path] = {
      ...valueSchema(definition.value, outputs),
      description: optionHelp(definition, outputs),
      ...("default" in definition ? { default: definition.default } : {}),
    };
  }
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: "typewright configuration",
    description: "Options of typewright, the OpenAPI to TypeScript client generator (typewright -c <file>).",
    type: "object",
    additionalProperties: false,
    properties: { ...properties, configs: configsSchema(properties) },
    // `out` is only optional for the programmatic API; a config file is always for the command line. With
    // `configs`, each job may take them from the top-level defaults or give its own.
    anyOf: [
      {
        required: OPTION_DEFINITIONS.filter((definition) => "required" in definition).map(
          (definition) => definition.path,
        ),
      },
      { required: ["configs"] },
    ],
  };
}

/** `configs`: several jobs, each a full option set over the top-level defaults, with an optional name. */
function configsSchema(jobProperties: Record<string, JsonSchema>): JsonSchema {
  return {
    type: "array",
    description:
      "Several jobs in one file: each entry is a full option set; the other top-level options are defaults " +
      "that entries override. typewright -c <file> runs every job; --only <pattern> picks jobs by name or out.",
    minItems: 1,
    items: {
      type: "object",
      additionalProperties: false,
      properties: {
        name: {
          type: "string",
          pattern: NOT_BLANK.source,
          description: "Names the job in messages and for --only.",
        },
        ...jobProperties,
      },
    },
  };
}

function isGroupMember(optionPath: string): boolean {
  return topLevelKey(optionPath) !== optionPath;
}

/** The `properties` of the option's group, added where its first member appears so the table's order is kept. */
function groupProperties(
  optionPath: string,
  properties: Record<string, JsonSchema>,
  groupMembers: Map<string, Record<string, JsonSchema>>,
): Record<string, JsonSchema> {
  const group = topLevelKey(optionPath) as keyof typeof OPTION_GROUPS;
  let members = groupMembers.get(group);
  if (members === undefined) {
    members = {};
    groupMembers.set(group, members);
    const description = OPTION_GROUPS[group];
    properties[group] = { type: "object", description, additionalProperties: false, properties: members };
  }
  return members;
}

/** The text of `schema.json`: two-space indented with a final newline. */
export function jsonSchemaText(outputs: OutputCatalog): string {
  return `${JSON.stringify(buildJsonSchema(outputs), null, 2)}\n`;
}

function valueSchema(value: OptionValue, outputs: OutputCatalog): JsonSchema {
  const { clients, layers, reactiveClients } = templateChoices(outputs);
  switch (value.kind) {
    case "text":
      return { type: "string" };
    case "path":
    case "source":
      return { type: "string", pattern: NOT_BLANK.source };
    case "sources":
      return { type: "array", items: { type: "string", pattern: NOT_BLANK.source } };
    case "boolean":
      return { type: "boolean" };
    case "choice":
      return { type: "string", enum: value.choices };
    case "template":
      return {
        anyOf: [
          { type: "string", enum: [...clients, ...layers] },
          { type: "string", pattern: TEMPLATE_PATH.source },
          {
            type: "array",
            items: [
              { type: "string", enum: layers },
              {
                anyOf: [
                  { type: "string", enum: reactiveClients },
                  { type: "string", pattern: TEMPLATE_PATH.source },
                ],
              },
            ],
            minItems: 2,
            maxItems: 2,
          },
        ],
      };
    case "threshold":
      return { anyOf: [{ type: "boolean" }, { type: "integer", minimum: 0 }] };
    case "megabytes":
    case "seconds":
      return { type: "integer", minimum: 1 };
    case "patterns":
      return { type: "array", items: { type: "string", minLength: 1 } };
    case "choiceMap":
      return { type: "object", additionalProperties: { type: "string", enum: value.choices } };
    case "countMap": {
      const count = { type: "integer", minimum: 0, maximum: value.max };
      return { anyOf: [count, { type: "object", additionalProperties: count }] };
    }
    case "pagingMap": {
      const path = {
        anyOf: [{ type: "string" }, { type: "array", items: { type: "string", minLength: 1 } }],
      };
      const name = { type: "string", minLength: 1 };
      const setting = {
        type: "object",
        properties: {
          rule: { type: "string", enum: Object.keys(PAGING_RULES) },
          items: path,
          parameter: name,
          next: path,
          itemKey: name,
          pageSize: name,
          total: path,
        },
        required: ["rule"],
        additionalProperties: false,
      };
      return { type: "object", additionalProperties: { anyOf: [{ const: false }, setting] } };
    }
  }
}
