import type { EyeRecord } from '~/shared/api/eyes-types'
import type { GoodsDetailAnswer } from '~/shared/api/goods-types'
import { formatOptical, presetPower } from '~/shared/eyes/optics'

export interface PowerPreset {
  power: string
  left: string | null
  examDate: string
}

/**
 * The power a lens page pre-selects from the member's latest eye record: the right eye's record through
 * presetPower (src/shared/eyes/optics.ts), the left eye's shown beside it. Loaded by BuyBox only when such a
 * record exists, so goods pages do not download the optics rules.
 */
export function powerPreset(data: GoodsDetailAnswer, r: EyeRecord): PowerPreset | null {
  const kind = data.optionAxes.includes('cylinder') ? 'spectacle' : 'contact'
  const options = [...new Set(data.items.map((i) => (i.power == null ? '' : String(i.power))))]
  const power = presetPower(options, r.right.sph, r.right.cyl, kind)
  if (!power) return null
  const left = presetPower(options, r.left.sph, r.left.cyl, kind)
  return {
    power,
    left: left ?? (r.left.sph != null ? formatOptical('sph', r.left.sph) : null),
    examDate: `${r.examYmd.slice(0, 4)}.${r.examYmd.slice(4, 6)}.${r.examYmd.slice(6, 8)}`,
  }
}
