/**
 * Generation off the main thread: the published browser build (`typewright-openapi/browser`, served beside this
 * file as typewright.js), one request at a time; the page ignores replies to requests it has replaced.
 */
import { errorLine, generate } from "typewright-openapi/browser";
import type { GenerateReply, GenerateRequest } from "./messages.js";

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<GenerateRequest>) => void) | null;
  postMessage(reply: GenerateReply): void;
};

/**
 * External `$ref`s: an absolute URL is fetched (where its server allows it); a relative one names a file the
 * page does not have, which the command's one-line error then says.
 */
async function readReference(target: string): Promise<Response> {
  if (/^https?:\/\//i.test(target)) return fetch(target);
  throw new Error(
    "the playground reads only http(s) references; paste a description bundled into one document",
  );
}

scope.onmessage = async ({ data }) => {
  const started = performance.now();
  try {
    const result = await generate({ ...data.options, src: data.text, srcName: data.srcName, readReference });
    // The lines, not every finding: a description with thousands of problems would copy them all.
    const { files, warnings } = result;
    scope.postMessage({ id: data.id, files, warnings, milliseconds: performance.now() - started });
  } catch (error) {
    scope.postMessage({ id: data.id, error: errorLine(error) });
  }
};
