/**
 * Conformance, requests that match the description: for real descriptions (fixtures/conformance/, see its
 * README), typewright generates a client, calls every operation of every client group with arguments sampled
 * from the description's schemas, and an independent request validator judges every request that reaches the
 * loopback server against the description. A rejected request or a call that sends nothing fails the test.
 *
 * The judge is express-openapi-validator (test/support/conformance/request-validator.ts): maintained, in
 * process, ajv underneath (draft-04 rules for 3.0, 2020-12 for 3.1), and it looks at the request as a server
 * does: route and method, path/query/header/cookie parameters with their styles, the Content-Type against the
 * declared media types, and the body after express's JSON, urlencoded and raw parsers and multer for
 * multipart. openapi-backend was the other candidate; it validates only bodies already parsed to objects
 * (whatever their media type), never the Content-Type, and with draft-07 rules for 3.1 too. Prism needs
 * Node 24. Swagger 2.0 descriptions reach the validator through swagger2openapi, never typewright's loader.
 * It refuses `openapi: 3.2.0`: a 3.2 description is judged as a copy marked 3.1.1 (conformance/description.ts).
 *
 * The generator's plan is read only to learn which argument is which parameter or body; what is sent is
 * judged by the validator alone. Where the validator is wrong, the description contradicts itself or the
 * platform, or the behaviour contract (generator-spec.md) chooses otherwise, the exclusion is written below with
 * its reason. Generator defects are never excluded.
 */
import { describe, expect, it } from "vitest";
import { loadValidatorDescription } from "../support/conformance/description.js";
import { startRequestValidator } from "../support/conformance/request-validator.js";
import {
  type ArgumentStyle,
  type ConformanceTemplate,
  type Finding,
  formatFindings,
  runConformance,
} from "../support/conformance/run-conformance.js";
import { fixturePath } from "../support/generated-module.js";
import type { RecordedRequest } from "../support/http-server.js";

const FIXTURES = [
  "swaggie-petstore-v3.yml",
  "hey-api-full-3.1.yaml",
  "hey-api-content-media-type.yaml",
  "hey-api-headers.yaml",
  "dropbox-core.json",
  "hey-api-form-data.json",
  // typewright's own: OpenAPI's style examples table, Swagger's collectionFormat, OpenAPI 3.2, Stripe's forms.
  "../clients/parameter-styles.yaml",
  "../clients/collection-formats.yaml",
  "typewright-3.2.yaml",
  "../clients/form-encodings.yaml",
];

/** Each template with positional arguments, and with one object of the description's names. */
const RUNS: [ConformanceTemplate, ArgumentStyle][] = [
  ["fetch", "positional"],
  ["axios", "positional"],
  ["fetch", "object"],
  ["axios", "object"],
];

interface Exclusion {
  fixture: string;
  /** Every template when absent. */
  template?: ConformanceTemplate;
  methodName: string;
  kind: Finding["kind"];
  /** For `rejected`: every one of the validator's errors must match, so a new error still fails. */
  problem?: RegExp;
  reason: string;
  /**
   * A generator defect that is known and scheduled (the issue that fixes it). It is listed, not hidden: the
   * test fails when it no longer occurs, so the entry must go when the fix lands.
   */
  knownDefect?: string;
}

const EXCLUSIONS: Exclusion[] = [
  {
    fixture: "swaggie-petstore-v3.yml",
    methodName: "updatePet",
    kind: "rejected",
    problem: /^\/body\/(category|tags\/0): must be object$/,
    reason:
      "validator limitation: in an application/x-www-form-urlencoded body without `encoding`, an object-valued " +
      "property is sent as JSON text (Encoding Object: contentType defaults to application/json for objects, and " +
      "applies when no `style` is given); express-openapi-validator decodes such JSON for multipart but not for " +
      "urlencoded bodies",
  },
  {
    fixture: "hey-api-full-3.1.yaml",
    methodName: "multipartRequest",
    kind: "rejected",
    problem: /^\/body\/data: must (be object|be null|match exactly one schema in oneOf)$/,
    reason:
      "validator limitation: it parses JSON-valued multipart fields only when the property's own `type` is " +
      "object or array (its source marks oneOf/anyOf/allOf as a TODO); `data` is `oneOf: [ModelWithString, null]` " +
      "and arrives as the JSON text the Encoding Object asks for",
  },
  ...["collectionFormat", "types"].map(
    (methodName): Exclusion => ({
      fixture: "hey-api-full-3.1.yaml",
      methodName,
      kind: "rejected",
      problem: /^\/query\/parameterArray\w*: must be array,null$/,
      reason:
        "validator limitation: it turns a repeated (or single) query value into an array only when the type is " +
        'exactly "array"; the 3.1 type list `[array, "null"]` leaves a one-item array a string',
    }),
  ),
  ...["nonAsciiæøåÆØÅöôêÊ字符串", "putWithFormUrlEncoded"].map(
    (methodName): Exclusion => ({
      fixture: "hey-api-full-3.1.yaml",
      methodName,
      kind: "rejected",
      problem: /: not found$/,
      reason:
        "validator limitation: its router compares the percent-encoded request path with the raw non-ASCII path " +
        "template and finds no route; the client percent-encodes UTF-8 as RFC 3986 asks",
    }),
  ),
  ...[
    { methodName: "_import", problem: /^\/body: must match exactly one schema in oneOf$/ },
    { methodName: "complexParams", problem: /^\/body\/parameters: must match exactly one schema in oneOf$/ },
  ].map(
    ({ methodName, problem }): Exclusion => ({
      fixture: "hey-api-full-3.1.yaml",
      methodName,
      kind: "rejected",
      problem,
      reason:
        "the description's oneOf is not exclusive: its members are objects without required properties (all but " +
        "one), so every natural value of the first member matches several; the value sent is valid against the " +
        "member it was sampled from",
    }),
  ),
  {
    fixture: "hey-api-full-3.1.yaml",
    methodName: "getApiVApiVersionSimpleOperation",
    kind: "rejected",
    problem: /^\/params\/foo_param: must have required property 'foo_param'$/,
    reason:
      "the description contradicts itself: GET /api/v{api-version}/simple:operation declares a required path " +
      "parameter foo_param that its path template does not contain, so no request can carry it",
  },
  {
    fixture: "hey-api-full-3.1.yaml",
    methodName: "deleteFoo",
    kind: "rejected",
    problem: /^\/headers\/x-foo-bar: must be object$/,
    reason:
      "validator limitation: a header parameter described by `content: application/json` arrives as its JSON " +
      "text, and the validator never parses it (its content handler maps the location to the request field " +
      "twice, so the lookup finds nothing); the runtime tests assert that exact text on every template",
  },
  {
    fixture: "hey-api-full-3.1.yaml",
    methodName: "deprecatedCall",
    kind: "rejected",
    problem: /^\/headers\/parameter: must (be object|be null|match exactly one schema in oneOf)$/,
    reason:
      "validator limitation: an object-valued header arrives in OpenAPI's simple style (`prop,string`), and the " +
      "validator decodes object styles for query parameters only; the runtime tests assert the simple form",
  },
  ...[
    { fixture: "hey-api-headers.yaml", methodName: "getFoo" },
    { fixture: "hey-api-full-3.1.yaml", methodName: "getCallWithOptionalParam" },
  ].map(
    ({ fixture, methodName }): Exclusion => ({
      fixture,
      template: "fetch",
      methodName,
      kind: "never-arrived",
      reason:
        "platform: the description gives a GET operation a request body, and the fetch standard refuses to send " +
        "one (TypeError before any byte is sent); axios sends it and is judged",
    }),
  ),
];

/**
 * Styled values the validator cannot decode; each arrives as the specification's style example says, which the
 * runtime tests assert byte for byte on every template (test/support/parameter-style-scenarios.ts).
 */
const STYLE_VALIDATOR_LIMITS: Exclusion[] = [
  ...[
    ...["SimpleFalse", "SimpleTrue", "LabelFalse", "LabelTrue", "MatrixFalse", "MatrixTrue"].map(
      (cell) => `path${cell}Object`,
    ),
    ...["headerSimpleFalseObject", "headerSimpleTrueObject", "cookieFormFalseObject"],
  ].map(
    (methodName): Exclusion => ({
      fixture: "../clients/parameter-styles.yaml",
      methodName,
      kind: "rejected",
      problem: /^\/(params\/p0|headers\/x-color|cookies\/color): must be object$/,
      reason:
        "validator limitation: it decodes object-valued parameters in the query only; in a path, header or " +
        "cookie the object arrives in its style (`R,100,G,200`, `.R=100.G=200`, `;R=100;G=200`) undecoded",
    }),
  ),
  ...["pathLabelFalseArray", "pathMatrixFalseArray"].map(
    (methodName): Exclusion => ({
      fixture: "../clients/parameter-styles.yaml",
      methodName,
      kind: "rejected",
      problem: /^\.query\.p0: Parameter 'style' has incorrect value '(label|matrix)' for \[p0\]$/,
      reason:
        "validator limitation: it refuses the label and matrix styles for a non-exploded array path parameter " +
        "(and reports it as a query parameter), though OpenAPI defines both (`.blue,black`, `;color=blue,black`)",
    }),
  ),
  ...["querySpaceDelimitedFalseObject", "queryPipeDelimitedFalseObject"].map(
    (methodName): Exclusion => ({
      fixture: "../clients/parameter-styles.yaml",
      methodName,
      kind: "rejected",
      problem: /^\/query\/color: must be object$/,
      reason:
        "validator limitation: it splits spaceDelimited and pipeDelimited values into arrays only; OpenAPI's " +
        "style table defines them for objects too (`color=R%20100%20G%20200`, `color=R|100|G|200`)",
    }),
  ),
  {
    fixture: "../clients/collection-formats.yaml",
    methodName: "getDelimited",
    kind: "rejected",
    problem: /^\.query\.X-(Ssv|Pipes|Tsv): Parameter 'style' has incorrect value 'undefined' for \[X-\w+\]$/,
    reason:
      "validator limitation: it refuses the delimited styles Swagger 2.0's ssv, pipes and tsv give a header " +
      "parameter (OpenAPI 3 defines only simple there); the runtime tests assert the bytes on every template",
  },
  {
    fixture: "../clients/parameter-styles.yaml",
    methodName: "listFields",
    kind: "rejected",
    problem: /^\/query\/filter\.\w: Unknown query parameter/,
    reason:
      "the behaviour contract: `filter` states no style, so it is sent the `queryParamsSerialization` way " +
      "(`filter.R=100`) next to `fields`, which states `explode: false` and is sent `fields=a,b` as OpenAPI says",
  },
];

/**
 * Parameters that state no `style`/`explode` follow the contract's `queryParamsSerialization`
 * (generator-spec.md, "queryParamsSerialization": an object value `k` with key `n` is sent `k.n=v` by default,
 * `k[n]=v` with allowDots false). OpenAPI's own default for them is `form` + explode (`n=v`), which the validator
 * applies; typewright keeps the contract's rule for exactly these parameters, so the difference is by decision.
 */
const CONTRACT_QUERY_OBJECTS: Exclusion[] = [
  { methodName: "postCallWithOptionalParam", problem: /^required value must be \["array"\]$/ },
  ...["callWithDefaultParameters", "callWithDefaultOptionalParameters"].map((methodName) => ({
    methodName,
    problem: /^\/query\/parameterModel\.prop: Unknown query parameter/,
  })),
  { methodName: "types", problem: /^\/query\/parameter\w+\.key: Unknown query parameter/ },
  { methodName: "complexTypes", problem: /^\/query\/parameter\w+(\.\w+)+: Unknown query parameter/ },
].map(
  ({ methodName, problem }): Exclusion => ({
    fixture: "hey-api-full-3.1.yaml",
    methodName,
    kind: "rejected",
    problem,
    reason:
      "the behaviour contract: an object-valued query parameter that states no style is sent the " +
      "`queryParamsSerialization` way (`parameter.page=0`), not OpenAPI's default form/explode (`page=0`)",
  }),
);

/** Known generator defects, each scheduled by the issue named; none today. */
const KNOWN_DEFECTS: Exclusion[] = [];

function matches(exclusion: Exclusion, fixture: string, template: ConformanceTemplate, finding: Finding) {
  return (
    exclusion.fixture === fixture &&
    (exclusion.template === undefined || exclusion.template === template) &&
    exclusion.methodName === finding.methodName &&
    exclusion.kind === finding.kind &&
    (exclusion.problem === undefined ||
      finding.problems.every((problem) => exclusion.problem?.test(problem) ?? true))
  );
}

function isExcluded(fixture: string, template: ConformanceTemplate, finding: Finding): boolean {
  return [...EXCLUSIONS, ...STYLE_VALIDATOR_LIMITS, ...CONTRACT_QUERY_OBJECTS, ...KNOWN_DEFECTS].some(
    (exclusion) => matches(exclusion, fixture, template, finding),
  );
}

describe("generated clients send requests that match the description (independent validator)", () => {
  for (const [template, argumentStyle] of RUNS) {
    for (const fixture of FIXTURES) {
      const style = argumentStyle === "object" ? ", object arguments" : "";
      it(`${fixture} × ${template}${style}`, async () => {
        const result = await runConformance(`fixtures/conformance/${fixture}`, template, argumentStyle);
        // Guards against a run that judged nothing (a broken harness would otherwise pass).
        expect(result.calls).toBeGreaterThan(0);
        expect(result.judged).toBeGreaterThan(0);
        const failures = result.findings.filter((finding) => !isExcluded(fixture, template, finding));
        const fixed = KNOWN_DEFECTS.filter(
          (known) =>
            known.fixture === fixture &&
            !result.findings.some((finding) => matches(known, fixture, template, finding)),
        ).map((known) => `${known.methodName} (${known.knownDefect})`);
        expect(fixed, "known defects that no longer occur: remove them from KNOWN_DEFECTS").toEqual([]);
        if (failures.length > 0) {
          throw new Error(
            `${failures.length} of ${result.calls} calls do not match ${fixture} (${template}):\n\n${formatFindings(failures)}`,
          );
        }
      });
    }
  }
});

/** The judge must be able to say no, or the tests above prove nothing. */
describe("the request validator of the conformance tests", () => {
  function request(
    method: string,
    url: string,
    headers: Record<string, string> = {},
    body = "",
  ): RecordedRequest {
    const queryStart = url.indexOf("?");
    return {
      method,
      url,
      path: queryStart === -1 ? url : url.slice(0, queryStart),
      query: queryStart === -1 ? "" : url.slice(queryStart + 1),
      headers,
      body: Buffer.from(body),
    };
  }

  it("accepts requests that match the description and rejects each kind of mismatch", async () => {
    const { document } = await loadValidatorDescription(fixturePath("conformance/swaggie-petstore-v3.yml"));
    const validator = await startRequestValidator(document);
    const json = { "content-type": "application/json" };
    try {
      const verdicts = async (...requests: RecordedRequest[]) =>
        Promise.all(requests.map(async (sent) => (await validator.judge(sent)).accepted));
      expect(
        await verdicts(
          request("GET", "/v3/pet/find?status=sold&page=2&registrationDate=2026-01-02"),
          request("POST", "/v3/pet", json, '{"name":"Rex","photoUrls":["u"]}'),
          request("DELETE", "/v3/pet/7", { api_key: "k" }),
        ),
      ).toEqual([true, true, true]);
      expect(
        await verdicts(
          request("GET", "/v3/pet/find?page=two"), // query type
          request("GET", "/v3/pet/find?status=lost"), // enum
          request("GET", "/v3/pet/find?registrationDate=2026-01-02T00%3A00%3A00.000Z"), // format date
          request("GET", "/v3/pet/find?unknown=1"), // undeclared query parameter
          request("POST", "/v3/pet", json, '{"photoUrls":["u"]}'), // missing required property
          request("POST", "/v3/pet", json, '{"name":"Rex","photoUrls":"u"}'), // body property type
          request("POST", "/v3/pet", { "content-type": "text/plain" }, "Rex"), // undeclared media type
          request("GET", "/v3/pet/seven"), // path parameter type
          request("PATCH", "/v3/pet"), // undeclared method
          request("GET", "/v3/no-such-path"), // undeclared path
          request("GET", "/no-such-base/pet/find"), // outside the server's base path
        ),
      ).toEqual(Array(11).fill(false));
    } finally {
      await validator.close();
    }
  });

  it("judges QUERY in a 3.2 description: a matching filter, a species not in the enum, an undeclared method", async () => {
    const described = await loadValidatorDescription(fixturePath("conformance/typewright-3.2.yaml"));
    const validator = await startRequestValidator(described.document);
    const search = (method: string, body: string) =>
      validator.judge(request(method, "/v1/pets/search", { "content-type": "application/json" }, body));
    const cat = '{"species":["cat"]}';
    try {
      const verdicts = [search("QUERY", cat), search("QUERY", '{"species":["bird"]}'), search("POST", cat)];
      expect((await Promise.all(verdicts)).map((verdict) => verdict.accepted)).toEqual([true, false, false]);
    } finally {
      await validator.close();
    }
  });

  it("judges multipart files and cookie parameters", async () => {
    const files = await loadValidatorDescription(fixturePath("conformance/hey-api-content-media-type.yaml"));
    const full = await loadValidatorDescription(fixturePath("conformance/hey-api-full-3.1.yaml"));
    const filesValidator = await startRequestValidator(files.document);
    const fullValidator = await startRequestValidator(full.document);
    const boundary = "conformance-boundary";
    const multipart = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.bin"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\nbytes\r\n--${boundary}--\r\n`;
    const form = { "content-type": `multipart/form-data; boundary=${boundary}` };
    const callWithParameters = (cookie: string) =>
      request(
        "POST",
        "/base/api/v1/parameters/p?foo_ref_enum=foo&foo_all_of_enum=foo&cursor=c",
        { cookie, parameterheader: "h", "content-type": "application/json" },
        "{}",
      );
    try {
      expect((await filesValidator.judge(request("POST", "/upload", form, multipart("file")))).accepted).toBe(
        true,
      );
      expect(
        (await filesValidator.judge(request("POST", "/upload", form, multipart("other")))).accepted,
      ).toBe(false);
      expect((await fullValidator.judge(callWithParameters("parameterCookie=c"))).accepted).toBe(true);
      expect((await fullValidator.judge(callWithParameters("other=c"))).accepted).toBe(false);
    } finally {
      await filesValidator.close();
      await fullValidator.close();
    }
  });
});
