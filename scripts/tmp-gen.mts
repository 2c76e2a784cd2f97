import openapiTS, { astToString } from "openapi-typescript"
import { writeFileSync } from "node:fs"
import { Api } from "../src/Api.js"
import { openApiDocument } from "../src/Http/OpenApiDocument.js"
const doc = openApiDocument(Api)
const ast = await openapiTS(doc as any)
writeFileSync("src/client/openapi.d.ts", astToString(ast))
