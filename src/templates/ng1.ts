import { TypewrightError } from "../errors.js";
import type { HttpClientTemplate } from "./types.js";

const notYet = (): never => {
  throw new TypewrightError("template", 'the "ng1" template is not implemented yet');
};

/** Placeholder until the ng1 template lands. */
export const ng1Template: HttpClientTemplate = {
  client: "ng1",
  imports: notYet,
  prelude: notYet,
  requestOptionsType: notYet,
  returnType: notYet,
  methodBody: notYet,
  container: notYet,
};
