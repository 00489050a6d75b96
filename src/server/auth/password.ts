/**
 * Password hashing with PBKDF2-SHA-256 through Web Crypto (runs on Workers, in Node for the seed, and
 * in tests). Production Workers refuse more than 100,000 iterations, so that is the cap and the default.
 * Stored form: `pbkdf2-sha256$<iterations>$<salt b64url>$<hash b64url>` with a 16-byte per-user salt.
 */
export const PBKDF2_MAX_ITERATIONS = 100_000

const enc = new TextEncoder()

function b64url(bytes: Uint8Array): string {
  let s = ''
  for (const b of bytes) s += String.fromCharCode(b)
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
function fromB64url(s: string): Uint8Array<ArrayBuffer> {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(bin, (c) => c.charCodeAt(0))
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_MAX_ITERATIONS) {
    throw new RangeError(`PBKDF2 iterations must be 1..${PBKDF2_MAX_ITERATIONS}`)
  }
  const key = await crypto.subtle.importKey('raw', enc.encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256)
  return new Uint8Array(bits)
}

export async function hashPassword(password: string, opts: { iterations?: number; salt?: Uint8Array<ArrayBuffer> } = {}): Promise<string> {
  const iterations = opts.iterations ?? PBKDF2_MAX_ITERATIONS
  const salt = opts.salt ?? crypto.getRandomValues(new Uint8Array(16))
  const hash = await derive(password, salt, iterations)
  return `pbkdf2-sha256$${iterations}$${b64url(salt)}$${b64url(hash)}`
}

/** Constant-time comparison of the derived key; false for any malformed stored value. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false
  const [scheme, iter, saltS, hashS] = stored.split('$')
  const iterations = Number(iter)
  if (scheme !== 'pbkdf2-sha256' || !saltS || !hashS || iterations > PBKDF2_MAX_ITERATIONS) return false
  const expected = fromB64url(hashS)
  const actual = await derive(password, fromB64url(saltS), iterations)
  if (actual.length !== expected.length) return false
  let diff = 0
  for (let i = 0; i < actual.length; i++) diff |= actual[i] ^ expected[i]
  return diff === 0
}
