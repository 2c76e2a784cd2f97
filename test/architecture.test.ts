/**
 * The house rules of ARCHITECTURE.md ("what may import what"), checked over the import specifiers of
 * every file under src/ and simulator/. No dependencies: a regex over the source text is enough,
 * because the project writes imports one way (ES `import ... from "..."`, relative with `.js`).
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { dirname, join, normalize, sep } from "node:path"
import { describe, expect, it } from "vitest"

const root = join(dirname(new URL(import.meta.url).pathname), "..")

export interface Edge {
  readonly from: string
  readonly to: string
}

const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^"'`;]*?\sfrom\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|(?:^|[\s;])import\s+["']([^"']+)["']/g

/** Repo-relative targets for relative specifiers (`.js` read as the `.ts` it is compiled from), bare ones as written. */
export const importsOf = (file: string, text: string): ReadonlyArray<string> =>
  Array.from(text.matchAll(importPattern), (match) => {
    const specifier = match[1] ?? match[2] ?? match[3]!
    if (!specifier.startsWith(".")) return specifier
    return normalize(join(dirname(file), specifier)).split(sep).join("/").replace(/\.js$/, ".ts")
  })

const sourceFiles = (folder: string): Array<string> =>
  readdirSync(join(root, folder)).flatMap((name) => {
    const path = `${folder}/${name}`
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : []
  })

const under = (...prefixes: ReadonlyArray<string>) => (path: string) =>
  prefixes.some((prefix) => (prefix.endsWith("/") ? path.startsWith(prefix) : path === prefix))

const isDomain = under("src/Domain/")
const isStore = under("src/Store/", "src/Sql.ts", "src/migrations/")
/** A feature's HTTP file: `Api.ts`/`Http.ts` or `<Something>Api.ts`/`<Something>Http.ts` in a feature folder. */
const isFeatureEdgeFile = (path: string) => /^src\/[A-Za-z]+\/([A-Za-z]*)(Api|Http)\.ts$/.test(path)
/** The HTTP edge: everything that knows about requests and responses, and what starts or drives the app. */
export const isEdge = (path: string) =>
  isFeatureEdgeFile(path) ||
  under(
    "src/Http/", "src/Http.ts", "src/Api.ts", "src/Auth/", "simulator/", "src/Kit/", "src/Console/", "src/Tail/",
    "src/main.ts", "src/Cli.ts", "src/CommandLine.ts", "src/client/"
  )(path)
const isHttpLayer = under("src/Http/", "src/Http.ts")
const isApiOrHttpFile = (path: string) => isFeatureEdgeFile(path) || under("src/Api.ts", "src/Http.ts", "simulator/")(path)
const isInternal = (target: string) => target.startsWith("src/") || target.startsWith("simulator/")
const isLibrary = (target: string) => !isInternal(target)
/** Folders holding the domain foundations any layer may use (pure types, the clock, the config). */
const isFoundation = under("src/Domain/", "src/Clock/", "src/Config/", "src/StartupFailure.ts", "src/Logging.ts")
/** What ties the features together, above them: the job kinds and runner, the file reactions; snapshots (every feature's tables). */
const isAboveFeatures = under("src/Orchestration/", "src/Snapshots/")
/** The mechanisms features share, below them: the job queue and the processing of asynchronous requests. */
const isBelowFeatures = under("src/Jobs/", "src/Intake/")
/** A feature's internals: its repository (`*Repo.ts`, its tables and SQL) and its writers (`*Writer.ts`). */
const internalsOf = (path: string) => /^src\/([A-Za-z]+)\/[A-Za-z]*(Repo|Writer)\.ts$/.exec(path)?.[1]
const folderOf = (path: string) => /^src\/([A-Za-z]+)\//.exec(path)?.[1]
/** A handler: a feature's Api.ts/Http.ts (or <Name>Api.ts/<Name>Http.ts), or the simulator's. */
const isHandlerFile = (path: string) => isFeatureEdgeFile(path) || under("simulator/")(path)

export interface Rule {
  readonly name: string
  readonly applies: (from: string) => boolean
  readonly allows: (to: string, from: string) => boolean
}

export const rules: ReadonlyArray<Rule> = [
  {
    name: "src/Domain imports only effect and src/Domain",
    applies: isDomain,
    allows: (to, from) =>
      isDomain(to) ||
      to === "effect" || to.startsWith("effect/") ||
      // Pure helpers of the platform (a stable id is a hash).
      to === "node:crypto" ||
      // The tagged errors carry their HTTP status as a schema annotation: the one place errors meet HTTP.
      (from === "src/Domain/Errors.ts" && to === "@effect/platform")
  },
  {
    name: "the store (src/Store, src/Sql.ts, src/migrations) imports no feature and no edge",
    applies: isStore,
    allows: (to) => isLibrary(to) || isStore(to) || isFoundation(to)
  },
  {
    name: "nothing outside the HTTP edge imports src/Http or src/Http.ts",
    applies: (from) => !isEdge(from),
    allows: (to) => !isHttpLayer(to)
  },
  {
    name: "services never import an Api/Http file (shared schemas live in the domain or the service)",
    applies: (from) => !isEdge(from),
    allows: (to) => !isApiOrHttpFile(to)
  },
  {
    name: "nothing outside the edge imports the simulator, the kit, the console or the tail",
    applies: (from) => !isEdge(from),
    allows: (to) => !under("simulator/", "src/Kit/", "src/Console/", "src/Tail/")(to)
  },
  {
    name: "a feature reaches another feature only through its services and schemas, never its repository or writer",
    applies: (from) => !isHandlerFile(from),
    allows: (to, from) => internalsOf(to) === undefined || internalsOf(to) === folderOf(from)
  },
  {
    name: "handlers call services: no repository, writer, store module or @effect/sql in an Api/Http file or the simulator",
    applies: isHandlerFile,
    allows: (to) => internalsOf(to) === undefined && !isStore(to) && !to.startsWith("@effect/sql")
  },
  {
    name: "only the edge and the composition (src/Services.ts) reach above the features (src/Orchestration, src/Snapshots)",
    applies: (from) => !isEdge(from) && !isAboveFeatures(from) && from !== "src/Services.ts",
    allows: (to) => !isAboveFeatures(to)
  },
  {
    name: "the queue and the request mechanism (src/Jobs, src/Intake) import no feature",
    applies: isBelowFeatures,
    allows: (to) =>
      isLibrary(to) || isBelowFeatures(to) || isStore(to) || isFoundation(to) ||
      // Platform services every layer is given (Platform.ts): record ids, the caller's type.
      to === "src/Companies/RecordIds.ts" || to === "src/Auth/CurrentCaller.ts"
  }
]

export const violations = (edges: ReadonlyArray<Edge>, checked: ReadonlyArray<Rule> = rules) =>
  checked.flatMap((rule) =>
    edges
      .filter((edge) => rule.applies(edge.from) && !rule.allows(edge.to, edge.from))
      .map((edge) => `${rule.name}: ${edge.from} imports ${edge.to}`)
  )

const projectEdges = (): ReadonlyArray<Edge> =>
  [...sourceFiles("src"), ...sourceFiles("simulator")].flatMap((from) =>
    importsOf(from, readFileSync(join(root, from), "utf8")).map((to) => ({ from, to }))
  )

/**
 * What `from` reaches through its imports that `forbidden` names, each with the path that reaches it: the API
 * definition is shipped as the typed Effect client (`vob-sandbox/client`), so it must reach only schemas,
 * never a service, the store or a database driver (a client would load SQLite's native addon).
 */
export const reachedFrom = (edges: ReadonlyArray<Edge>, from: string, forbidden: (to: string) => boolean) => {
  const importsBy = new Map<string, Array<string>>()
  for (const edge of edges) importsBy.set(edge.from, [...(importsBy.get(edge.from) ?? []), edge.to])
  const via = new Map<string, string>([[from, from]])
  const queue = [from]
  const found: Array<string> = []
  while (queue.length > 0) {
    const current = queue.shift()!
    for (const to of importsBy.get(current) ?? []) {
      if (via.has(to)) continue
      via.set(to, `${via.get(current)} -> ${to}`)
      if (forbidden(to)) found.push(via.get(to)!)
      else if (isInternal(to)) queue.push(to)
    }
  }
  return found
}

const isServerOnly = (to: string) =>
  isStore(to) || to.startsWith("@effect/sql") || to === "better-sqlite3" || to === "pg" || to.startsWith("pg-") ||
  /^src\/[A-Za-z]+\/[A-Za-z]*(Repo|Writer)\.ts$/.test(to) || to === "src/Jobs/Jobs.ts"

/** HTTP files that write SQL themselves (`sql\`...\``, typed or not: `sql<Row>\`...\``): SQL belongs in a repository. */
export const httpFilesWithSql = (files: ReadonlyArray<{ readonly path: string; readonly text: string }>) =>
  files.filter(({ path, text }) => isApiOrHttpFile(path) || isHttpLayer(path) ? /\bsql(<[^`>]*>)?`/.test(text) : false).map(({ path }) => path)

/**
 * Files that build a handler group with the platform's `HttpApiBuilder.group` rather than `apiGroup`
 * (src/Http/ApiGroup.ts, whose answers go through the compiled encode): every group is built one way.
 */
export const groupsBuiltAround = (files: ReadonlyArray<{ readonly path: string; readonly text: string }>) =>
  files.filter(({ path, text }) => path !== "src/Http/ApiGroup.ts" && /\bHttpApiBuilder\.group\s*\(/.test(text)).map(({ path }) => path)

/** Base names used by more than one file, but for the accepted conventions (feature Api.ts/Http.ts, a folder's index.ts). */
export const repeatedNames = (paths: ReadonlyArray<string>) => {
  const accepted = new Set(["Api.ts", "Http.ts", "index.ts"])
  const seen = new Map<string, Array<string>>()
  for (const path of paths) {
    const name = path.slice(path.lastIndexOf("/") + 1)
    if (!accepted.has(name)) seen.set(name, [...(seen.get(name) ?? []), path])
  }
  return [...seen.values()].filter((group) => group.length > 1)
}

/**
 * Test files that give a call its reply type by hand (`request<any>(...)`, `call<Foo>(...)`) or type a
 * reply as `any`: a reply's type comes from the operation its method and path name (test/support/ApiReplies.ts).
 */
export const handTypedReplies = (files: ReadonlyArray<{ readonly path: string; readonly text: string }>) =>
  files.filter(({ text }) => /\b(request|call|callAsUser)<[^>(]*>\s*\(|\bReply<any\b/.test(text)).map(({ path }) => path)

/** The API's definition files: `src/Api.ts`, a feature's `Api.ts` or `<Name>Api.ts`, the simulator's `<Name>Api.ts`. */
const isApiFile = (path: string) => /^(src\/([A-Za-z]+\/)?|simulator\/)[A-Za-z]*Api\.ts$/.test(path)

/**
 * Files outside the API's definition files with a regular expression naming a /v1/ or /sandbox/v1/ path (a
 * literal, or a `RegExp` built from a string): what a route is, which release it belongs to and what the edge
 * does differently for it are read from the definition (RouteIndex, the release annotations, EndpointFacts),
 * never matched again by URL.
 */
export const v1PathPatterns = (files: ReadonlyArray<{ readonly path: string; readonly text: string }>) =>
  files.filter(({ path, text }) =>
    !isApiFile(path) && (/\\\/v1\\\//.test(text) || /RegExp\(\s*[`"'][^`"']*\/v1\//.test(text))
  ).map(({ path }) => path)

describe("architecture: what may import what", () => {
  it("reads the import specifiers of a file, relative ones as repository paths", () => {
    const text = [
      `import { Effect } from "effect"`,
      `import type { VobRecord } from "./Vob.js"`,
      `export { thing } from "../Domain/Errors.js"`,
      `import {\n  a,\n  b\n} from "../Http/Accepted.js"`,
      `const lazy = () => import("../Kit/index.js")`,
      `import "./sideEffect.js"`,
      `const text = "not an import from here"`
    ].join("\n")
    expect(importsOf("src/Vobs/Vobs.ts", text)).toEqual([
      "effect",
      "src/Vobs/Vob.ts",
      "src/Domain/Errors.ts",
      "src/Http/Accepted.ts",
      "src/Kit/index.ts",
      "src/Vobs/sideEffect.ts"
    ])
  })

  it("names each rule a wrong import breaks", () => {
    const wrong: ReadonlyArray<Edge> = [
      { from: "src/Domain/Coverage.ts", to: "src/Policies/PatientPolicy.ts" },
      { from: "src/Domain/Coverage.ts", to: "@effect/sql" },
      { from: "src/Store/DocumentTable.ts", to: "src/Vobs/Vob.ts" },
      { from: "src/Vobs/Vobs.ts", to: "src/Http/Accepted.ts" },
      { from: "src/Vobs/Vobs.ts", to: "src/Vobs/Api.ts" },
      { from: "src/Payors/Payors.ts", to: "simulator/DataHttp.ts" },
      { from: "src/PriorAuthorizations/PriorAuthorizationVob.ts", to: "src/Vobs/VobsRepo.ts" },
      { from: "src/VobRequests/IntakeWrites.ts", to: "src/Vobs/VobWriter.ts" },
      { from: "src/Credentialing/Http.ts", to: "src/Credentialing/CredentialingRepo.ts" },
      { from: "simulator/InspectionHttp.ts", to: "@effect/sql" },
      { from: "src/Vobs/VobEffects.ts", to: "src/Orchestration/JobKinds.ts" },
      { from: "src/Intake/RequestJob.ts", to: "src/VobRequests/VobRequest.ts" }
    ]
    const found = violations(wrong)
    expect(found).toHaveLength(13)
    expect(found).toContain(
      "a feature reaches another feature only through its services and schemas, never its repository or writer: " +
        "src/PriorAuthorizations/PriorAuthorizationVob.ts imports src/Vobs/VobsRepo.ts"
    )
    expect(found.filter((line) => line.startsWith("handlers call services"))).toHaveLength(2)
    expect(found.filter((line) => line.startsWith("only the edge and the composition"))).toEqual([
      "only the edge and the composition (src/Services.ts) reach above the features (src/Orchestration, src/Snapshots): " +
      "src/Vobs/VobEffects.ts imports src/Orchestration/JobKinds.ts"
    ])
    expect(found.filter((line) => line.startsWith("the queue and the request mechanism"))).toHaveLength(1)
    expect(found).toContain("src/Domain imports only effect and src/Domain: src/Domain/Coverage.ts imports @effect/sql")
    expect(found.filter((line) => line.includes("src/Payors/Payors.ts imports simulator/DataHttp.ts"))).toHaveLength(2)
    const allowed: ReadonlyArray<Edge> = [
      { from: "src/Domain/Errors.ts", to: "@effect/platform" },
      { from: "src/Vobs/Http.ts", to: "src/Http/StoredJson.ts" },
      { from: "src/VobRequests/Http.ts", to: "src/Vobs/Api.ts" },
      { from: "src/Store/DocumentTable.ts", to: "src/Domain/Pagination.ts" },
      { from: "simulator/VobsHttp.ts", to: "src/Vobs/VobStaffActions.ts" },
      { from: "src/Vobs/Vobs.ts", to: "src/Vobs/VobsRepo.ts" },
      { from: "src/VobRequests/VobRequestProcessor.ts", to: "src/Intake/RequestJob.ts" },
      { from: "src/Snapshots/Snapshots.ts", to: "src/Orchestration/JobRunner.ts" },
      { from: "simulator/ClockHttp.ts", to: "src/Orchestration/JobRunner.ts" }
    ]
    expect(violations(allowed)).toEqual([])
  })

  it("holds for every file under src/ and simulator/", () => {
    const edges = projectEdges()
    // The walk found the code (an empty graph would pass every rule).
    expect(edges.length).toBeGreaterThan(1000)
    expect(edges.filter((edge) => edge.to.startsWith("src/Domain/")).length).toBeGreaterThan(100)
    expect(violations(edges)).toEqual([])
  })

  it("the API definition (the typed Effect client) reaches no service, store or database driver", () => {
    const wrong: ReadonlyArray<Edge> = [
      { from: "src/Api.ts", to: "src/Patients/BatchApi.ts" },
      { from: "src/Patients/BatchApi.ts", to: "src/Patients/PatientBatch.ts" },
      { from: "src/Patients/PatientBatch.ts", to: "src/Sql.ts" },
      { from: "src/Sql.ts", to: "@effect/sql-sqlite-node" }
    ]
    expect(reachedFrom(wrong, "src/Api.ts", isServerOnly)).toEqual([
      "src/Api.ts -> src/Patients/BatchApi.ts -> src/Patients/PatientBatch.ts -> src/Sql.ts"
    ])
    const edges = projectEdges()
    expect(reachedFrom(edges, "src/Api.ts", (to) => to === "src/Domain/Errors.ts")).toHaveLength(1)
    expect(reachedFrom(edges, "src/Api.ts", isServerOnly)).toEqual([])
  })

  it("no two files share a name, but for feature Api.ts/Http.ts and index.ts", () => {
    expect(repeatedNames(["src/Companies/ReferenceData.ts", "src/Domain/ReferenceData.ts", "src/Vobs/Api.ts", "src/Tasks/Api.ts"]))
      .toEqual([["src/Companies/ReferenceData.ts", "src/Domain/ReferenceData.ts"]])
    expect(repeatedNames([...sourceFiles("src"), ...sourceFiles("simulator")])).toEqual([])
  })

  it("test suites read replies typed by the operation, never a reply type given by hand", () => {
    expect(handTypedReplies([
      { path: "test/a.test.ts", text: `const r = await app.request<any>("GET", "/v1/tasks")` },
      { path: "test/b.test.ts", text: `const r = await s.call<{ id: string }>("GET", path)` },
      { path: "test/c.test.ts", text: `let last: Reply<any> | undefined` },
      { path: "test/d.test.ts", text: `const r = await app.request("GET", "/v1/tasks")` }
    ])).toEqual(["test/a.test.ts", "test/b.test.ts", "test/c.test.ts"])
    const files = [...sourceFiles("test")].map((path) => ({ path, text: readFileSync(join(root, path), "utf8") }))
    expect(files.length).toBeGreaterThan(80)
    expect(handTypedReplies(files.filter(({ path }) => path !== "test/architecture.test.ts"))).toEqual([])
  })

  it("no regular expression names a /v1/ or /sandbox/v1/ path outside the API's definition files", () => {
    expect(v1PathPatterns([
      { path: "src/Http/ReleaseGate.ts", text: "const VOB_REQUESTS = /^\\/v1\\/verification-of-benefits-requests(\\/|$)/" },
      { path: "src/Releases/ReleaseDocument.ts", text: "const paths = new RegExp(\"^/v1/verification-of-benefits/[^/]+/review$\")" },
      { path: "src/Vobs/Api.ts", text: "const id = /^\\/v1\\/verification-of-benefits\\/[^/]+$/" },
      { path: "src/Http/NodeServer.ts", text: "const ALWAYS_SERVED = /^\\/(healthz|sandbox\\/v1\\/events\\/stream)$/" },
      { path: "src/Http/Paths.ts", text: "const base = \"/v1/\"" }
    ])).toEqual(["src/Http/ReleaseGate.ts", "src/Releases/ReleaseDocument.ts", "src/Http/NodeServer.ts"])
    const files = [...sourceFiles("src"), ...sourceFiles("simulator")].map((path) => ({
      path,
      text: readFileSync(join(root, path), "utf8")
    }))
    expect(v1PathPatterns(files)).toEqual([])
  })

  it("no HTTP file writes SQL (handlers call services; SQL lives in repositories)", () => {
    expect(httpFilesWithSql([
      { path: "simulator/InspectionHttp.ts", text: "const newestFirst = sql`rowid DESC`" },
      { path: "src/Http/Reference.ts", text: "sql<{ id: string }>`SELECT id FROM companies`" },
      { path: "src/Vobs/VobsRepo.ts", text: "sql`SELECT 1`" }
    ])).toEqual(["simulator/InspectionHttp.ts", "src/Http/Reference.ts"])
    const files = [...sourceFiles("src"), ...sourceFiles("simulator")].map((path) => ({
      path,
      text: readFileSync(join(root, path), "utf8")
    }))
    expect(httpFilesWithSql(files)).toEqual([])
  })

  it("every handler group is built by apiGroup (its answers through the compiled encode)", () => {
    expect(groupsBuiltAround([
      { path: "src/Vobs/Http.ts", text: "export const VobsHttpLive = HttpApiBuilder.group(Api, \"vobs\", (handlers) =>" },
      { path: "src/Tasks/Http.ts", text: "export const TasksHttpLive = apiGroup(Api, \"tasks\", (handlers) =>" },
      { path: "src/Http/ApiGroup.ts", text: "HttpApiBuilder.group(api, groupName, (handlers) => {" }
    ])).toEqual(["src/Vobs/Http.ts"])
    const files = [...sourceFiles("src"), ...sourceFiles("simulator")].map((path) => ({
      path,
      text: readFileSync(join(root, path), "utf8")
    }))
    expect(files.filter(({ text }) => /\bapiGroup\(Api,/.test(text)).length).toBeGreaterThan(30)
    expect(groupsBuiltAround(files)).toEqual([])
  })
})
