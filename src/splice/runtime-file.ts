/**
 * A runtime file's name: its base name under `src/runtime/`, without `.ts`. Apart from the reading of the
 * runtime (runtime-source.ts), so that the tables that reading uses (runtime-imports.ts, runtime-public.ts)
 * name a file without importing it back.
 */
export type RuntimeFile = string;
