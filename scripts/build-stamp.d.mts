// Types of build-stamp.mjs, for the suite's global setup (test/support/buildCli.ts) and its test.
export declare const isBuildCurrent: (root?: string) => boolean
export declare const writeBuildStamp: (bundled: ReadonlyArray<string>, root?: string) => void
