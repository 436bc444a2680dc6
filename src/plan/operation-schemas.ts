import type {
  DescribedOnly,
  LaterFields,
  NamedSchema,
  OperationModel,
  Schema,
  SchemaId,
} from "../model/types.js";
import type { View, ViewedModel } from "./viewed-model.js";

/**
 * `operation` with every schema it uses passed through `rewrite`, told whether the schema is sent (`request`:
 * parameters, the body) or received (`response`: the response, a streamed item, the failures). The same
 * object when `rewrite` returns every schema unchanged.
 */
export function rewriteOperationSchemas<F extends LaterFields = DescribedOnly>(
  operation: OperationModel<F>,
  rewrite: (schema: Schema<F>, view: View) => Schema<F>,
): OperationModel<F> {
  // Arrays are copied at their first change only: the views and the allOf merge each pass every operation
  // here, and most come out unchanged.
  let parameters = operation.parameters;
  for (let index = 0; index < parameters.length; index++) {
    const parameter = parameters[index] as OperationModel<F>["parameters"][number];
    const schema = rewrite(parameter.schema, "request");
    if (schema === parameter.schema) continue;
    if (parameters === operation.parameters) parameters = parameters.slice();
    parameters[index] = { ...parameter, schema };
  }
  const body = operation.requestBody;
  const bodySchema = body && rewrite(body.schema, "request");
  const response = operation.response;
  const responseSchema = response?.schema && rewrite(response.schema, "response");
  // A streamed body's items are responses too.
  const itemSchema = response?.itemSchema && rewrite(response.itemSchema, "response");
  let errors = operation.errors;
  for (let index = 0; index < errors.length; index++) {
    const error = errors[index] as OperationModel<F>["errors"][number];
    if (error.schema === undefined) continue;
    const schema = rewrite(error.schema, "response");
    if (schema === error.schema) continue;
    if (errors === operation.errors) errors = errors.slice();
    errors[index] = { ...error, schema };
  }
  const changed =
    parameters !== operation.parameters ||
    bodySchema !== body?.schema ||
    responseSchema !== response?.schema ||
    itemSchema !== response?.itemSchema ||
    errors !== operation.errors;
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

/**
 * `model` with every named schema passed through `rewriteNamed` and every schema of its operations through
 * `rewriteInline` (the plan's whole-model steps: the `allOf` merge, sibling typing). The same table, the same
 * operations and the same model where nothing changes; the table is copied at its first change only.
 */
export function rewriteModelSchemas<F extends LaterFields>(
  model: ViewedModel<F>,
  rewriteNamed: (schema: Schema<F>) => Schema<F>,
  rewriteInline: (schema: Schema<F>) => Schema<F>,
): ViewedModel<F> {
  let schemas: Map<SchemaId, NamedSchema<F>> | undefined;
  for (const named of model.schemas.values()) {
    const schema = rewriteNamed(named.schema);
    if (schema === named.schema) continue;
    schemas ??= new Map(model.schemas);
    schemas.set(named.id, { ...named, schema });
  }
  const operations = model.operations.map((operation) =>
    rewriteOperationSchemas(operation, (schema) => rewriteInline(schema)),
  );
  const changed = operations.some((operation, index) => operation !== model.operations[index]);
  if (!schemas && !changed) return model;
  return { ...model, schemas: schemas ?? model.schemas, operations };
}
