/**
 * A description's example as an answer shows it: without the `writeOnly` properties an example written for
 * both directions may hold (a password beside the id), which a server never sends back.
 */
import { ownValue, setOwnValue } from "../../load/json-value.js";
import type { JsonValue } from "../../load/types.js";
import { MAX_SCHEMA_DEPTH } from "../../model/schema-walk.js";
import type { Model, Schema } from "../../model/types.js";
import { isPlainObject, isWriteOnly } from "./conforms.js";

export function answerView(value: JsonValue, schema: Schema, model: Model, depth = 0): JsonValue {
  if (depth > MAX_SCHEMA_DEPTH || value === null || typeof value !== "object") return value;
  const next = depth + 1;
  switch (schema.kind) {
    case "ref": {
      const target = model.schemas.get(schema.target);
      return target === undefined ? value : answerView(value, target.schema, model, next);
    }
    case "intersection": {
      let viewed: JsonValue = value;
      for (const member of schema.members) viewed = answerView(viewed, member, model, next);
      return viewed;
    }
    case "array":
      return Array.isArray(value) ? value.map((item) => answerView(item, schema.items, model, next)) : value;
    case "object": {
      if (!isPlainObject(value)) return value;
      const viewed: Record<string, JsonValue> = { ...(value as Record<string, JsonValue>) };
      for (const property of schema.properties) {
        if (!Object.hasOwn(viewed, property.name)) continue;
        if (isWriteOnly(property.schema, property.docs, model)) delete viewed[property.name];
        else
          setOwnValue(
            viewed,
            property.name,
            answerView(ownValue(viewed, property.name) as JsonValue, property.schema, model, next),
          );
      }
      return viewed;
    }
    default:
      // Which member of a union an example is, is not asked: its writeOnly properties stay.
      return value;
  }
}
