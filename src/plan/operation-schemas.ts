import type { OperationModel, Schema } from "../model/types.js";
import type { View } from "./view-schemas.js";

/**
 * `operation` with every schema it uses passed through `rewrite`, told whether the schema is sent (`request`:
 * parameters, the body) or received (`response`: the response, a streamed item, the failures). The same
 * object when `rewrite` returns every schema unchanged.
 */
export function rewriteOperationSchemas(
  operation: OperationModel,
  rewrite: (schema: Schema, view: View) => Schema,
): OperationModel {
  const parameters = operation.parameters.map((parameter) => {
    const schema = rewrite(parameter.schema, "request");
    return schema === parameter.schema ? parameter : { ...parameter, schema };
  });
  const body = operation.requestBody;
  const bodySchema = body && rewrite(body.schema, "request");
  const response = operation.response;
  const responseSchema = response?.schema && rewrite(response.schema, "response");
  // A streamed body's items are responses too.
  const itemSchema = response?.itemSchema && rewrite(response.itemSchema, "response");
  const errors = operation.errors.map((error) => {
    if (error.schema === undefined) return error;
    const schema = rewrite(error.schema, "response");
    return schema === error.schema ? error : { ...error, schema };
  });
  const changed =
    parameters.some((parameter, index) => parameter !== operation.parameters[index]) ||
    bodySchema !== body?.schema ||
    responseSchema !== response?.schema ||
    itemSchema !== response?.itemSchema ||
    errors.some((error, index) => error !== operation.errors[index]);
  if (!changed) return operation;
  return {
    ...operation,
    parameters,
    ...(body && bodySchema ? { requestBody: { ...body, schema: bodySchema } } : {}),
    ...(response && responseSchema
      ? { response: { ...response, schema: responseSchema, ...(itemSchema ? { itemSchema } : {}) } }
      : {}),
    errors,
  };
}
