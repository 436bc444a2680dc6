/**
 * Which object schemas the generated types leave open to properties they do not declare: decided here, for
 * the type emitter that writes them and the mock data that must fit them.
 */

/** What of an object schema (the model's or the plan's) decides it. */
interface ObjectShape {
  properties: readonly unknown[];
  additionalProperties?: unknown;
}

/** `type: object` with nothing declared: a free-form object (`{ [key: string]: unknown }`). */
export function isFreeFormObject(schema: ObjectShape): boolean {
  return schema.properties.length === 0 && schema.additionalProperties === undefined;
}

/** `additionalProperties: true` or a schema: the type has an index signature. */
export function hasIndexSignature(schema: ObjectShape): boolean {
  const additional = schema.additionalProperties;
  return additional !== undefined && additional !== false;
}

/** Whether the object's type takes properties it does not declare. */
export function takesUndeclaredProperties(schema: ObjectShape): boolean {
  return isFreeFormObject(schema) || hasIndexSignature(schema);
}
