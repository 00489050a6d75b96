import { describe, expect, it } from 'vitest'
import { lensChoiceLine, lensIndexOf, lensProfile, lensThickness, meridianPower, sag, thicknessByIndex } from './lens'

describe('lens thickness (sag formula)', () => {
  it('computes the sag of a surface: r = 1000(n − 1)/|F|, s = r − √(r² − h²)', () => {
    // −4.00 D in CR-39 (1.50): r = 125 mm; at h = 29 mm s = 125 − √14784 = 3.411 mm.
    expect(sag(-4, 1.5, 29)).toBeCloseTo(3.411, 3)
    expect(sag(0, 1.5, 29)).toBe(0)
    expect(sag(-20, 1.5, 40)).toBe(25) // beyond a hemisphere: capped
  })

  it('reads the power of a meridian with a minus cylinder', () => {
    expect(meridianPower(-2, -1, 180, 0)).toBeCloseTo(-2, 9)
    expect(meridianPower(-2, -1, 90, 0)).toBeCloseTo(-3, 9)
    expect(meridianPower(-2, null, null, 0)).toBe(-2)
  })

  it('works a minus lens in a 52□18 frame for a 32 mm mono PD', () => {
    // Decentration (52 + 18)/2 − 32 = 3 mm: temporal edge 29 mm, nasal 23 mm from the optical centre.
    const t150 = lensThickness({ sph: -4, pd: 32 }, '52□18-145', '1.50')!
    expect(t150).toMatchObject({ centre: 2, temporal: 5.4, nasal: 4.1 })
    const t174 = lensThickness({ sph: -4, pd: 32 }, '52□18-145', '1.74')!
    // r = 740/4 = 185 mm: s(29) = 2.287 → 1.2 + 2.287.
    expect(t174).toMatchObject({ centre: 1.2, temporal: 3.5 })
    expect(t174.maxEdge).toBeGreaterThan(t174.temporal)
  })

  it('works a plus lens: the farthest corner keeps 1 mm, the centre carries the sag', () => {
    // +2.00 in 50□20 for PD 33: d = 2, corner √(27² + 20²) = 33.6 mm, r = 250 → s = 2.27, centre 3.3.
    const t = lensThickness({ sph: 2, pd: 33 }, '50□20-140', '1.50')!
    expect(t.centre).toBe(3.3)
    expect(t.temporal).toBeLessThan(t.nasal)
  })

  it('gets thinner with every higher index, five indices', () => {
    const rows = thicknessByIndex({ sph: -6, cyl: -1.5, axis: 90, pd: 31 }, '54□17-145')
    expect(rows.map((r) => r.index)).toEqual(['1.50', '1.56', '1.60', '1.67', '1.74'])
    for (let i = 1; i < rows.length; i++) expect(rows[i].maxEdge).toBeLessThan(rows[i - 1].maxEdge)
    expect(lensThickness({ sph: -6, pd: 31 }, 'free size', '1.60')).toBeNull()
  })

  it('reads the index of a lens item', () => {
    expect(lensIndexOf('1.60 박형')).toBe('1.60')
    expect(lensIndexOf('1.74 / SPH -8.25 ~ -12.00')).toBe('1.74')
    expect(lensIndexOf('기본')).toBeNull()
  })

  it('draws the cross-section through the optical centre and the top view from the same numbers', () => {
    const p = lensProfile({ sph: -4, pd: 32 }, '52□18-145', '1.50', 27)!
    expect(p).toMatchObject({ width: 52, height: 41.6, oc: 3, centre: 2, impossible: false })
    // The section's ends are the temporal (x = −26) and nasal (x = +26) edges of lensThickness.
    expect(p.section[0]).toEqual({ x: -26, t: 5.4 })
    expect(p.section[26]).toEqual({ x: 26, t: 4.1 })
    // Thinnest at the optical centre (x = 3 lies between samples 14 and 15 of 27: x = 2 and x = 4).
    expect(Math.min(...p.section.map((q) => q.t))).toBe(p.centre)
    expect(p.section[14].t).toBe(p.centre)
    expect(p.section[0].t).toBeGreaterThan(p.section[26].t)
    // Seen from above the lens is at least as thick as its section everywhere, thicker towards the corners.
    p.top.forEach((q, i) => expect(q.t).toBeGreaterThanOrEqual(p.section[i].t))
    expect(p.top[0].t).toBe(lensThickness({ sph: -4, pd: 32 }, '52□18-145', '1.50')!.maxEdge)
  })

  it('flags a power the index cannot make in the frame', () => {
    expect(lensProfile({ sph: -20, pd: 30 }, '58□16-145', '1.50')!.impossible).toBe(true)
    expect(lensProfile({ sph: -2, pd: 30 }, '58□16-145', '1.50')!.impossible).toBe(false)
    expect(lensProfile({ sph: -2, pd: 30 }, 'free', '1.50')).toBeNull()
  })

  it('writes the line the store owner reads', () => {
    expect(lensChoiceLine('1.67', '52□18-145', { sph: -4, pd: 32 }, { sph: -3.5, pd: 32 })).toMatch(
      /^굴절률 1\.67 · 안경테 52□18 · 예상 가장자리 최대 R \d\.\d \/ L \d\.\dmm$/,
    )
    expect(lensChoiceLine('1.60', null, { sph: -4, pd: 32 }, null)).toBe('굴절률 1.60')
  })
})
