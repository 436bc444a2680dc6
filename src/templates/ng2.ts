import { TypewrightError } from "../errors.js";
import type { HttpClientTemplate } from "./types.js";

const notYet = (): never => {
  throw new TypewrightError("template", 'the "ng2" template is not implemented yet');
};

/** Placeholder until the ng2 template lands. */
export const ng2Template: HttpClientTemplate = {
  client: "ng2",
  imports: notYet,
  prelude: notYet,
  requestOptionsType: notYet,
  returnType: notYet,
  methodBody: notYet,
  container: notYet,
};
