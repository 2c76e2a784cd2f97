/** See cached-bundle.js. */
export declare const runCachedBundle: (bundle: string) => { readonly exports: unknown; readonly saveCache: () => void }
