/**
 * TypeScript types of the served OpenAPI document, generated with openapi-typescript: `paths`,
 * `operations`, `components` and `webhooks`, for typed clients (openapi-fetch and the like), and a
 * client that calls every operation through those types. scripts/generate-openapi-types.ts writes
 * both (src/client/openapi.d.ts, test/fixtures/typed-client.ts); `npm test`'s type check compiles
 * the client, and test/openapi-types.test.ts fails when either file differs from what the current
 * document generates.
 */
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript"
import ts from "typescript"
import { Api } from "../src/Api.js"
import { openApiDocument } from "../src/Http/OpenApiDocument.js"

export const OPENAPI_TYPES_FILE = "src/client/openapi.d.ts"
export const TYPED_CLIENT_FILE = "test/fixtures/typed-client.ts"

const HEADER = "// Generated from GET /openapi.json by scripts/generate-openapi-types.ts: do not edit.\n" +
  "// Regenerate with `npm run openapi:types` after changing the API.\n"

export const openApiTypes = async (): Promise<string> => {
  const document = openApiDocument(Api) as unknown as OpenAPI3
  // A property with a default is optional in a request (the server fills it in), not required.
  const ast = await openapiTS(structuredClone(document), {
    alphabetize: false,
    silent: true,
    defaultNonNullable: false,
    // An uploaded file's part is a Blob (a File names it), as a client holds one: the kit's client sends a body
    // holding one as multipart/form-data (src/Kit/ApiClient.ts). Left a string, no upload fitted the types.
    transform: (schema) => (schema.format === "binary" ? ts.factory.createTypeReferenceNode("Blob") : undefined)
  })
  return `${HEADER}\n${astToString(ast)}`
}

/**
 * A client calling every operation of the document against the generated \`paths\`: each call's
 * path parameters, page/limit and body (the operation's documented example) must fit those types
 * without a cast, and each success answer must be typed, so compiling it proves a generated client
 * can use every operation.
 */
export const typedClient = (): string => {
  const document = openApiDocument(Api) as unknown as Json
  return `${HEADER}${typedClientSource(document, "../../src/client/openapi.js")}`
}

type Json = Record<string, any>

const METHODS = ["get", "post", "put", "patch", "delete"] as const

// The operation is named by an explicit type argument (\`paths[path][method]\`): inferring it from
// the path string across every path costs the type check seconds.
const CLIENT_TYPES = `
type ParamsOf<O> = O extends { parameters: infer P } ? P : never
type BodyOf<O> = O extends { requestBody?: { content: infer C } } ? C[keyof C] : never
type Success = 200 | 201 | 202
type ResultOf<O> = O extends { responses: infer R }
  ? { [S in keyof R & Success]: R[S] extends { content: { "application/json": infer J } } ? J : never }[keyof R & Success]
  : never
/** Sends the operation \`O\` (\`paths[path][method]\`) with its parameters and body; answers its success body. */
declare function send<O>(path: string, init: { params: ParamsOf<O>; body?: BodyOf<O> }): Promise<ResultOf<O>>
/** A value that must not be \`never\`, \`any\` or \`unknown\`: every success answer is typed. */
declare function typed<T>(value: [T] extends [never] ? "never" : unknown extends T ? "untyped" : T): void
`

const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`

const typedClientSource = (document: Json, typesImport: string): string => {
  const calls: Array<string> = []
  let n = 0
  for (const [path, item] of Object.entries<Json>(document.paths)) {
    for (const method of METHODS) {
      const operation: Json | undefined = item[method]
      if (operation === undefined) continue
      const parameters: Array<Json> = operation.parameters ?? []
      const pathParams = parameters.filter((p) => p.in === "path").map((p) => `${p.name}: "${uuid(++n)}"`)
      const query = parameters.some((p) => p.in === "query" && p.name === "limit") ? "query: { page: 1, limit: 10 }, " : ""
      const path_ = pathParams.length === 0 ? "" : `path: { ${pathParams.join(", ")} } `
      const params = `{ ${query}${path_}}`
      const media = Object.values<Json>(operation.requestBody?.content ?? {})[0]
      const body = media === undefined ? "" : `, body: ${exampleSource(document, media)}`
      calls.push(
        `  typed(await send<paths["${path}"]["${method}"]>("${path}", { params: ${params}${body} })) // ${operation.operationId}`
      )
    }
  }
  return `import type { paths } from "${typesImport}"\n${CLIENT_TYPES}\nexport async function everyOperation() {\n${calls.join("\n")}\n}\n`
}


/** The media's example as source: a file part (format binary, a Blob in the types) is an empty Blob. */
const exampleSource = (document: Json, media: Json): string => {
  const example = media.examples.example.value
  const ref: string | undefined = media.schema?.$ref
  const schema: Json = ref === undefined ? media.schema ?? {} : document.components.schemas[ref.split("/").pop()!]
  const properties: Json = schema.properties ?? {}
  if (typeof example !== "object" || example === null || !Object.values(properties).some((p) => p.format === "binary")) {
    return JSON.stringify(example)
  }
  const fields = Object.entries<unknown>(example).map(([name, value]) =>
    `${JSON.stringify(name)}: ${properties[name]?.format === "binary" ? "new Blob([])" : JSON.stringify(value)}`)
  return `{ ${fields.join(", ")} }`
}
