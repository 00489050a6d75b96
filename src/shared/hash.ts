/**
 * Hashing with Web Crypto (crypto.subtle): available in browsers (secure contexts), Node ≥ 19
 * and Cloudflare Workers. No Node 'crypto' import.
 */

/** Lower-case hex SHA-256 of the UTF-8 bytes of `text`. sha256Hex('abc') → 'ba7816bf…15ad'. */
export async function sha256Hex(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text)
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes)
  let hex = ''
  for (const b of new Uint8Array(digest)) hex += b.toString(16).padStart(2, '0')
  return hex
}

/** E-mail as it is hashed: surrounding spaces removed, lower-cased. */
export function normalizeEmail(email: string | null | undefined): string {
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

/**
 * SHA-256 (hex) of the normalised e-mail (trimmed, lower-cased), so ' Foo@Example.COM ' and
 * 'foo@example.com' hash alike (the product spec: "Email is hashed (SHA-256) for use").
 * A missing or blank e-mail gives '' rather than the hash of the empty string, so "no e-mail"
 * can never be mistaken for an identifier.
 */
export async function hashEmail(email: string | null | undefined): Promise<string> {
  const normalized = normalizeEmail(email)
  return normalized === '' ? '' : sha256Hex(normalized)
}
