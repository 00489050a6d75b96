import { describe, expect, it } from 'vitest'
import { lensIndexOf, lensThickness, meridianPower, sag, thicknessByIndex } from './lens'

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
})
