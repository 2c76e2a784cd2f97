import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { OPENAPI_TYPES_FILE, openApiTypes, TYPED_CLIENT_FILE, typedClient } from "../scripts/openapi-types.js"
import { Api } from "../src/Api.js"
import { openApiDocument } from "../src/Http/OpenApiDocument.js"

const REGENERATE = "regenerate with `npm run openapi:types`"

describe("client types generated from the document (openapi-typescript)", () => {
  it(`are the committed ${OPENAPI_TYPES_FILE}`, async () => {
    expect(readFileSync(OPENAPI_TYPES_FILE, "utf8") === await openApiTypes(), REGENERATE).toBe(true)
  })

  // The client is compiled by `npm test`'s type check (tsc -p tsconfig.json includes test/):
  // a body, parameter or path that does not fit the generated types fails there.
  it(`are used by ${TYPED_CLIENT_FILE} for every operation, each with its example body`, () => {
    const client = readFileSync(TYPED_CLIENT_FILE, "utf8")
    expect(client === typedClient(), REGENERATE).toBe(true)
    const document = openApiDocument(Api) as any
    for (const [path, item] of Object.entries<any>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(item)) {
        expect(client, operation.operationId).toContain(`await send<paths["${path}"]["${method}"]>(`)
      }
    }
  })
})
