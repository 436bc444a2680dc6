/**
 * Generation off the main thread: the published browser build (`typewright/browser`, served beside this
 * file as typewright.js), one request at a time; the page ignores replies to requests it has replaced.
 */
import { errorLine, generate } from "typewright/browser";
import type { GenerateReply, GenerateRequest } from "./messages.js";

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<GenerateRequest>) => void) | null;
  postMessage(reply: GenerateReply): void;
};

scope.onmessage = async ({ data }) => {
  const started = performance.now();
  try {
    const result = await generate({ ...data.options, src: data.text, srcName: data.srcName });
    scope.postMessage({ id: data.id, ...result, milliseconds: performance.now() - started });
  } catch (error) {
    scope.postMessage({ id: data.id, error: errorLine(error) });
  }
};
