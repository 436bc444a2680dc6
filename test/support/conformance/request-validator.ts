/**
 * The judge of the conformance tests: express-openapi-validator, an independent and maintained request
 * validator (ajv underneath: draft-04 rules for 3.0, 2020-12 for 3.1), run in an express app of its own on
 * 127.0.0.1. Every request the client sent is replayed to it byte for byte; the app answers 204 when the
 * validator let the request through to a route of the description, and the validator's errors otherwise.
 *
 * Bodies are decoded by express's standard parsers and multer (inside the validator), as a real server
 * would; cookies by cookie-parser. None of it is typewright code.
 */
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import cookieParser from "cookie-parser";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import * as OpenApiValidator from "express-openapi-validator";
import type { RecordedRequest } from "../http-server.js";
import { dereference, isObject, type JsonObject } from "./description.js";

export interface Verdict {
  accepted: boolean;
  /** The validating app's status: 204 when accepted, the validator's 4xx otherwise. */
  status: number;
  /** Each of the validator's errors (`/query/page: must be integer`), or its message when it gives none. */
  problems: string[];
}

export interface RequestValidator {
  judge(request: RecordedRequest): Promise<Verdict>;
  close(): Promise<void>;
}

/** JSON and its relatives are parsed as JSON (`application/json`, `text/json`, `application/*+json`). */
function isJsonMediaType(mediaType: string): boolean {
  return /^(application|text)\/([\w.-]+\+)?json$/i.test(mediaType.split(";")[0]?.trim() ?? "");
}

function isFormMediaType(mediaType: string): boolean {
  const essence = mediaType.split(";")[0]?.trim().toLowerCase() ?? "";
  return essence === "multipart/form-data" || essence === "application/x-www-form-urlencoded";
}

/**
 * One validating app. `coerceFormValues`: form bodies carry only text, and the description's types apply to
 * the decoded values, so for them the validator coerces (`"1"` is the integer 1, and a key given once is an
 * array of one where the schema says array). JSON bodies are judged without coercion, so a number sent as a
 * string is still caught there.
 */
function validatingApp(document: JsonObject, coerceFormValues: boolean): express.Express {
  const app = express();
  app.use(cookieParser());
  // `strict: false`: a JSON body may be any JSON value (a description may declare `type: string`).
  app.use(
    express.json({
      type: (req) => isJsonMediaType(String(req.headers["content-type"] ?? "")),
      strict: false,
    }),
  );
  app.use(express.urlencoded({ extended: true }));
  app.use(express.text({ type: "text/*" }));
  // Everything else is bytes, except multipart, which the validator hands to multer itself.
  app.use(
    express.raw({ type: (req) => !String(req.headers["content-type"] ?? "").startsWith("multipart/") }),
  );
  app.use(
    OpenApiValidator.middleware({
      apiSpec: structuredClone(document) as never,
      validateRequests: { allErrors: true, ...(coerceFormValues ? { coerceTypes: "array" as const } : {}) },
      validateResponses: false,
      // Authentication is not what typewright generates: its clients leave credentials to the caller.
      validateSecurity: false,
      // Several fixtures are deliberately loose (e.g. a numeric `info.version`), and typewright accepts them.
      validateApiSpec: false,
      ajvFormats: { mode: "full" },
      fileUploader: {},
    }),
  );
  const accept: RequestHandler = (req, res) => {
    // The validator lets requests outside every server's base path through without looking at them.
    const matched = (req as { openapi?: unknown }).openapi !== undefined;
    if (matched) res.status(204).end();
    else
      res.status(404).json({ message: `no operation of the description matches ${req.method} ${req.path}` });
  };
  app.use(accept);
  const reportError: ErrorRequestHandler = (error, _req, res, _next) => {
    const { status, message, errors } = error as {
      status?: number;
      message?: string;
      errors?: { path?: string; message?: string }[];
    };
    res.status(status ?? 500).json({
      message: message ?? String(error),
      errors: (errors ?? []).map((entry) => `${entry.path ?? ""}: ${entry.message ?? ""}`),
    });
  };
  app.use(reportError);
  return app;
}

async function listen(app: express.Express): Promise<{ port: number; close(): Promise<void> }> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Headers that describe the recorded connection or framing, not the request; the replay sets its own. */
const HOP_BY_HOP = new Set(["host", "connection", "keep-alive", "transfer-encoding", "content-length"]);

function replay(port: number, request: RecordedRequest): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  }
  headers["content-length"] = String(request.body.length);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: "127.0.0.1", port, method: request.method, path: request.url, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

export async function startRequestValidator(document: JsonObject): Promise<RequestValidator> {
  const routable = withRoutablePaths(document);
  const strict = await listen(validatingApp(routable, false));
  const coercing = await listen(validatingApp(routable, true));
  return {
    async judge(request) {
      const contentType = request.headers["content-type"] ?? "";
      const port = isFormMediaType(contentType) ? coercing.port : strict.port;
      const { status, body } = await replay(port, request);
      if (status === 204) return { accepted: true, status, problems: [] };
      return { accepted: false, status, problems: describeProblems(body) };
    },
    async close() {
      await Promise.all([strict.close(), coercing.close()]);
    },
  };
}

function describeProblems(body: string): string[] {
  try {
    const parsed = JSON.parse(body) as { message?: string; errors?: string[] };
    // The message sums up the errors; it stands alone only when there are none (e.g. "not found").
    return parsed.errors && parsed.errors.length > 0 ? parsed.errors : [parsed.message ?? "(no message)"];
  } catch {
    return [body.slice(0, 500)];
  }
}

/** Characters path-to-regexp 8 reserves; a path template containing one unescaped cannot be routed at all. */
const RESERVED_IN_ROUTES = /[+()[\]?!]/g;

/**
 * A copy of the description whose paths express-openapi-validator can route. It turns `{job-id}` into the
 * express route `:job-id`, which path-to-regexp reads as the parameter `job` followed by the text `-id`, and
 * one path with a reserved character (`/no+tag`) makes it fail every request. So path template variables
 * are renamed (`{p0}`, `{p1}`, ... with their `in: path` parameters) and reserved characters escaped. Neither
 * the names of path parameters nor the template itself go over the wire: the client's request is judged
 * against the same operations, parameters and schemas.
 */
function withRoutablePaths(document: JsonObject): JsonObject {
  const copy = structuredClone(document);
  const paths = isObject(copy.paths) ? copy.paths : {};
  const routable: JsonObject = {};
  for (const [template, rawItem] of Object.entries(paths)) {
    const renames = new Map<string, string>();
    let route = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const renamed = renames.get(name) ?? `p${renames.size}`;
      renames.set(name, renamed);
      return `{${renamed}}`;
    });
    route = route.replace(RESERVED_IN_ROUTES, (character) => `\\${character}`);
    const item = dereference(copy, rawItem);
    if (!isObject(item)) continue;
    const renamedItem: JsonObject = {
      ...item,
      parameters: renamePathParameters(copy, item.parameters, renames),
    };
    for (const [key, operation] of Object.entries(item)) {
      if (!isObject(operation) || key === "parameters" || key.startsWith("x-")) continue;
      renamedItem[key] = {
        ...operation,
        parameters: renamePathParameters(copy, operation.parameters, renames),
      };
    }
    routable[route] = renamedItem;
  }
  copy.paths = routable;
  return copy;
}

/** Inlined (a shared component parameter may be used by other paths under its own name) and renamed. */
function renamePathParameters(
  document: JsonObject,
  parameters: unknown,
  renames: ReadonlyMap<string, string>,
) {
  if (!Array.isArray(parameters)) return undefined;
  return parameters.map((raw) => {
    const parameter = dereference(document, raw);
    if (!isObject(parameter) || parameter.in !== "path") return raw;
    const renamed = renames.get(String(parameter.name));
    return renamed === undefined ? raw : { ...parameter, name: renamed };
  });
}
