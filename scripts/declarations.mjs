// Type declarations of the package's entries, file by file (TypeScript's transpileDeclaration: no
// whole-program check, so it takes well under a second). Each file of the public surface writes its
// exports' types explicitly, which is what makes this possible; the type check itself is `npm test`'s.
//
// Which files: those the entries' declarations import, followed from the entries package.json names
// (`exports`, each `types`), so a declaration never names a file the tarball lacks. An entry listed in
// tsconfig.declarations.json gets its declarations from that whole-program emit at `npm pack` instead.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join, posix } from "node:path"
import ts from "typescript"

const OUT = "dist/types"

const compilerOptions = { module: ts.ModuleKind.NodeNext, target: ts.ScriptTarget.ES2022, strict: true }

/** The declarations of one source file (a `.d.ts` source is its own). */
const declarationOf = (file) => {
  const text = readFileSync(file, "utf8")
  if (file.endsWith(".d.ts")) return text
  const { outputText, diagnostics } = ts.transpileDeclaration(text, { fileName: file, compilerOptions })
  if (diagnostics !== undefined && diagnostics.length > 0) {
    const d = diagnostics[0]
    const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined
    throw new Error(`declarations of ${file}${where ? `:${where.line + 1}` : ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`)
  }
  return outputText
}

/** The modules a declaration text names by a relative path (imports, re-exports, `import("…")` types, references). */
export const relativeImportsOf = (declarationText) => {
  const { importedFiles, referencedFiles } = ts.preProcessFile(declarationText, true, true)
  return [...importedFiles, ...referencedFiles].map((f) => f.fileName).filter((name) => name.startsWith("."))
}

/** The source file a relative specifier of `fromSource` names: `./X.js` is `X.ts`, or `X.d.ts` when that is the source. */
const sourceOf = (fromSource, specifier) => {
  const base = posix.join(posix.dirname(fromSource), specifier).replace(/\.(m|c)?js$/, "")
  const found = [`${base}.ts`, `${base}.d.ts`].find((candidate) => existsSync(candidate))
  if (found === undefined) throw new Error(`declarations of ${fromSource}: '${specifier}' names no source file`)
  return found
}

/** The source files of the entries' declarations that scripts/declarations.mjs writes: each export's `types` under dist/types. */
export const declarationEntries = () => {
  const pkg = JSON.parse(readFileSync("package.json", "utf8"))
  const whole = ts.readConfigFile("tsconfig.declarations.json", ts.sys.readFile).config.files ?? []
  return Object.values(pkg.exports)
    .flatMap((target) => (typeof target === "object" && typeof target.types === "string" ? [target.types] : []))
    .filter((types) => types.startsWith(`./${OUT}/`))
    .map((types) => types.slice(`./${OUT}/`.length).replace(/\.d\.ts$/, ".ts"))
    .filter((source) => !whole.includes(source))
}

/** Every source file whose declarations the entries reach, with its declaration text. */
export const publicDeclarations = () => {
  const reached = new Map()
  const visit = (file) => {
    if (reached.has(file)) return
    const text = declarationOf(file)
    reached.set(file, text)
    for (const specifier of relativeImportsOf(text)) visit(sourceOf(file, specifier))
  }
  for (const entry of declarationEntries()) visit(entry)
  return reached
}

/** The declarations of one source file, written to `target` (a standalone file: it may import no other of ours). */
export const writeDeclaration = (file, target) => {
  const text = declarationOf(file)
  const relative = relativeImportsOf(text)
  if (relative.length > 0) throw new Error(`declarations of ${file} (written alone to ${target}) import ${relative.join(", ")}`)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, text)
}

/** The declarations of every file the entries reach, under dist/types. */
export const writePublicDeclarations = () => {
  for (const [file, text] of publicDeclarations()) {
    const target = join(OUT, file.endsWith(".d.ts") ? file : file.replace(/\.ts$/, ".d.ts"))
    mkdirSync(dirname(target), { recursive: true })
    if (file.endsWith(".d.ts")) copyFileSync(file, target)
    else writeFileSync(target, text)
  }
}
