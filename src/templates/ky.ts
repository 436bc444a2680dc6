import { TypewrightError } from "../errors.js";
import type { HttpClientTemplate } from "./types.js";

const notYet = (): never => {
  throw new TypewrightError("template", 'the "ky" template is not implemented yet');
};

/** Placeholder until the ky template lands. */
export const kyTemplate: HttpClientTemplate = {
  client: "ky",
  imports: notYet,
  prelude: notYet,
  requestOptionsType: notYet,
  returnType: notYet,
  methodBody: notYet,
  container: notYet,
};
