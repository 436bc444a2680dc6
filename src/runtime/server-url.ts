/**
 * Runtime of the generated `serverUrl`, spliced in where some server of the description declares variables.
 * Self-contained: no imports, only standard JavaScript.
 */

/** One entry of the generated `servers`, as far as filling its URL needs it. */
interface ListedServer {
  readonly url: string;
  readonly variables?: { readonly [name: string]: { readonly default?: string } };
}

/**
 * `server.url` with each `{name}` replaced by the given value, else by the variable's default; a placeholder
 * with neither stays as written. `values` is typed per server by the generated `ServerVariables`.
 */
export function filledServerUrl(server: ListedServer, values: object | undefined): string {
  const given = (values ?? {}) as { readonly [name: string]: string | undefined };
  return server.url.replace(/\{([^{}]+)\}/g, (placeholder, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(given, name) ? given[name] : undefined;
    const { variables } = server;
    const variable =
      variables && Object.prototype.hasOwnProperty.call(variables, name) ? variables[name] : undefined;
    return value ?? variable?.default ?? placeholder;
  });
}
