import { describe, expect, it } from 'vitest'
import {
  fittingLensWidths,
  frameShape,
  guestRow,
  lensWidth,
  recommendFor,
  recommendForGuest,
  withMdPicks,
  type CandidateGoods,
  type MemberSignals,
} from './recommend'

const g = (goodsNo: string, o: Partial<CandidateGoods> = {}): CandidateGoods => ({
  goodsNo,
  goodsTypeCd: '01',
  ctgNo: 101,
  brandNo: Number(goodsNo.slice(-2)),
  name: '뿔테 안경',
  lensWidths: [52],
  popularity: 0,
  ...o,
})
const member = (o: Partial<MemberSignals> = {}): MemberSignals => ({
  faceShape: null,
  faceWidth: null,
  maxSph: null,
  favGoodsType: null,
  ageGroup: null,
  recentViews: [],
  wishes: [],
  purchases: [],
  coPurchase: new Map(),
  ageTrending: new Map(),
  ...o,
})

describe('goods attributes', () => {
  it('reads the frame shape from the name and the lens width from the size', () => {
    expect(frameShape('다비치 오리지널 D-101 스퀘어 뿔테 안경')).toBe('스퀘어')
    expect(frameShape('원데이 콘택트렌즈 30P')).toBeNull()
    expect(lensWidth('52□18-145')).toBe(52)
    expect(lensWidth('L')).toBeNull()
    expect(lensWidth(null)).toBeNull()
  })
  it('fits lens widths to the face width', () => {
    expect(fittingLensWidths(128)).toEqual([48, 50])
    expect(fittingLensWidths(138)).toEqual([50, 53])
    expect(fittingLensWidths(150)).toEqual([53, 56])
  })
})

describe('recommendFor', () => {
  it('a round face gets angular frames first, with the reason in Korean', () => {
    const cands = [g('G000001', { name: '라운드 뿔테', popularity: 50 }), g('G000002', { name: '스퀘어 뿔테', popularity: 1 })]
    const [first] = recommendFor(member({ faceShape: 'ROUND' }), cands)
    expect(first).toMatchObject({ goodsNo: 'G000002', reason: '둥근 얼굴형에 어울리는 스퀘어 프레임' })
  })

  it('a high prescription gets high-index lenses and small frames', () => {
    const cands = [
      g('G000011', { goodsTypeCd: '03', name: '1.74 초고굴절 렌즈', lensWidths: [] }),
      g('G000012', { goodsTypeCd: '03', name: '1.56 렌즈', lensWidths: [] }),
      g('G000013', { name: '웰링턴 뿔테', lensWidths: [49] }),
      g('G000014', { name: '웰링턴 뿔테', lensWidths: [56] }),
    ]
    const recs = recommendFor(member({ maxSph: 6 }), cands)
    expect(recs[0]).toMatchObject({ goodsNo: 'G000011', reason: '도수가 높아 얇은 고굴절 렌즈를 추천해요' })
    expect(recs.map((r) => r.goodsNo)).toEqual(['G000011', 'G000013'])
    expect(recommendFor(member({ maxSph: 1 }), cands)).toEqual([])
  })

  it('co-purchase, recent views and wishes each say so; bought frames and wished goods are not recommended again', () => {
    const cands = [
      g('G000021'),
      g('G000022', { brandNo: 7 }),
      g('G000023', { brandNo: 9, ctgNo: 102 }),
      g('G000024', { goodsTypeCd: '05', ctgNo: 501 }),
    ]
    const recs = recommendFor(
      member({
        coPurchase: new Map([['G000024', 3]]),
        recentViews: ['G000021'],
        wishes: ['G000022'],
        purchases: ['G000021'],
      }),
      cands,
    )
    const by = new Map(recs.map((r) => [r.goodsNo, r.reason]))
    expect(by.get('G000024')).toBe('함께 구매한 고객이 많은 상품')
    expect(by.has('G000021')).toBe(false) // a bought frame
    expect(by.has('G000022')).toBe(false) // wished already
  })

  it('a contact lens bought before is recommended again', () => {
    const recs = recommendFor(member({ purchases: ['G000031'] }), [g('G000031', { goodsTypeCd: '04', ctgNo: 401 })])
    expect(recs[0]).toMatchObject({ goodsNo: 'G000031', reason: '다시 구매하기 좋은 상품' })
  })

  it('never more than 3 of one brand, and at most `size`', () => {
    const cands = Array.from({ length: 10 }, (_, i) => g(`G0001${String(i).padStart(2, '0')}`, { brandNo: 1, popularity: 10 - i }))
    expect(recommendFor(member(), cands)).toHaveLength(3)
    const many = Array.from({ length: 40 }, (_, i) => g(`G0002${String(i).padStart(2, '0')}`, { brandNo: i, popularity: 40 - i }))
    expect(recommendFor(member(), many, 12)).toHaveLength(12)
  })
})

describe('guests and MD picks', () => {
  it('a guest gets the age group’s best sellers when known, else the week’s', () => {
    const cands = [g('G000041', { popularity: 100 }), g('G000042', { brandNo: 3, popularity: 1 })]
    expect(recommendForGuest(cands, null, null)[0]).toMatchObject({ goodsNo: 'G000041', reason: '지금 많이 팔리는 상품' })
    expect(recommendForGuest(cands, new Map([['G000042', 4]]), 30)[0]).toMatchObject({
      goodsNo: 'G000042',
      reason: '30대 고객이 많이 찾는 상품',
    })
  })

  it('MD picks take the 3rd and 8th slots, once', () => {
    const recs = Array.from({ length: 12 }, (_, i) => ({ id: `R${i}` }))
    const row = withMdPicks(recs, [{ id: 'M1' }, { id: 'R0' }], (r) => r.id)
    expect(row).toHaveLength(12)
    expect(row[2]!.id).toBe('M1')
    expect(row[7]!.id).toBe('R0')
    expect(row.filter((r) => r.id === 'R0')).toHaveLength(1)
    const guest = guestRow([{ id: 'A' }, { id: 'B' }, { id: 'C' }], [{ id: 'M' }])
    expect(guest.map((x) => `${x.id}:${x.reason}`)).toEqual([
      'A:지금 많이 팔리는 상품',
      'B:지금 많이 팔리는 상품',
      'M:MD가 직접 고른 상품',
      'C:지금 많이 팔리는 상품',
    ])
  })
})
