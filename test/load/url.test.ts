import { describe, expect, it } from "vitest";
import { hasUrlScheme, isHttpUrl } from "../../src/text/url.js";

describe("src/text/url.ts", () => {
  it("hasUrlScheme: any scheme of two letters or more before ://, in any case", () => {
    for (const text of [
      "http://a",
      "HTTPS://a",
      "file:///tmp/a.yaml",
      "ftp://a",
      "s3://b/k",
      "git+ssh://a",
    ]) {
      expect(hasUrlScheme(text), text).toBe(true);
    }
    for (const text of ["C://a", "C:\\a.yaml", "file:/tmp/a.yaml", "a.yaml", "./http://a", "1a://b"]) {
      expect(hasUrlScheme(text), text).toBe(false);
    }
  });

  it("isHttpUrl: http:// or https:// only, in any case", () => {
    for (const text of ["http://a", "https://a/b.yaml", "HTTP://A", "HttpS://a"]) {
      expect(isHttpUrl(text), text).toBe(true);
    }
    for (const text of ["file:///tmp/a.yaml", "ftp://a", "http:/a", "httpx://a", " http://a", "a/http://b"]) {
      expect(isHttpUrl(text), text).toBe(false);
    }
  });
});
