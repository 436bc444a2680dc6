import { describe, expect, it } from "vitest";
import {
  regexReason,
  type WildcardWork,
  wildcardFromRegex,
  wildcardMatch,
} from "../../src/config/wildcard.js";

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
    // The work is counted, not timed: at most the name's length times the longest segment in character
    // comparisons (a backtracking matcher makes more than 20,000³⁰). Past the bound the count throws, so a
    // blow-up fails at once instead of holding the test.
    const bounded = (limit: number): WildcardWork & { made: number } => ({
      made: 0,
      get comparisons() {
        return this.made;
      },
      set comparisons(value: number) {
        if (value > limit) throw new Error(`more than ${limit} character comparisons`);
        this.made = value;
      },
    });
    const work = bounded(name.length + 1);
    expect(wildcardMatch(pattern, name, work)).toBe(false);
    expect(wildcardMatch(pattern, `${name}b`, work)).toBe(true);
    expect(work.comparisons).toBeGreaterThan(30);
    // A segment found far along: each start tried costs at most its three characters.
    const far = bounded(3 * (name.length + 3));
    expect(wildcardMatch("*aab*", `${name}aab`, far)).toBe(true);
    expect(far.comparisons).toBeGreaterThan(name.length);
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
