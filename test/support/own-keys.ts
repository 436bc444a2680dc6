/** Pieces of descriptions under hostile names: own keys (`__proto__` included, as JSON.parse makes them) and refs to schemas of any name. */

/** `value` under `key` as an own property, `__proto__` included (a plain assignment would set the prototype). */
export function withKey(
  target: Record<string, unknown>,
  key: string,
  value: unknown,
): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

export function keyed(
  names: readonly string[],
  valueFor: (name: string) => unknown,
): Record<string, unknown> {
  return names.reduce((target, name) => withKey(target, name, valueFor(name)), {});
}

export function schemaRef(name: string): { $ref: string } {
  return {
    $ref: `#/components/schemas/${encodeURIComponent(name.replace(/~/g, "~0").replace(/\//g, "~1"))}`,
  };
}
