/**
 * Payloads that refuse undeclared fields (422 `unknown_field` naming them, also inside nested
 * objects) rather than ignore them: the spec's strict bodies, and every body of the sandbox API,
 * where a refused typo helps a test script more than a silently ignored one.
 */
export const refusesUnknownFields = { parseOptions: { onExcessProperty: "error" } } as const
