/**
 * A description whose operations take request types: GitHub-like issues, two `create` methods in two groups, a
 * body named like a runtime type, a colliding schema.
 */
import { describeApi, type Json } from "./plan-of.js";

const ok = { "204": { description: "done" } };
const json = (schema: Json) => ({ "application/json": { schema } });
const query = (name: string, fields: Json = {}) => ({
  name,
  in: "query",
  schema: { type: "string" },
  ...fields,
});
const pathParameter = (name: string) => ({ name, in: "path", required: true, schema: { type: "string" } });

export const API = describeApi(
  {
    "/repos/{owner}/{repo}/issues": {
      parameters: [pathParameter("owner"), pathParameter("repo")],
      get: {
        tags: ["issues"],
        operationId: "issues/list-for-repo",
        parameters: [
          query("state", {
            description: "Indicates the state of the issues to return.",
            schema: { type: "string", enum: ["open", "closed"], default: "open" },
          }),
          query("labels", { description: "Label names, comma separated.", deprecated: true }),
          query("per_page", { schema: { type: "integer" } }),
        ],
        responses: ok,
      },
      post: {
        tags: ["issues"],
        operationId: "issues/create",
        requestBody: {
          required: true,
          description: "The issue to open.",
          content: json({
            type: "object",
            required: ["title"],
            properties: { title: { type: "string", description: "The title of the issue." } },
          }),
        },
        // The schema named like the body is declared: the response names it.
        responses: {
          "201": { description: "created", content: json({ $ref: "#/components/schemas/IssuesCreateBody" }) },
        },
      },
    },
    "/pets": {
      post: {
        tags: ["pets"],
        operationId: "create",
        requestBody: { content: json({ $ref: "#/components/schemas/Pet" }) },
        responses: ok,
      },
    },
    "/photos": {
      post: {
        tags: ["photos"],
        operationId: "create",
        requestBody: { required: true, content: { "image/png": { schema: { type: "string" } } } },
        responses: ok,
      },
    },
    "/encoded": {
      post: {
        operationId: "encodedRequest",
        requestBody: { required: true, content: { "text/plain": { schema: { type: "string" } } } },
        responses: ok,
      },
    },
  },
  {
    IssuesCreateBody: { type: "object", properties: { legacy: { type: "boolean" } } },
    Pet: { type: "object", description: "A pet.", properties: { name: { type: "string" } } },
  },
);
