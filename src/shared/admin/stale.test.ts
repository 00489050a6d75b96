import { describe, expect, it } from 'vitest'
import { changedFields, showValue, staleReason } from './stale'

describe('console stale saves', () => {
  it('lists only the labelled fields that differ, in label order', () => {
    const labels = { title: '제목', endAt: '종료 일시', body: '본문' }
    const changes = changedFields(
      { title: 'A', endAt: '2026-12-01', body: 'x', secret: 1 },
      { title: 'B', endAt: '2026-12-01', body: 'y', secret: 2 },
      labels,
    )
    expect(changes.map((c) => c.field)).toEqual(['title', 'body'])
    expect(changes[0]).toEqual({ field: 'title', label: '제목', seen: 'A', now: 'B' })
  })
  it('compares lists and objects by value', () => {
    expect(changedFields({ goods: ['G1', 'G2'] }, { goods: ['G1', 'G2'] }, { goods: '상품' })).toEqual([])
    expect(changedFields({ goods: ['G1'] }, { goods: ['G1', 'G2'] }, { goods: '상품' })[0]!.now).toBe('["G1","G2"]')
  })
  it('shows empty and long values readably', () => {
    expect(showValue('')).toBe('(비어 있음)')
    expect(showValue(null)).toBe('(비어 있음)')
    expect(showValue('가'.repeat(100))).toHaveLength(80)
  })
  it('names who saved first and what changed', () => {
    expect(staleReason('mkt02', [{ field: 'title', label: '제목', seen: 'a', now: 'b' }])).toContain(
      'mkt02님이 먼저 저장했습니다. 바뀐 항목: 제목',
    )
    expect(staleReason('', [])).toContain('다른 운영자님')
  })
})
