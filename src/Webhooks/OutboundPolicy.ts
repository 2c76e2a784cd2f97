/**
 * Where webhook attempts and the grader may send. A sandbox serving only loopback is the developer's own:
 * nothing is limited. One bound to another address (`--host`) may be shared, and must not let a tenant
 * probe the network around it: its outbound requests go only to hosts named in `--webhook-hosts` when
 * that is given, else to any host that is not loopback, private, link-local or otherwise internal. A name
 * is checked on the addresses it resolves to when the attempt connects (a name pointing inward is refused
 * like the address). Pure: the rules over host names and addresses.
 */
import { isIP } from "node:net"
import type { SandboxSettings } from "../Config/SandboxConfig.js"

export interface OutboundPolicy {
  /** Off on a loopback-only server: every host is allowed. */
  readonly restricted: boolean
  /** `--webhook-hosts`: when not empty, the only hosts allowed (names or addresses, lower case). */
  readonly allowedHosts: ReadonlyArray<string>
}

export const UNRESTRICTED: OutboundPolicy = { restricted: false, allowedHosts: [] }

export const isLoopbackHost = (host: string) =>
  host === "localhost" || host === "::1" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host)

const bare = (host: string) => host.replace(/^\[|\]$/g, "").toLowerCase()

const v4Internal = (address: string) => {
  const [a, b] = address.split(".").map(Number) as [number, number]
  return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 198 && (b === 18 || b === 19)) || a >= 224
}

/** Loopback, private (RFC 1918, unique local), link-local, shared (CGNAT), unspecified, multicast and reserved addresses. */
export const isInternalAddress = (address: string): boolean => {
  const ip = bare(address)
  if (isIP(ip) === 4) return v4Internal(ip)
  if (isIP(ip) !== 6) return false
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip)
  if (mapped !== null) return v4Internal(mapped[1]!)
  return ip === "::" || ip === "::1" || /^f[cd]/.test(ip) || /^fe[89ab]/.test(ip) || /^ff/.test(ip)
}

/** Why a URL's host is refused, or undefined: checked when a subscription is saved and before each attempt. */
export const hostProblem = (policy: OutboundPolicy, hostname: string): string | undefined => {
  if (!policy.restricted) return undefined
  const host = bare(hostname)
  if (policy.allowedHosts.length > 0) {
    return policy.allowedHosts.includes(host)
      ? undefined
      : `'${host}' is not one of the hosts this sandbox sends webhooks to (--webhook-hosts ${policy.allowedHosts.join(",")}).`
  }
  return host === "localhost" || host.endsWith(".localhost") || isInternalAddress(host)
    ? `'${host}' is a loopback, private or link-local address: this sandbox is shared (bound to a non-loopback address) ` +
      "and sends webhooks only to public hosts, or to those its operator lists in --webhook-hosts."
    : undefined
}

/** Why an address a name resolved to is refused, or undefined (a host listed in --webhook-hosts is trusted). */
export const addressProblem = (policy: OutboundPolicy, hostname: string, address: string): string | undefined =>
  !policy.restricted || policy.allowedHosts.includes(bare(hostname)) || !isInternalAddress(address)
    ? undefined
    : `'${bare(hostname)}' resolves to ${address}, a loopback, private or link-local address this sandbox does not send to.`

/** The server's policy: restricted when it is bound to a non-loopback address (or told to be). */
export const outboundPolicyOf = (settings: Pick<SandboxSettings, "host" | "webhookHosts" | "restrictOutbound">): OutboundPolicy => ({
  restricted: settings.restrictOutbound ?? !isLoopbackHost(settings.host),
  allowedHosts: (settings.webhookHosts ?? []).map(bare)
})
