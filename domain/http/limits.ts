// SPEC §7: the maximum request/response body size, 200 MB.
export const MAX_BODY_BYTES = 209_715_200;

// SPEC §9: query-string parser limits (qs options of the same names).
export const QUERY_PARSER_LIMITS = { parameterLimit: 1000, depth: 5, arrayLimit: 20 } as const;
