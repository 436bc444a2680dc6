import { TypewrightError } from "../errors.js";
import type { HttpClientTemplate } from "./types.js";

const notYet = (): never => {
  throw new TypewrightError("template", 'the "axios" template is not implemented yet');
};

/** Placeholder until the axios template lands. */
export const axiosTemplate: HttpClientTemplate = {
  client: "axios",
  imports: notYet,
  prelude: notYet,
  requestOptionsType: notYet,
  returnType: notYet,
  methodBody: notYet,
  container: notYet,
};
