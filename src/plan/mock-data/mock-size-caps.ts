/**
 * How large mock data gets, whatever a schema asks (docs/mocking.md): a string's characters, an array's items,
 * an object's properties, and the values of one answer (nested arrays multiply). A schema that asks for more
 * gets no value there, told as `size`: the nearest optional or nullable place leaves it out, else the answer
 * has no default data. Without the caps, `minLength: 1e9` would exhaust memory, and nested `minItems` would
 * make an answer of every combination.
 */
export const MOCK_SIZE_CAPS = { characters: 1_000, items: 100, properties: 100, values: 10_000 } as const;
