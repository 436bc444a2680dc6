/**
 * What two fixtures of arguments named like the generated code's own values declare, for the plan's tests
 * (test/plan/argument-names.test.ts) and the printed outputs' (test/emit/argument-names-files.test.ts).
 */

/** fixtures/clients/runtime-names.yaml's arguments in signature order: the path parameters, the body, the rest as described. */
export const RUNTIME_NAME_ARGUMENTS = [
  ...["sendRequest", "http", "body", "expand", "buildUrl", "copyValue", "value", "options", "queryStyle"],
  ...[
    "bodyOf",
    "formatDate",
    "styledParameters",
    "map",
    "reviveStamp",
    "clientDefaults",
    "clientCredentials",
  ],
  ...["securitySchemes", "withCredentials", "sendAxiosRequest", "sendKyRequest", "sendXiorRequest"],
  ...["withCredentialsIn", "observeWithCredentials"],
];

/** fixtures/clients/hook-names.yaml's query arguments: named like everything the hooks code names itself. */
export const HOOK_NAME_ARGUMENTS = [
  ...["lookup", "useSWR", "useSWRMutation", "useQuery", "useMutation", "queryOptions", "mutationOptions"],
  ...["api", "itemsClient", "lookupQueryOptions", "signal", "options", "variables", "trigger"],
];

/** The HTTP clients the hook-name tests put each layer on. */
export const HOOK_CLIENTS = ["fetch", "axios", "xior", "ky", "custom"] as const;
