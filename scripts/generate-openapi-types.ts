/**
 * Writes the OpenAPI document's TypeScript types (src/client/openapi.d.ts) and the client that
 * calls every operation through them (test/fixtures/typed-client.ts): `npm run openapi:types`.
 */
import { writeFileSync } from "node:fs"
import { OPENAPI_TYPES_FILE, openApiTypes, TYPED_CLIENT_FILE, typedClient } from "./openapi-types.js"

writeFileSync(OPENAPI_TYPES_FILE, await openApiTypes())
writeFileSync(TYPED_CLIENT_FILE, typedClient())
console.log(`wrote ${OPENAPI_TYPES_FILE} and ${TYPED_CLIENT_FILE}`)
