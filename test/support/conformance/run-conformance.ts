/**
 * One conformance run: generate a client for a description, call every operation of every client group
 * with sampled arguments against a recording server, and have the independent validator judge each
 * request that arrived. Returns what went wrong; the test decides what fails.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { resolveOptions } from "../../../src/config/resolve-options.js";
import { loadSpec } from "../../../src/load/load-spec.js";
import { buildModel } from "../../../src/model/build-model.js";
import type { PlannedArgument, PlannedGroup } from "../../../src/plan/operation-plan-types.js";
import { planOutput } from "../../../src/plan/plan-output.js";
import { BUILTIN_OUTPUTS, resolveTemplate } from "../../../src/templates/registry.js";
import { importGenerated } from "../generated-module.js";
import { type RecordedRequest, startRecordingServer } from "../http-server.js";
import {
  type DescribedOperation,
  describedOperation,
  IGNORED_HEADER_PARAMETERS,
  isObject,
  type JsonObject,
  loadValidatorDescription,
  parameterKey,
} from "./description.js";
import { startRequestValidator, type Verdict } from "./request-validator.js";
import { SchemaSampler } from "./sample-values.js";

const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

export type ConformanceTemplate = "fetch" | "axios";
/** How the client takes its arguments (the option `argumentStyle`). */
export type ArgumentStyle = "positional" | "object";

export interface Finding {
  /**
   * `rejected`: the validator rejected a request. `never-arrived`: the call sent nothing. `ignored-header`: the
   * method takes an argument for a header parameter that OpenAPI says to ignore (the request is judged too).
   */
  kind: "rejected" | "never-arrived" | "ignored-header";
  /** `petClient.addPet (POST /pet)`. */
  operation: string;
  methodName: string;
  /** Empty for `never-arrived`. */
  request?: RecordedRequest;
  /** The validator's problems, or the client's error when nothing arrived. */
  problems: string[];
}

export interface ConformanceResult {
  /** Operations called. */
  calls: number;
  /** Requests the validator judged. */
  judged: number;
  findings: Finding[];
}

type ClientMethod = (...args: unknown[]) => Promise<unknown>;
type GeneratedModule = Record<string, Record<string, ClientMethod> | undefined>;

/** `fixture` is relative to the repository, e.g. `fixtures/conformance/hey-api-headers.yaml`. */
export async function runConformance(
  fixture: string,
  template: ConformanceTemplate,
  argumentStyle: ArgumentStyle = "positional",
): Promise<ConformanceResult> {
  const { document } = await loadValidatorDescription(path.join(REPO_ROOT, fixture));
  const groups = await plannedGroups(fixture, template, argumentStyle);
  const validator = await startRequestValidator(document);
  const verdicts = new Map<RecordedRequest, Verdict>();
  const server = await startRecordingServer(async (request) => {
    verdicts.set(request, await judgeSafely(validator.judge(request)));
    // Harmless for every decoding the client may expect; the client's result is not looked at.
    return { body: {} };
  });
  try {
    // Users point the client at the server's base path, as the description's `servers` give it.
    const baseUrl = `${server.url}${serverBasePath(document)}`;
    const { module } = await importGenerated<GeneratedModule>(fixture, { template, baseUrl, argumentStyle });
    const sampler = new SchemaSampler(document);
    const findings: Finding[] = [];
    let calls = 0;
    for (const group of groups) {
      for (const planned of group.operations) {
        const { method, path: route } = planned.operation;
        const operation = `${group.clientName}.${planned.methodName} (${method} ${route})`;
        const client = module[group.clientName];
        const call = client?.[planned.methodName];
        if (!call) throw new Error(`the generated module has no ${operation}`);
        // The model holds the method as sent (`GET`); the description keys its fixed fields in lower case.
        const described = describedOperation(document, method.toLowerCase(), route);
        const ignoredHeader = (name: string, header: string) => {
          findings.push({
            kind: "ignored-header",
            operation,
            methodName: planned.methodName,
            problems: [
              `argument \`${name}\` sends the header ${header}, a parameter OpenAPI says SHALL be ignored`,
            ],
          });
          // A value that contradicts the body's media type: if the client sends it, the validator says so.
          return IGNORED_HEADER_PROBE;
        };
        const args = planned.arguments.map((argument) => {
          if (argument.kind === "object") {
            return sampleObject(argument, described, sampler, (property, header) =>
              ignoredHeader(`${argument.name}.${property}`, header),
            );
          }
          const ignored = ignoredHeaderOf(argument);
          if (ignored === undefined) return sampleArgument(argument, described, sampler);
          return ignoredHeader(argument.name, ignored);
        });
        const before = server.requests.length;
        calls++;
        const outcome = await Promise.resolve()
          .then(() => call.apply(client, args))
          .then(
            () => undefined,
            (error: unknown) => error,
          );
        const arrived = server.requests.slice(before);
        if (arrived.length === 0) {
          findings.push({
            kind: "never-arrived",
            operation,
            methodName: planned.methodName,
            problems: [`the client sent nothing: ${describeError(outcome)}`],
          });
        }
        for (const request of arrived) {
          const verdict = verdicts.get(request);
          if (verdict?.accepted) continue;
          findings.push({
            kind: "rejected",
            operation,
            methodName: planned.methodName,
            request,
            problems: verdict?.problems ?? ["no verdict was recorded for this request"],
          });
        }
      }
    }
    return { calls, judged: verdicts.size, findings };
  } finally {
    await server.close();
    await validator.close();
  }
}

/**
 * Only to learn each method's arguments (which parameter or body each position is): the generator's plan,
 * made with the same options as the generated client. What is sent is judged by the validator alone.
 */
async function plannedGroups(
  fixture: string,
  template: ConformanceTemplate,
  argumentStyle: ArgumentStyle,
): Promise<PlannedGroup[]> {
  const options = resolveOptions(
    { src: path.join(REPO_ROOT, fixture), template, argumentStyle },
    BUILTIN_OUTPUTS,
    { requireOut: false },
  );
  const [spec, templates] = await Promise.all([loadSpec(options.src), resolveTemplate(options.template)]);
  return planOutput(buildModel(spec), options, templates.outputs).groups;
}

/** Passed for an `Accept` / `Content-Type` / `Authorization` argument. */
const IGNORED_HEADER_PROBE = "text/x-conformance-probe";

function ignoredHeaderOf(argument: PlannedArgument): string | undefined {
  return argument.kind === "parameter" ? ignoredHeaderName(argument.planned.parameter) : undefined;
}

function ignoredHeaderName(parameter: { name: string; in: string }): string | undefined {
  const ignored = parameter.in === "header" && IGNORED_HEADER_PARAMETERS.has(parameter.name.toLowerCase());
  return ignored ? parameter.name : undefined;
}

/** `argumentStyle: "object"`: every parameter under its key, the body under its own. */
function sampleObject(
  argument: Extract<PlannedArgument, { kind: "object" }>,
  described: DescribedOperation,
  sampler: SchemaSampler,
  ignoredHeader: (property: string, header: string) => unknown,
): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const planned of argument.properties) {
    const ignored = ignoredHeaderName(planned.parameter);
    object[planned.name] =
      ignored === undefined
        ? sampleParameter(planned.parameter, described, sampler)
        : ignoredHeader(planned.name, ignored);
  }
  if (argument.body) object[argument.body.name] = sampleArgument(argument.body, described, sampler);
  return object;
}

function sampleArgument(argument: PlannedArgument, described: DescribedOperation, sampler: SchemaSampler) {
  switch (argument.kind) {
    case "object":
      throw new Error("the object argument is sampled by sampleObject");
    case "parameter":
      return sampleParameter(argument.planned.parameter, described, sampler);
    case "query":
      return Object.fromEntries(
        argument.properties.map((planned) => [
          planned.name,
          sampleParameter(planned.parameter, described, sampler),
        ]),
      );
    case "body": {
      if (!described.bodyContent.has(argument.mediaType)) {
        throw new Error(
          `the validator's description has no ${argument.mediaType} body (it has ${[...described.bodyContent.keys()].join(", ")})`,
        );
      }
      return sampler.sample(described.bodyContent.get(argument.mediaType));
    }
  }
}

function sampleParameter(
  parameter: { name: string; in: string },
  described: DescribedOperation,
  sampler: SchemaSampler,
): unknown {
  const key = parameterKey(parameter.in, parameter.name);
  const match = described.parameters.find((candidate) => parameterKey(candidate.in, candidate.name) === key);
  // A placeholder the description declares no parameter for is one typewright adds, a string
  // (docs/behaviour.md, "Parameters a description gets wrong"); the validator then judges the path it fills.
  if (!match && parameter.in === "path") return sampler.sample({ type: "string" });
  if (!match)
    throw new Error(`the validator's description has no ${parameter.in} parameter ${parameter.name}`);
  return sampler.sample(match.schema);
}

/** The path of the first server URL (`/v3`, or `/1` of `https://api.dropbox.com/1`), variables at their default. */
function serverBasePath(document: JsonObject): string {
  const server = Array.isArray(document.servers) ? document.servers[0] : undefined;
  if (!isObject(server) || typeof server.url !== "string") return "";
  const variables = isObject(server.variables) ? server.variables : {};
  const url = server.url.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const variable = variables[name];
    return isObject(variable) && typeof variable.default === "string" ? variable.default : "";
  });
  return new URL(url, "http://placeholder").pathname.replace(/\/+$/, "");
}

async function judgeSafely(verdict: Promise<Verdict>): Promise<Verdict> {
  try {
    return await verdict;
  } catch (error) {
    return {
      accepted: false,
      status: 0,
      problems: [`the validator could not be asked: ${describeError(error)}`],
    };
  }
}

function describeError(error: unknown): string {
  if (error === undefined) return "the call resolved";
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (cause: ${error.cause.message})` : "";
    return `${error.name}: ${error.message}${cause}`;
  }
  return String(error);
}

/** A readable account of every finding: operation, request as received, and the validator's words. */
export function formatFindings(findings: readonly Finding[]): string {
  return findings
    .map((finding) => {
      const lines = [`${FINDING_TITLES[finding.kind]} ${finding.operation}`];
      if (finding.request) lines.push(...describeRequest(finding.request));
      const speaker = finding.kind === "rejected" ? "validator" : "harness";
      lines.push(...finding.problems.map((problem) => `    ${speaker}: ${problem}`));
      return lines.join("\n");
    })
    .join("\n\n");
}

const FINDING_TITLES: Record<Finding["kind"], string> = {
  rejected: "REJECTED",
  "never-arrived": "NEVER ARRIVED",
  "ignored-header": "IGNORED HEADER AS ARGUMENT",
};

function describeRequest(request: RecordedRequest): string[] {
  const lines = [`    request: ${request.method} ${request.url}`];
  const shown = Object.entries(request.headers).filter(
    ([name]) =>
      name === "content-type" || name === "cookie" || name.startsWith("x-") || !STANDARD_HEADERS.has(name),
  );
  for (const [name, value] of shown) lines.push(`    ${name}: ${value}`);
  if (request.body.length > 0) {
    const text = request.body.toString("utf8");
    lines.push(
      `    body: ${text.length > 400 ? `${text.slice(0, 400)}… (${request.body.length} bytes)` : text}`,
    );
  }
  return lines;
}

/** Headers every client sends on its own; leaving them out keeps the report on what the description governs. */
const STANDARD_HEADERS = new Set([
  "host",
  "connection",
  "accept",
  "accept-encoding",
  "accept-language",
  "user-agent",
  "content-length",
  "sec-fetch-mode",
  "transfer-encoding",
]);
