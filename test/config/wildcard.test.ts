import { describe, expect, it } from "vitest";
import { regexReason, wildcardFromRegex, wildcardMatch } from "../../src/config/wildcard.js";

describe("wildcardMatch", () => {
  const table: [pattern: string, name: string, matches: boolean][] = [
    ["admin", "admin", true],
    ["admin", "Admin", false],
    ["admin", "admins", false],
    ["", "", true],
    ["", "a", false],
    ["*", "", true],
    ["*", "anything at all", true],
    ["**", "a/b", true],
    ["admin*", "admin", true],
    ["admin*", "adminUsers", true],
    ["admin*", "admin/users", true],
    ["*users", "admin/users", true],
    ["admin/*", "admin/users/list", true],
    ["Admin*", "adminX", false],
    ["a?b", "a/b", true],
    ["a?b", "ab", false],
    ["a?b", "abbb", false],
    ["?", "é", true],
    ["?", "🐱", true],
    ["get?ser", "getUser", true],
    ["*a*b*c*", "xaybzc", true],
    ["*a*b*c*", "xcybza", false],
    ["a*a", "a", false],
    ["a*a", "aa", true],
    ["a*b*a", "aba", true],
    ["*.v1", "pets.v1", true],
    ["pets.v1*", "petsXv1", false],
    ["[abc]", "a", false],
    ["[abc]", "[abc]", true],
    ["{a,b}", "a", false],
    ["{a,b}", "{a,b}", true],
    ["!admin", "pets", false],
    ["!admin", "!admin", true],
    ["#tag", "#tag", true],
    ["a\\*b", "a*b", false],
    ["a\\*b", "a\\xb", true],
    ["a//b", "a/b", false],
    ["pet store", "pet store", true],
    ["what??", "what!!", true],
    ["*List", "petList", true],
    ["*List", "petList2", false],
  ];
  it.each(table)("%j against %j → %s", (pattern, name, matches) => {
    expect(wildcardMatch(pattern, name)).toBe(matches);
  });

  it("has no backtracking blow-up on *a*a*a*…b against a long run of a", () => {
    const pattern = `${"*a".repeat(30)}*b`;
    const name = "a".repeat(20_000);
    const started = performance.now();
    expect(wildcardMatch(pattern, name)).toBe(false);
    expect(wildcardMatch(pattern, `${name}b`)).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("regexReason", () => {
  const regexes: [pattern: string, reason: RegExp][] = [
    ["admin.*", /"\.\*" or "\.\+"/],
    ["get.+", /"\.\*" or "\.\+"/],
    ["api.v1.*", /"\.\*"/],
    ["/^admin/", /regex\/ literal/],
    ["/users/i", /regex\/ literal/],
    ["admin(Get|List)", /alternation/],
    ["(?:a|b)", /alternation/],
    ["(?=admin)", /lookaround/],
    ["^foo$", /anchors/],
    ["^admin", /anchors/],
    ["List$", /anchors/],
    ["foo\\d+", /backslash/],
    ["user\\.get", /backslash/],
    ["get[A-Z]\\w*", /character class|backslash/],
    ["foo[0-9]+", /character class/],
    ["[a-z]*", /character class/],
    ["[^a-z]", /character class/],
    ["(foo)+", /"\+" after a group/],
    ["[Beta]+", /"\+" after a group/],
    ["a{2,3}", /\{n,m\}/],
    ["a{2}", /\{n,m\}/],
  ];
  it.each(regexes)("%j is a regex", (pattern, reason) => {
    expect(regexReason(pattern)).toMatch(reason);
  });

  const wildcards = [
    "admin*",
    "*List",
    "get?ser",
    "pets/*",
    "pets.v1*",
    "a.b",
    "v1.?",
    "a*?",
    "what??",
    "Users (internal)",
    "foo(bar)",
    "(foo)*",
    "C++ SDK",
    "a+b",
    "[Deprecated] Users",
    "[pre-release] API",
    "[Beta]*",
    "$special",
    "users/{id}",
    "#tag",
    "!admin",
    "price$ list",
    "",
  ];
  it.each(wildcards)("%j is a wildcard", (pattern) => {
    expect(regexReason(pattern)).toBeUndefined();
  });
});

describe("wildcardFromRegex", () => {
  const table: [regex: string, wildcard: string | undefined][] = [
    ["admin.*", "admin*"],
    ["get.+", "get?*"],
    ["^admin", "admin*"],
    ["List$", "*List"],
    ["^foo$", "foo"],
    ["/^admin/", "admin*"],
    ["/^get.+/i", "get?*"],
    ["admin(Get|List)", undefined],
    ["foo\\d+", undefined],
  ];
  it.each(table)("%j → %j", (regex, wildcard) => {
    expect(wildcardFromRegex(regex)).toBe(wildcard);
  });
});
