// Types of published-dependencies.mjs, for the test that plants violations (test/build-integrity.test.ts).
import type { BuildOptions, Metafile } from "esbuild"

export declare const publishedDependenciesOnly: <O extends BuildOptions>(options: O) => O & { readonly metafile: true }
export declare const rewrittenInputs: (metafile: Metafile, cwd?: string) => Array<string>
export declare const snapshotFiles: (directory: string) => Map<string, string>
export declare const changedFiles: (before: Map<string, string>, after: Map<string, string>) => Array<string>
