import { describe, expect, it } from 'vitest'
import { conflictReason, isVersionConflict, whatChanged } from './version-conflict'

describe('whatChanged', () => {
  it('lists only the labelled fields that differ, in the labels order, as display strings', () => {
    const seen = { name: '아이웨어 A', price: 10000, tags: ['a'], version: 3, note: null }
    const now = { name: '아이웨어 B', price: 10000, tags: ['a', 'b'], version: 4, note: '' }
    const out = whatChanged(seen, now, { price: '판매가', tags: '태그', name: '상품명', note: '메모' })
    expect(out).toEqual([
      { field: 'tags', label: '태그', was: '["a"]', now: '["a","b"]' },
      { field: 'name', label: '상품명', was: '아이웨어 A', now: '아이웨어 B' },
      { field: 'note', label: '메모', was: '', now: '' },
    ])
  })
  it('is empty when nothing labelled changed', () => {
    expect(whatChanged({ a: 1, v: 1 }, { a: 1, v: 2 }, { a: 'A' })).toEqual([])
  })
})

describe('conflict body', () => {
  it('names who saved first with the right particle', () => {
    expect(conflictReason('상품', 'md02')).toContain('다른 운영자(md02)가 이 상품을 먼저 저장했습니다.')
    expect(conflictReason('캠페인')).toContain('이 캠페인을 먼저')
  })
  it('recognises a 409 body with changed fields', () => {
    expect(isVersionConflict({ status: 409, errors: [], current: {}, changed: [] })).toBe(true)
    expect(isVersionConflict({ status: 409, errors: [] })).toBe(false)
  })
})
