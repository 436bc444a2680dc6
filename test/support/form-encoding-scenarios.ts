/**
 * Live-server scenarios for `application/x-www-form-urlencoded` and `multipart/form-data` bodies whose Encoding
 * Objects state how a field is written: each such field arrives exactly as a query parameter of that style would
 * (in multipart, as the parts that query text names), the others as the plain form writers send them, on every
 * template. Stripe's shape (`deepObject` on every object and array
 * field) is read back by qs, the parser of Express's extended bodies and the notation Rack (Stripe's) reads.
 * Registered by `parameterStyleScenarios`; the fixture is fixtures/clients/form-encodings.yaml.
 */
import { expect, it } from "vitest";
import type { AnyClient, BrowserPage, ClientOptions, GeneratedClient } from "./client-under-test.js";
import type { RecordedRequest } from "./http-server.js";

export const FORM_ENCODINGS_FIXTURE = "fixtures/clients/form-encodings.yaml";

export interface FormEncodingContext {
  lastRequest(): RecordedRequest;
  load(options: ClientOptions, fixture: string): Promise<GeneratedClient>;
  /** The classes values handed to the client are made with: the page's in a browser, else Node's. */
  values(): Pick<BrowserPage, "Blob">;
}

/** The client's method `name`; a missing one fails the test instead of skipping the call. */
function method(client: AnyClient, name: string): AnyClient[string] {
  const found = client[name];
  if (!found) throw new Error(`the client has no ${name}`);
  return found;
}

/** A Stripe customer as `POST /v1/customers` takes it: nested objects, arrays of scalars and of objects. */
const CUSTOMER = {
  address: { city: "Berlin", line1: "Unter den Linden 1" },
  balance: 5,
  description: "x y",
  email: "a+b@example.com",
  expand: ["customer", "tax_ids"],
  metadata: { order_id: "6735", "a&b": "c=d" },
  preferred_locales: ["de", "en"],
  tax_id_data: [{ type: "eu_vat", value: "DE123" }],
};

/** What arrives for {@link CUSTOMER}: the stated fields as `deepObject` queries, the others as a form writes them. */
const CUSTOMER_BODY =
  "address[city]=Berlin&address[line1]=Unter%20den%20Linden%201&balance=5&description=x+y" +
  "&email=a%2Bb%40example.com&expand[]=customer&expand[]=tax_ids&metadata[order_id]=6735&metadata[a%26b]=c%3Dd" +
  "&preferred_locales[]=de&preferred_locales[]=en&tax_id_data[0][type]=eu_vat&tax_id_data[0][value]=DE123";

export function formEncodingScenarios({ lastRequest, load, values }: FormEncodingContext): void {
  const sent = async (name: string, ...args: unknown[]): Promise<RecordedRequest> => {
    const { itemsClient } = await load({}, FORM_ENCODINGS_FIXTURE);
    await method(itemsClient, name)(...args);
    return lastRequest();
  };

  it("form encodings: Stripe's deepObject fields arrive in nested brackets, the others as form fields", async () => {
    const request = await sent("postCustomers", CUSTOMER);
    expect(request.method).toBe("POST");
    expect(request.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded(;|$)/);
    expect(request.body.toString("utf8")).toBe(CUSTOMER_BODY);
  });

  it("form encodings: what a deepObject body sends is what qs reads back", async () => {
    const request = await sent("postCustomers", CUSTOMER);
    const qs = await import("qs");
    // Form values are text: numbers arrive as their digits.
    expect(qs.parse(request.body.toString("utf8"))).toEqual({ ...CUSTOMER, balance: "5" });
  });

  it("form encodings: empty objects and arrays, undefined and null send nothing; Stripe's '' unsets", async () => {
    const empty = await sent("postCustomers", { expand: [], metadata: {}, email: undefined, address: null });
    expect(empty.body.toString("utf8")).toBe("");
    const unset = await sent("postCustomers", { metadata: "", address: "" });
    expect(unset.body.toString("utf8")).toBe("metadata=&address=");
  });

  it("form encodings: form, pipeDelimited, spaceDelimited and allowReserved fields as the query writes them", async () => {
    const request = await sent("postStyledForm", {
      commas: ["a", "b,c"],
      pipes: ["a", "b"],
      spaces: ["a", "b"],
      exploded: { R: 1, G: 2, B: 3 },
      reserved: "a/b:c?d&e",
      note: "n o",
      plain: ["x", "y"],
    });
    expect(request.body.toString("utf8")).toBe(
      "commas=a,b%2Cc&pipes=a|b&spaces=a%20b&R=1&G=2&B=3&reserved=a/b:c?d%26e&note=n+o&plain=x&plain=y",
    );
  });

  it("form encodings: Stripe's multipart deepObject fields arrive as parts named in brackets, the file as a file", async () => {
    const file = new (values().Blob)(["%PDF-1.4"], { type: "application/pdf" });
    const request = await sent("postFiles", {
      expand: ["file_link"],
      file,
      file_link_data: { create: true, metadata: { order_id: "6735" } },
      purpose: "dispute_evidence",
    });
    const contentType = request.headers["content-type"] ?? "";
    expect(contentType).toMatch(/^multipart\/form-data; ?boundary=/);
    // Read back by the platform's own multipart parser.
    const form = await new Response(new Uint8Array(request.body), {
      headers: { "content-type": contentType },
    }).formData();
    const parts = await Promise.all(
      [...form.entries()].map(async ([key, part]) => [
        key,
        typeof part === "string" ? part : `${part.type}: ${await part.text()}`,
      ]),
    );
    expect(parts).toEqual([
      ["expand[]", "file_link"],
      ["file", "application/pdf: %PDF-1.4"],
      ["file_link_data[create]", "true"],
      ["file_link_data[metadata][order_id]", "6735"],
      ["purpose", "dispute_evidence"],
    ]);
  });

  it("form encodings: a body whose fields state nothing is written as before (arrays repeat the field)", async () => {
    const request = await sent("postPlainForm", { name: "a b", tags: ["x", "y"] });
    expect(request.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded(;|$)/);
    expect(request.body.toString("utf8")).toBe("name=a+b&tags=x&tags=y");
  });
}
