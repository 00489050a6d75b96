import { describe, expect, it } from 'vitest'
import { toQueryString, withQuery } from './query'

describe('toQueryString', () => {
  it('joins parameters without a leading ?', () => {
    expect(toQueryString({ a: 1, b: 2 })).toBe('a=1&b=2')
    expect(toQueryString({ page: '3', sort: 'new' })).toBe('page=3&sort=new')
  })

  it('skips empty string, null and undefined, keeps 0 and false', () => {
    expect(toQueryString({ a: '', b: null, c: undefined, d: 0, e: false, f: 'x' })).toBe('d=0&e=false&f=x')
    expect(toQueryString({ n: Number.NaN, t: true })).toBe('t=true')
    expect(toQueryString({ space: ' ' })).toBe('space=%20')
  })

  it('returns empty when nothing is left', () => {
    expect(toQueryString({})).toBe('')
    expect(toQueryString({ a: '', b: null })).toBe('')
    expect(toQueryString(null)).toBe('')
    expect(toQueryString(undefined)).toBe('')
  })

  it('encodes Korean keys and values', () => {
    expect(toQueryString({ 검색어: '다비치 안경' })).toBe('%EA%B2%80%EC%83%89%EC%96%B4=%EB%8B%A4%EB%B9%84%EC%B9%98%20%EC%95%88%EA%B2%BD')
    expect(decodeURIComponent(toQueryString({ 검색어: '다비치 안경' }))).toBe('검색어=다비치 안경')
  })

  it('encodes reserved characters', () => {
    expect(toQueryString({ 'a&b': 'c=d', q: '50%+1/2?#' })).toBe('a%26b=c%3Dd&q=50%25%2B1%2F2%3F%23')
  })

  it('repeats keys for arrays and skips their empty elements', () => {
    expect(toQueryString({ cat: ['01', '02'], x: 1 })).toBe('cat=01&cat=02&x=1')
    expect(toQueryString({ cat: ['01', '', null, undefined, 0] })).toBe('cat=01&cat=0')
    expect(toQueryString({ cat: [] })).toBe('')
  })
})

describe('withQuery', () => {
  it('appends with ? and leaves the path alone when nothing to add', () => {
    expect(withQuery('/search', { q: '안경', size: 40 })).toBe('/search?q=%EC%95%88%EA%B2%BD&size=40')
    expect(withQuery('/search', { q: '' })).toBe('/search')
    expect(withQuery('/search', undefined)).toBe('/search')
  })

  it('appends with & when the path already has a query', () => {
    expect(withQuery('/products?category=01', { page: 2 })).toBe('/products?category=01&page=2')
    expect(withQuery('/products?', { page: 2 })).toBe('/products?page=2')
  })

  it('keeps the hash at the end', () => {
    expect(withQuery('/event/1#coupon', { tab: 'a' })).toBe('/event/1?tab=a#coupon')
  })
})
