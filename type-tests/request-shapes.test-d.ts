/**
 * Request bodies admit only what their media type puts on the wire (fixtures/clients/request-shapes.yaml):
 * bytes for binary media types, text for text ones, `string` for binary properties in JSON and `Blob` for
 * multipart parts; object enums and undeclared required names stay writable.
 */
import { expectAssignable, expectError, expectNotAssignable, expectType } from "tsd";
import * as shapes from "./generated/fetch-request-shapes/client.js";

const { filesClient, itemsClient, defaultClient } = shapes;
type Bytes = Blob | ArrayBuffer | Uint8Array | string;

// Binary media types: bytes, whatever the schema (an object under application/octet-stream, image/png).
expectType<[body: Bytes, options?: shapes.CallOptions | undefined]>(
  {} as Parameters<typeof filesClient.putOctetObject>,
);
expectType<Bytes>({} as Parameters<typeof filesClient.putOctetString>[0]);
expectType<Bytes>({} as Parameters<typeof filesClient.putImage>[0]);
expectError(filesClient.putOctetObject({ name: "x" }));

// Text media types: the text itself (XML cannot be written from an object); a number keeps its type.
// The `Content-Type` and `Accept` header parameters are gone; `X-Note-Id` stays.
expectType<[body: string, xNoteId?: string | undefined, options?: shapes.CallOptions | undefined]>(
  {} as Parameters<typeof filesClient.postXmlNote>,
);
expectError(filesClient.postXmlNote({ text: "x" }));
expectType<number>({} as Parameters<typeof filesClient.postCount>[0]);

// format binary in JSON (request, response, named type) is a string.
expectType<string>(({} as shapes.Attachment).data);
expectType<string[] | undefined>(({} as shapes.Attachment).thumbnails);
expectType<string>({} as shapes.FileContent);
expectType<Promise<shapes.Attachment>>(filesClient.postAttachmentJson({ name: "a", data: "aGk=" }));
expectError(filesClient.postAttachmentJson({ name: "a", data: new Blob([]) }));

// The same schema as a multipart body: its binary parts (and items of array parts) are Blobs; deeper
// values are JSON text, and a part that is an object keeps its named type.
type Upload = Parameters<typeof filesClient.uploadAttachment>[0];
expectType<Blob>(({} as Upload).data);
expectType<Blob[] | undefined>(({} as Upload).thumbnails);
expectType<string | undefined>(({} as Upload).origin?.raw);
expectNotAssignable<Upload>({ name: "a", data: "text" });
type Batch = Parameters<typeof filesClient.uploadBatch>[0];
expectType<Blob[]>(({} as Batch).files);
expectType<Blob | undefined>(({} as Batch).cover);
expectType<shapes.Attachment | undefined>(({} as Batch).meta);

// Object and array enum values: the enum is left out of the type; required names stay required.
// biome-ignore lint/complexity/noBannedTypes: a required value of any type is any present value, `{} | null`.
expectType<{} | null>(({} as shapes.State).mode);
expectType<Record<string, unknown> | undefined>(({} as shapes.State).shape);
expectAssignable<shapes.State>({ mode: [1, 2], revision: 1, extra: 2, "x-tag": "t" });
expectNotAssignable<shapes.State>({ mode: {}, extra: 2, "x-tag": "t" });
itemsClient.putState("s", { mode: {}, revision: 1, extra: 2, "x-tag": "t" });
// allOf with `required` makes the base's optional property required.
expectError(defaultClient.postNote({ author: "me" }));
defaultClient.postNote({ text: "hi", author: "me" });
