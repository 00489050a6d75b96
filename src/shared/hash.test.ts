import { describe, expect, it } from 'vitest'
import { hashEmail, normalizeEmail, sha256Hex } from './hash'

describe('sha256Hex', () => {
  it('hashes known vectors', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
  })

  it('hashes the UTF-8 bytes of Korean text', async () => {
    // UTF-8 of '가' is EA B0 80
    expect(await sha256Hex('가')).toBe(await sha256HexOfBytes([0xea, 0xb0, 0x80]))
    expect(await sha256Hex('가')).toHaveLength(64)
  })
})

async function sha256HexOfBytes(bytes: number[]): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(bytes))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

describe('hashEmail', () => {
  it('hashes the trimmed, lower-cased e-mail', async () => {
    const expected = await sha256Hex('foo@example.com')
    expect(await hashEmail('foo@example.com')).toBe(expected)
    expect(await hashEmail('  Foo@Example.COM ')).toBe(expected)
    expect(expected).toBe('321ba197033e81286fedb719d60d4ed5cecaed170733cb4a92013811afc0e3b6')
  })

  it('returns empty for a missing or blank e-mail', async () => {
    expect(await hashEmail('')).toBe('')
    expect(await hashEmail('   ')).toBe('')
    expect(await hashEmail(null)).toBe('')
    expect(await hashEmail(undefined)).toBe('')
  })

  it('normalizes', () => {
    expect(normalizeEmail(' A@B.Kr ')).toBe('a@b.kr')
    expect(normalizeEmail(undefined)).toBe('')
  })
})
