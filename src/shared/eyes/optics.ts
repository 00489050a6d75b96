/**
 * Optical ranges of an eyesight record (the product spec: SPH −20.00…+20.00 in 0.25 steps, CYL ≤ 0, AXIS 1–180 …),
 * written once here and read by the API schema, the forms, the chart and the contact-lens power pre-select.
 * Values are dioptres (SPH, CYL, ADD), prism dioptres (PRISM), degrees (AXIS) and millimetres (monocular PD).
 */
import { withJosa } from '../korean'

export const EYES = ['r', 'l'] as const

export const PRISM_BASES = ['IN', 'OUT', 'UP', 'DOWN'] as const

export interface OpticalRange {
  /** The Korean name shown in messages ('구면(SPH)'). */
  label: string
  min: number
  max: number
  step: number
  /** Digits shown after the point. */
  digits: number
  unit: string
}

export const OPTICAL_RANGES = {
  sph: { label: '구면(SPH)', min: -20, max: 20, step: 0.25, digits: 2, unit: 'D' },
  cyl: { label: '난시(CYL)', min: -10, max: 0, step: 0.25, digits: 2, unit: 'D' },
  axis: { label: '축(AXIS)', min: 1, max: 180, step: 1, digits: 0, unit: '°' },
  add: { label: '가입도(ADD)', min: 0.75, max: 4, step: 0.25, digits: 2, unit: 'D' },
  prism: { label: '프리즘(PRISM)', min: 0.25, max: 10, step: 0.25, digits: 2, unit: 'Δ' },
  pd: { label: '동공 간 거리(PD)', min: 20, max: 40, step: 0.5, digits: 1, unit: 'mm' },
} as const satisfies Record<string, OpticalRange>
export type OpticalField = keyof typeof OPTICAL_RANGES

const EPS = 1e-9
/** True when `n` lies on the range's grid (−2.25 is on the 0.25 grid, −2.30 is not). */
export function onStep(n: number, r: OpticalRange): boolean {
  const k = (n - r.min) / r.step
  return Math.abs(k - Math.round(k)) < EPS
}

/** The Korean reason `n` is not a valid value of `field`, or null when it is. */
export function opticalError(field: OpticalField, n: number): string | null {
  const r: OpticalRange = OPTICAL_RANGES[field]
  if (!Number.isFinite(n)) return `${r.label} 값을 숫자로 입력해 주세요.`
  if (n < r.min - EPS || n > r.max + EPS)
    return `${withJosa(r.label, '은/는')} ${formatOptical(field, r.min)}부터 ${formatOptical(field, r.max)}까지 입력할 수 있습니다.`
  if (!onStep(n, r)) return `${withJosa(r.label, '은/는')} ${r.step} 단위로 입력해 주세요.`
  return null
}

/** '−2.25' style display: signed dioptres with two decimals (0 → '0.00'), degrees and mm as they are. */
export function formatOptical(field: OpticalField, n: number | null | undefined): string {
  if (n == null) return '-'
  const r: OpticalRange = OPTICAL_RANGES[field]
  const s = Math.abs(n).toFixed(r.digits)
  if (field === 'sph' || field === 'cyl' || field === 'add') return n > 0 ? `+${s}` : n < 0 ? `-${s}` : s
  return n < 0 ? `-${s}` : s
}

/** Spherical equivalent (SPH + CYL/2), the one number the chart and contact lenses read. */
export const sphericalEquivalent = (sph: number, cyl: number | null | undefined) => sph + (cyl ?? 0) / 2

/**
 * Contact-lens power for a spectacle record: the spherical equivalent, vertex-corrected from 12 mm when
 * |power| > 4 D (F' = F / (1 − dF)), rounded to the nearest 0.25 step contact lenses are sold in.
 */
export function contactLensPower(sph: number, cyl: number | null | undefined): number {
  const se = sphericalEquivalent(sph, cyl)
  const corrected = Math.abs(se) > 4 ? se / (1 - 0.012 * se) : se
  const rounded = Math.round(corrected * 4) / 4
  return Object.is(rounded, -0) ? 0 : rounded
}

/**
 * The power option to pre-select for a lens product from the member's record (one eye): a contact lens gets the
 * vertex-corrected spherical equivalent (contactLensPower), a spectacle lens the SPH itself. Only an option that
 * exists is returned ('-2.75' among the product's powers), else null (the member chooses).
 */
export function presetPower(
  options: readonly string[],
  sph: number | null,
  cyl: number | null,
  kind: 'contact' | 'spectacle',
): string | null {
  if (sph == null) return null
  const target = kind === 'contact' ? contactLensPower(sph, cyl) : sph
  return options.find((o) => /^[+-]?\d+(\.\d+)?$/.test(o.trim()) && Math.abs(Number(o) - target) < 1e-9) ?? null
}
