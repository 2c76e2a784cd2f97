/**
 * DNS-rebinding guard: a page on another site can make a browser send requests to this port under its
 * own host name, so only requests naming this machine (or a configured name) in `Host` are served.
 */
import { forbiddenHost, type PermissionDenied } from "../Domain/Errors.js"

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "::1"]
/** Binding every interface names no host of its own: those requests need --allowed-hosts. */
const WILDCARD_BINDS = ["0.0.0.0", "::", ""]

/** The host part of a `Host` header or an address: `[::1]:4010` → `::1`, `Localhost:80` → `localhost`, `fe80::1` → itself. */
export const hostName = (header: string): string => {
  const value = header.trim().toLowerCase()
  if (value.startsWith("[")) {
    const end = value.indexOf("]")
    return end === -1 ? value : value.slice(1, end)
  }
  // A bare IPv6 address (as `--host` takes it) has no port to strip.
  if (value.indexOf(":") !== value.lastIndexOf(":")) return value
  const colon = value.indexOf(":")
  // A trailing dot is the same name (`localhost.`).
  return (colon === -1 ? value : value.slice(0, colon)).replace(/\.$/, "")
}

export interface HostRule {
  readonly check: (header: string | undefined) => PermissionDenied | undefined
}

export const hostRule = (boundHost: string, allowedHosts: ReadonlyArray<string>): HostRule => {
  const bound = hostName(boundHost)
  const allowed = new Set([
    ...LOOPBACK_NAMES,
    ...(WILDCARD_BINDS.includes(bound) ? [] : [bound]),
    ...allowedHosts.map(hostName)
  ])
  return {
    check: (header) => {
      if (header === undefined || header.trim() === "") {
        return forbiddenHost({
          message: "The request has no Host header; send the host name you connect to.",
          param: "Host"
        })
      }
      if (allowed.has(hostName(header))) return undefined
      return forbiddenHost({
        message: `Host '${header.slice(0, 200)}' is not served here: use localhost, 127.0.0.1 or [::1], ` +
          "or start the sandbox with --allowed-hosts naming it.",
        param: "Host"
      })
    }
  }
}
