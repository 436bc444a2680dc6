import { TypewrightError } from "../errors.js";
import type { HttpClientTemplate } from "./types.js";

const notYet = (): never => {
  throw new TypewrightError("template", 'the "xior" template is not implemented yet');
};

/** Placeholder until the xior template lands. */
export const xiorTemplate: HttpClientTemplate = {
  client: "xior",
  imports: notYet,
  prelude: notYet,
  requestOptionsType: notYet,
  returnType: notYet,
  methodBody: notYet,
  container: notYet,
};
