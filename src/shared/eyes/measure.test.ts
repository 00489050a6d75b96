import { describe, expect, it } from 'vitest'
import fixture from '../../../tests/fixtures/face/astronaut-landmarks.json'
import { LM, combineMeasures, eyeRecordPd, frameHint, frameOverlay, lumaStats, measureFace, type FaceMeasure, type Point } from './measure'

/** A face drawn by hand: iris rings of radius 6 px (12 px = 11.7 mm, so 0.975 mm/px), pupils 64 px apart. */
function face(over: Record<number, Point> = {}): Point[] {
  const p: Point[] = Array.from({ length: 478 }, () => [0, 0, 0] as const)
  const iris = (c: number, ring: readonly number[], x: number, y: number) => {
    p[c] = [x, y]
    const q: Point[] = [
      [x + 6, y],
      [x, y - 6],
      [x - 6, y],
      [x, y + 6],
    ]
    q.forEach((pt, i) => (p[ring[i]] = pt))
  }
  iris(LM.rIris.centre, LM.rIris.ring, 100, 200)
  iris(LM.lIris.centre, LM.lIris.ring, 164, 200)
  p[LM.bridge] = [131, 198]
  p[LM.noseTip] = [132, 240]
  p[LM.rCheek] = [60, 205]
  p[LM.lCheek] = [204, 205]
  p[LM.forehead] = [132, 110]
  p[LM.chin] = [132, 290]
  p[LM.rTemple] = [72, 140]
  p[LM.lTemple] = [192, 140]
  p[LM.rJaw] = [76, 270]
  p[LM.lJaw] = [188, 270]
  for (const [k, v] of Object.entries(over)) p[Number(k)] = v
  return p
}

const rotate = (p: Point[], deg: number): Point[] => {
  const a = (deg * Math.PI) / 180
  return p.map(([x, y]) => [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)] as const)
}

describe('face measurement from landmarks', () => {
  it('scales pixels by the 11.7 mm iris: PD, mono PDs from the bridge, face width', () => {
    const m = measureFace(face())
    expect(m.irisPx).toBe(12)
    expect(m.scale).toBeCloseTo(0.975, 6)
    expect(m.pd).toBe(62.4) // 64 px × 0.975
    expect(m.rPd).toBe(30.2) // 31 px
    expect(m.lPd).toBe(32.2) // 33 px
    expect(m.faceWidth).toBe(140) // 144 px
    expect(m.scaleFrom).toBe('iris')
  })

  it('uses the credit card (85.60 mm) as the scale when its width is marked', () => {
    const m = measureFace(face(), { cardPx: 214 }) // 0.4 mm/px
    expect(m.scaleFrom).toBe('card')
    expect(m.pd).toBe(25.6)
    expect(m.faceWidth).toBe(58)
  })

  it('keeps PD and mono PDs when the head is tilted, and asks to hold it straight', () => {
    const tilted = rotate(face(), 12)
    const m = measureFace(tilted)
    expect(m.pd).toBe(62.4)
    expect(m.rPd).toBe(30.2)
    expect(m.pose.roll).toBeCloseTo(12, 5)
    expect(frameHint(m)).toBe('고개를 기울이지 말고 똑바로 해 주세요.')
  })

  it('refuses a turned head, a far face, and bad light with Korean hints; accepts a good frame', () => {
    const ok = measureFace(face())
    expect(frameHint(ok, { mean: 120, sd: 40 })).toBeNull()
    expect(frameHint(measureFace(face({ [LM.noseTip]: [150, 240] })))).toBe('정면을 봐 주세요. 얼굴이 옆으로 돌아가 있어요.')
    expect(frameHint(measureFace(face({ [LM.noseTip]: [132, 275] })))).toBe('고개를 들거나 숙이지 말고 카메라를 정면으로 봐 주세요.')
    expect(frameHint({ ...ok, irisPx: 6 })).toBe('카메라에 조금 더 가까이 와 주세요.')
    expect(frameHint(ok, { mean: 35, sd: 20 })).toBe('조금 더 밝은 곳에서 얼굴에 빛이 고르게 들도록 해 주세요.')
    expect(frameHint(ok, { mean: 245, sd: 20 })).toBe('빛이 너무 강해요. 얼굴에 직접 비치는 조명을 피해 주세요.')
    expect(frameHint(ok, { mean: 120, sd: 5 })).toBe('얼굴이 잘 보이지 않아요. 조금 더 밝은 곳에서 다시 해 주세요.')
  })

  it('classifies face shapes from proportions', () => {
    expect(measureFace(face()).faceShape).toBe('OVAL') // length 180/144 = 1.25
    expect(measureFace(face({ [LM.forehead]: [132, 100], [LM.chin]: [132, 300] })).faceShape).toBe('LONG') // 1.39
    expect(measureFace(face({ [LM.forehead]: [132, 130], [LM.chin]: [132, 290] })).faceShape).toBe('ROUND') // 1.11
    expect(measureFace(face({ [LM.rJaw]: [68, 270], [LM.lJaw]: [196, 270] })).faceShape).toBe('SQUARE') // jaw 0.89
    expect(
      measureFace(face({ [LM.rJaw]: [86, 270], [LM.lJaw]: [178, 270], [LM.rTemple]: [64, 140], [LM.lTemple]: [200, 140] })).faceShape,
    ).toBe('HEART')
  })

  it('measures the astronaut photo (the e2e fake camera) as an adult face', () => {
    const m = measureFace(fixture.points as unknown as Point[])
    expect(m.pd).toBeGreaterThanOrEqual(55)
    expect(m.pd).toBeLessThanOrEqual(75)
    expect(m.pd).toBeCloseTo(64.8, 0)
    expect(m.rPd + m.lPd).toBeCloseTo(m.pd, 0)
    expect(m.faceWidth).toBe(138)
    expect(m.faceShape).toBe('OVAL')
    expect(frameHint(m)).toBeNull()
  })

  it('combines frames by the median and reports the spread; the eye record keeps 0.5 mm steps', () => {
    const base = measureFace(face())
    const ms: FaceMeasure[] = [62.4, 62.0, 63.1, 62.6, 70.0].map((pd) => ({ ...base, pd, rPd: pd / 2, lPd: pd / 2 }))
    const r = combineMeasures(ms)!
    expect(r.pd).toBe(62.6)
    expect(r.rPd).toBe(31.3)
    expect(r.lPd).toBe(31.3)
    expect(r.pdSpread).toBe(7.4)
    expect([r.pdMin, r.pdMax]).toEqual([62, 70])
    expect(r.frames).toBe(5)
    expect(combineMeasures([])).toBeNull()
    expect(eyeRecordPd(31.3)).toBe(31.5)
    expect(eyeRecordPd(31.2)).toBe(31)
  })

  it('reads every frame at the median iris scale, so iris jitter does not move the PD', () => {
    // Same pupils (64 px apart), iris read as 11.6 / 12 / 12.4 px: per frame 64.6 / 62.4 / 60.4 mm, one scale 62.4.
    const ms = [11.6, 12, 12.4].map((irisPx) => {
      const m = measureFace(face())
      const scale = 11.7 / irisPx
      return {
        ...m,
        irisPx,
        scale,
        pd: Math.round(64 * scale * 10) / 10,
        rPd: Math.round(31 * scale * 10) / 10,
        lPd: Math.round(33 * scale * 10) / 10,
      }
    })
    const r = combineMeasures(ms)!
    expect(r.pd).toBe(62.4)
    expect(r.pdSpread).toBe(0)
    expect(r.faceWidth).toBe(140)
  })

  it('reads luma statistics of pixels', () => {
    expect(lumaStats([255, 255, 255, 255, 0, 0, 0, 255])).toEqual({ mean: 127.5, sd: 127.5 })
  })

  it('places the frame front at its real size between the pupils', () => {
    const o = frameOverlay(face(), 136.5, 0.975)
    expect(o.width).toBeCloseTo(140, 6)
    expect(o.angle).toBe(0)
    expect(o.squeeze).toBeCloseTo(Math.cos(Math.asin(2 * measureFace(face()).pose.yaw)), 6)
  })
})
