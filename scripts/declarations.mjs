// Type declarations of the package's entries, file by file (TypeScript's transpileDeclaration: no
// whole-program check, so it takes well under a second). Each file of the public surface writes its
// exports' types explicitly, which is what makes this possible; the type check itself is `npm test`'s.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import ts from "typescript"

export const PUBLIC_TYPE_FILES = [
  "src/Kit/index.ts",
  "src/Kit/ApiClient.ts",
  "src/Kit/CompanyHandle.ts",
  "src/Kit/Instants.ts",
  "src/Kit/OperationTypes.ts",
  "src/Kit/Sandbox.ts",
  "src/Kit/SandboxApiError.ts",
  "src/Kit/Staff.ts",
  "src/Kit/WebhookInbox.ts",
  "src/Kit/msw.ts",
  "src/Kit/vitest.ts",
  "src/Kit/vitestGlobalSetup.ts",
  "src/Webhooks/EventTypes.ts",
  "src/Webhooks/verifyWebhookSignature.ts"
]
const COPIED = ["src/client/openapi.d.ts"]
const OUT = "dist/types"

const compilerOptions = { module: ts.ModuleKind.NodeNext, target: ts.ScriptTarget.ES2022, strict: true }

/** The declarations of one source file, written to `target`. */
export const writeDeclaration = (file, target) => {
  const { outputText, diagnostics } = ts.transpileDeclaration(readFileSync(file, "utf8"), { fileName: file, compilerOptions })
  if (diagnostics !== undefined && diagnostics.length > 0) {
    const d = diagnostics[0]
    const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined
    throw new Error(`declarations of ${file}${where ? `:${where.line + 1}` : ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`)
  }
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, outputText)
}

/** The declarations of every file of the public surface, under dist/types. */
export const writePublicDeclarations = () => {
  for (const file of PUBLIC_TYPE_FILES) writeDeclaration(file, join(OUT, file.replace(/\.ts$/, ".d.ts")))
  for (const file of COPIED) {
    mkdirSync(dirname(join(OUT, file)), { recursive: true })
    copyFileSync(file, join(OUT, file))
  }
}
