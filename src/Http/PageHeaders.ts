/**
 * The security headers of the pages the server serves (the console and the API reference): one set, so
 * neither is served with less. Each page's Content-Security-Policy keeps it to this server (nothing
 * loaded or sent elsewhere), out of other sites' frames, and without plugins or a changed base URL.
 */
const EVERY_PAGE = "object-src 'none'; base-uri 'none'; frame-ancestors 'none'"

/** The console: its own script and stylesheet files only. */
export const CONSOLE_POLICY = `default-src 'self'; img-src 'self' data:; ${EVERY_PAGE}`

/**
 * The API reference: @effect/platform's Scalar page is one HTML file with its script, styles and the
 * document inline, and Scalar sets styles at run time and compiles a WebAssembly module, so inline scripts
 * and styles and WebAssembly (not eval) are allowed; every fetch, image and font still comes from this
 * server only.
 */
export const REFERENCE_POLICY =
  `default-src 'self'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; ` +
  `font-src 'self' data:; form-action 'self'; ${EVERY_PAGE}`

export const pageHeaders = (policy: string) => ({
  "content-security-policy": policy,
  "x-content-type-options": "nosniff",
  "cache-control": "no-cache"
})
