import { Secret, TOTP } from 'otpauth'
import { toSVG } from 'bwip-js/browser'

/**
 * RFC 6238 one-time codes for operator sign-in, through `otpauth` (SHA-1, 6 digits, 30 s — what every
 * authenticator app reads from an otpauth:// URI). A code is accepted for the current step ±1 (clock drift), and
 * the caller records the step it matched so the same code is never good twice (db/operators acceptTotpStep).
 */
const PERIOD = 30
const ISSUER = '다비치 본사 콘솔'

const totpOf = (secretBase32: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secretBase32) })

/** A new random 160-bit secret (base32), for enrolment. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32

/** The time step a code matches (current ±1), or null. */
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now, window: 1 })
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta
}

/** The code of a secret now (the seed's README, tests and the e2e compute codes the same way). */
export const totpCode = (secretBase32: string, now = Date.now()) => totpOf(secretBase32).generate({ timestamp: now })

/** The otpauth:// URI an authenticator app scans, and its QR code as SVG. */
export function enrolment(secretBase32: string, loginId: string) {
  const uri = totpOf(secretBase32, loginId).toString()
  return { uri, qrSvg: toSVG({ bcid: 'qrcode', text: uri, scale: 3, paddingwidth: 2, paddingheight: 2 }) }
}
