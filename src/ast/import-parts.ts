/**
 * What an import statement brings, as imports.ts builds it from: the record its callers fill and the print
 * record keeps (print-record.ts), so that print can write the import again with only the names used.
 */

/** A named import: `name`, `type name`, or `name as alias`. */
export interface ImportName {
  name: string;
  as?: string | undefined;
  typeOnly?: boolean | undefined;
}

export interface ImportParts {
  /** The default import's local name (`axios` in `import axios from 'axios'`). */
  default?: string | undefined;
  names?: readonly (string | ImportName)[];
  /**
   * `import type { ... }`: erased entirely under `verbatimModuleSyntax`, unlike `import { type A }`, which
   * still loads the module at run time.
   */
  typeOnly?: boolean;
}
