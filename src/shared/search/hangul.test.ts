import { describe, expect, it } from 'vitest'
import { compact, isChoseongQuery, matchScore, MAX_SEARCH_WORDS, searchWords } from './hangul'

describe('hangul search matching', () => {
  it('matches initial consonants', () => {
    expect(isChoseongQuery('ㄷㅂㅊ')).toBe(true)
    expect(isChoseongQuery('다비치')).toBe(false)
    expect(matchScore('ㄷㅂㅊ', '다비치 오리지널')).toBe(50)
    expect(matchScore('ㅇㄹㅈㄴ', '다비치 오리지널')).toBe(40)
    expect(matchScore('ㄱㄴㄷ', '다비치 오리지널')).toBe(0)
  })
  it('ignores spacing on both sides', () => {
    expect(compact(' 다비치  오리지널 ')).toBe('다비치오리지널')
    expect(matchScore('다비치오리지널', '다비치 오리지널')).toBe(100)
    expect(matchScore('다비 치', '다비치 오리지널')).toBe(80)
    expect(matchScore('오리 지널', '다비치 오리지널')).toBe(60)
  })
  it('matches a syllable still being typed', () => {
    expect(matchScore('다빛', '다비치')).toBe(30)
    expect(matchScore('선글', '편광 선글라스')).toBe(60)
  })
  it('is case-insensitive and rejects empty queries', () => {
    expect(matchScore('davich', 'DAVICH ORIGINAL')).toBe(80)
    expect(matchScore('   ', '다비치')).toBe(0)
  })
})

describe('search words', () => {
  it('splits on any spacing and keeps the first MAX_SEARCH_WORDS', () => {
    expect(searchWords('  편광   선글라스 ')).toEqual(['편광', '선글라스'])
    expect(searchWords('')).toEqual([])
    expect(searchWords('다비치 렌즈 다비치 DAVICH davich')).toEqual(['다비치', '렌즈', 'DAVICH'])
    const long = Array.from({ length: 25 }, (_, i) => String.fromCharCode(97 + i)).join(' ')
    expect(searchWords(long)).toHaveLength(MAX_SEARCH_WORDS)
    expect(searchWords(long)[MAX_SEARCH_WORDS - 1]).toBe(String.fromCharCode(97 + MAX_SEARCH_WORDS - 1))
  })
})
