import { describe, expect, it } from "vitest";
import { isIdentifierName, isValidIdentifier, isValidTypeName } from "../../src/ast/identifiers.js";
import {
  enumMemberName,
  splitWords,
  toCamelCase,
  toMemberName,
  toPascalCase,
  toTypeName,
} from "../../src/plan/names.js";
import { clientNameFor } from "../../src/plan/plan-operations.js";

describe("identifier validity", () => {
  const rows: [string, { given: string; identifierName: boolean; value: boolean; type: boolean }][] = [
    ["a plain name", { given: "pet", identifierName: true, value: true, type: true }],
    [
      "a reserved word is a key but no binding",
      { given: "default", identifierName: true, value: false, type: false },
    ],
    ["class", { given: "class", identifierName: true, value: false, type: false }],
    ["strict-mode let", { given: "let", identifierName: true, value: false, type: false }],
    ["strict-mode static", { given: "static", identifierName: true, value: false, type: false }],
    ["strict-mode yield", { given: "yield", identifierName: true, value: false, type: false }],
    ["module-level await", { given: "await", identifierName: true, value: false, type: false }],
    ["strict-mode arguments", { given: "arguments", identifierName: true, value: false, type: false }],
    ["strict-mode eval", { given: "eval", identifierName: true, value: false, type: false }],
    ["undefined would shadow", { given: "undefined", identifierName: true, value: false, type: false }],
    ["contextual type", { given: "type", identifierName: true, value: true, type: true }],
    ["contextual async", { given: "async", identifierName: true, value: true, type: true }],
    ["contextual of", { given: "of", identifierName: true, value: true, type: true }],
    ["string is a value name only", { given: "string", identifierName: true, value: true, type: false }],
    ["number is a value name only", { given: "number", identifierName: true, value: true, type: false }],
    ["never is a value name only", { given: "never", identifierName: true, value: true, type: false }],
    ["object is a value name only", { given: "object", identifierName: true, value: true, type: false }],
    ["a global type name is valid syntax", { given: "Date", identifierName: true, value: true, type: true }],
    ["non-ASCII letters", { given: "Период", identifierName: true, value: true, type: true }],
    ["non-BMP letter", { given: "𝑥", identifierName: true, value: true, type: true }],
    ["dollar and underscore", { given: "$_a1", identifierName: true, value: true, type: true }],
    ["leading digit", { given: "1a", identifierName: false, value: false, type: false }],
    ["hyphen", { given: "a-b", identifierName: false, value: false, type: false }],
    ["private name", { given: "#a", identifierName: false, value: false, type: false }],
    ["empty", { given: "", identifierName: false, value: false, type: false }],
    ["emoji", { given: "😀", identifierName: false, value: false, type: false }],
  ];
  it.each(rows)("%s", (_name, { given, identifierName, value, type }) => {
    expect([isIdentifierName(given), isValidIdentifier(given), isValidTypeName(given)]).toEqual([
      identifierName,
      value,
      type,
    ]);
  });
});

describe("splitWords", () => {
  const rows: [string, { given: string; want: string[] }][] = [
    ["camelCase", { given: "fooBar", want: ["foo", "Bar"] }],
    ["PascalCase", { given: "FooBar", want: ["Foo", "Bar"] }],
    ["an acronym before a word", { given: "HTTPServer", want: ["HTTP", "Server"] }],
    ["an acronym at the end", { given: "getHTTP", want: ["get", "HTTP"] }],
    ["two acronyms' boundary is a guess", { given: "XMLHttpRequest", want: ["XML", "Http", "Request"] }],
    ["a plural acronym", { given: "userIDs", want: ["user", "IDs"] }],
    ["a plural acronym before a word", { given: "URLsList", want: ["URLs", "List"] }],
    ["digits stay with the word before", { given: "v2Api", want: ["v2", "Api"] }],
    ["and with the letters after", { given: "3e", want: ["3e"] }],
    ["an acronym with digits", { given: "HTTP2Server", want: ["HTTP2", "Server"] }],
    ["snake_case", { given: "foo_bar", want: ["foo", "bar"] }],
    ["kebab-case", { given: "suggested-edits", want: ["suggested", "edits"] }],
    ["dots", { given: "Event.tui.toast.show", want: ["Event", "tui", "toast", "show"] }],
    ["SCREAMING_CASE", { given: "ACTIVE_USER", want: ["ACTIVE", "USER"] }],
    ["Cyrillic after a digit", { given: "3e-num_1Период", want: ["3e", "num", "1", "Период"] }],
    [
      "a .NET generic name",
      {
        given: "Generic.Schema.Duplicate.Issue`1[System.Boolean]",
        want: ["Generic", "Schema", "Duplicate", "Issue", "1", "System", "Boolean"],
      },
    ],
    ["Danish letters", { given: "æøå", want: ["æøå"] }],
    ["combining marks stay inside the word", { given: "नमस्ते दुनिया", want: ["नमस्ते", "दुनिया"] }],
    ["caseless letters before an acronym", { given: "用户ID", want: ["用户", "ID"] }],
    ["emoji are separators", { given: "😀smile😀", want: ["smile"] }],
    ["signs are separators", { given: "+1", want: ["1"] }],
    ["nothing", { given: "--", want: [] }],
  ];
  it.each(rows)("%s", (_name, { given, want }) => {
    expect(splitWords(given)).toEqual(want);
  });
});

describe("toPascalCase and toCamelCase", () => {
  const rows: [string, { given: string; pascal: string; camel: string }][] = [
    ["kebab", { given: "suggested-edits", pascal: "SuggestedEdits", camel: "suggestedEdits" }],
    ["already Pascal", { given: "FooBar", pascal: "FooBar", camel: "fooBar" }],
    ["already camel", { given: "fooBar", pascal: "FooBar", camel: "fooBar" }],
    ["acronyms are kept in mixed case", { given: "HTTPServer", pascal: "HTTPServer", camel: "httpServer" }],
    ["JWKS", { given: "JWKS.ecdsa.PrivateKey", pascal: "JWKSEcdsaPrivateKey", camel: "jwksEcdsaPrivateKey" }],
    ["all-uppercase text is lowered", { given: "ACTIVE_USER", pascal: "ActiveUser", camel: "activeUser" }],
    ["a single all-uppercase word too", { given: "UUID", pascal: "Uuid", camel: "uuid" }],
    ["Cyrillic shouting", { given: "ЗАКАЗ_ID", pascal: "ЗаказId", camel: "заказId" }],
    ["an acronym among caseless letters", { given: "用户ID", pascal: "用户ID", camel: "用户ID" }],
    ["a mixed acronym", { given: "Pet ID", pascal: "PetID", camel: "petID" }],
    ["digit words are kept apart", { given: "1-10", pascal: "1_10", camel: "1_10" }],
    ["a version", { given: "User_v1_User", pascal: "UserV1User", camel: "userV1User" }],
    ["non-ASCII", { given: "3e-num_1Период", pascal: "3eNum1Период", camel: "3eNum1Период" }],
    ["empty gives the fallback", { given: "", pascal: "", camel: "" }],
  ];
  it.each(rows)("%s", (_name, { given, pascal, camel }) => {
    expect([toPascalCase(given), toCamelCase(given)]).toEqual([pascal, camel]);
  });

  it("uses the caller's fallback for text without words", () => {
    expect([toPascalCase("---", "Api"), toCamelCase("", "value")]).toEqual(["Api", "value"]);
  });
});

describe("toTypeName", () => {
  const rows: [string, { given: string; want: string }][] = [
    ["a leading digit gets the fallback word", { given: "400", want: "Schema400" }],
    ["a reserved word is capitalized", { given: "default", want: "Default" }],
    ["import", { given: "import", want: "Import" }],
    ["a predefined type is capitalized", { given: "string", want: "String" }],
    ["a global is left to the scope", { given: "Date", want: "Date" }],
    ["a range", { given: "1-10", want: "Schema1_10" }],
    ["a sign", { given: "-1", want: "Schema1" }],
    ["non-ASCII", { given: "3e-num_1Период", want: "Schema3eNum1Период" }],
    [
      "a .NET generic",
      {
        given: "Generic.Schema.Duplicate.Issue`1[System.Boolean]",
        want: "GenericSchemaDuplicateIssue1SystemBoolean",
      },
    ],
    ["dots", { given: "Event.tui.toast.show", want: "EventTuiToastShow" }],
    ["CJK", { given: "用户", want: "用户" }],
    ["empty", { given: "", want: "Schema" }],
    ["no words", { given: "😀", want: "Schema" }],
  ];
  it.each(rows)("%s", (_name, { given, want }) => {
    expect(toTypeName(given)).toBe(want);
  });

  it("takes another fallback word", () => {
    expect([toTypeName("", "Api"), toTypeName("2fa", "Api")]).toEqual(["Api", "Api2fa"]);
  });
});

describe("toMemberName", () => {
  const rows: [string, { given: string; want: string }][] = [
    ["a reserved word gets _", { given: "default", want: "_default" }],
    ["import", { given: "import", want: "_import" }],
    ["module-level await", { given: "await", want: "_await" }],
    ["a contextual keyword is fine", { given: "type", want: "type" }],
    ["a predefined type name is fine for a value", { given: "string", want: "string" }],
    ["a leading digit gets _", { given: "400", want: "_400" }],
    ["a range", { given: "1-10", want: "_1_10" }],
    ["kebab", { given: "suggested-edits", want: "suggestedEdits" }],
    ["an acronym first", { given: "HTTPServer", want: "httpServer" }],
    ["a header name", { given: "X-Request-ID", want: "xRequestID" }],
    ["snake", { given: "foo_bar", want: "fooBar" }],
    ["Pascal", { given: "File", want: "file" }],
    ["empty", { given: "", want: "value" }],
  ];
  it.each(rows)("%s", (_name, { given, want }) => {
    expect(toMemberName(given)).toBe(want);
  });
});

describe("enumMemberName", () => {
  const rows: [string, { given: string; original: string; pascal: string }][] = [
    ["the spec's hyphen example", { given: "org-name", original: "org-name", pascal: "OrgName" }],
    ["the spec's dot example", { given: "some.thing", original: "some.thing", pascal: "SomeThing" }],
    ["the spec's space example", { given: "not active", original: "not active", pascal: "NotActive" }],
    ["SCREAMING_CASE", { given: "ACTIVE_USER", original: "ACTIVE_USER", pascal: "ActiveUser" }],
    ["one shouted word", { given: "ACTIVE", original: "ACTIVE", pascal: "Active" }],
    ["camelCase", { given: "someValue", original: "someValue", pascal: "SomeValue" }],
    ["a mixed-case acronym", { given: "HTTPError", original: "HTTPError", pascal: "HTTPError" }],
    ["a leading digit", { given: "1st-place", original: "1st-place", pascal: "_1stPlace" }],
    ["a numeric name (TS2452)", { given: "1", original: "_1", pascal: "_1" }],
    ["a negative number", { given: "-1", original: "_-1", pascal: "Minus1" }],
    ["a positive sign", { given: "+1", original: "+1", pascal: "Plus1" }],
    ["a descending sort", { given: "-name", original: "-name", pascal: "MinusName" }],
    ["a decimal", { given: "1.5", original: "_1.5", pascal: "_1_5" }],
    ["a non-canonical number is a fine name", { given: "01", original: "01", pascal: "_01" }],
    ["Infinity is allowed by TypeScript", { given: "Infinity", original: "Infinity", pascal: "Infinity" }],
    ["a range", { given: "1-10", original: "1-10", pascal: "_1_10" }],
    ["empty", { given: "", original: "", pascal: "Empty" }],
    ["a lone hyphen", { given: "-", original: "-", pascal: "Minus" }],
    ["operators", { given: ">=", original: ">=", pascal: "GreaterThanEquals" }],
    ["an unnamed symbol", { given: "€", original: "€", pascal: "U20AC" }],
    ["non-ASCII", { given: "Период", original: "Период", pascal: "Период" }],
    ["a keyword", { given: "default", original: "default", pascal: "Default" }],
  ];
  it.each(rows)("%s", (_name, { given, original, pascal }) => {
    expect([enumMemberName(given, "original"), enumMemberName(given, "PascalCase")]).toEqual([
      original,
      pascal,
    ]);
  });
});

describe("clientNameFor: servicePrefix is prepended as written (<Prefix><Tag>Client)", () => {
  const table: [tag: string, prefix: string, want: string][] = [
    ["pet", "", "petClient"],
    ["pet store", "", "petStoreClient"],
    ["pet", "My", "MyPetClient"],
    ["pet store", "My", "MyPetStoreClient"],
    ["pets", "Acme", "AcmePetsClient"],
    ["default", "Acme", "AcmeDefaultClient"],
    ["pet", "api", "apiPetClient"],
    ["pet", "1x", "_1xPetClient"],
  ];
  it.each(table)("%s with prefix %j → %s", (tag, prefix, want) => {
    expect(clientNameFor(tag, prefix)).toBe(want);
  });
});
