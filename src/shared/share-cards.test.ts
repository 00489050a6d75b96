import { describe, expect, it } from 'vitest'
import { clip, columns, shareCard, shareCards, SHARE_RULES, marginWarning, textInMargin } from './share-cards'

const base = {
  title: '겨울 안경 기획전',
  description: '따뜻한 겨울 새 안경',
  siteName: '다비치마켓',
  url: 'https://shop.example/promotion/12',
  image: { width: 1200, height: 630 },
}

describe('share card rules', () => {
  it('counts Hangul as two columns and Latin as one', () => {
    expect(columns('안경')).toBe(4)
    expect(columns('ab 안')).toBe(5)
  })
  it('clips at the column limit with an ellipsis, never splitting past the limit', () => {
    expect(clip('가나다라마', 10)).toEqual({ text: '가나다라마', cut: false })
    const c = clip('가나다라마바', 10)
    expect(c.cut).toBe(true)
    expect(c.text).toBe('가나다라…')
    expect(columns(c.text)).toBeLessThanOrEqual(10)
  })
  it('X cuts the title at 70 columns (35 Hangul syllables) and warns', () => {
    const title = '가'.repeat(36)
    const card = shareCard('x', { ...base, title })
    expect(card.title.endsWith('…')).toBe(true)
    expect(columns(card.title)).toBeLessThanOrEqual(SHARE_RULES.x.titleColumns)
    expect(card.warnings.join()).toContain('제목이 길어')
    expect(shareCard('x', { ...base, title: '가'.repeat(35) }).warnings).toEqual([])
  })
  it('a long title is cut by KakaoTalk before Facebook', () => {
    const title = '다비치 겨울 안경 대전: 인기 안경테와 선글라스 최대 50% 할인'
    expect(shareCard('kakao', { ...base, title }).title.endsWith('…')).toBe(true)
    expect(shareCard('facebook', { ...base, title }).title).toBe(title)
  })
  it('an image under 600×315: Facebook shows a thumbnail, X a text-only card, and one overall warning', () => {
    const small = { ...base, image: { width: 500, height: 262 } }
    expect(shareCard('facebook', small).image).toBe('thumbnail')
    expect(shareCard('x', small).image).toBe('large')
    expect(shareCard('x', { ...base, image: { width: 280, height: 150 } }).image).toBe('none')
    const all = shareCards(small)
    expect(all.warnings[0]).toContain('600×315 이상')
  })
  it('no image and no title: the fallbacks are named', () => {
    const card = shareCard('kakao', { ...base, title: '', image: null })
    expect(card.title).toBe('다비치마켓')
    expect(card.image).toBe('none')
    expect(card.warnings.join()).toContain('공유 이미지가 없어')
    expect(card.caption).toBe('shop.example')
    expect(shareCard('naver', base).caption).toBe('다비치마켓')
  })
})

describe('text in the unsafe margin', () => {
  const W = 300
  const H = 158
  /** A picture: a soft gradient, with black "strokes" (1 px lines every 3 px) in the given box. */
  const picture = (box?: { x0: number; y0: number; x1: number; y1: number }) => {
    const lum = new Uint8Array(W * H)
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const inBox = box && x >= box.x0 && x < box.x1 && y >= box.y0 && y < box.y1
        lum[y * W + x] = inBox && x % 3 === 0 ? 10 : 120 + Math.round((x / W) * 60)
      }
    return lum
  }
  it('a clean picture or text in the middle: no warning', () => {
    expect(textInMargin(picture(), W, H)).toEqual([])
    expect(textInMargin(picture({ x0: 60, y0: 50, x1: 240, y1: 100 }), W, H)).toEqual([])
    expect(marginWarning([])).toBeNull()
  })
  it('text along the bottom edge or the left edge is named', () => {
    expect(textInMargin(picture({ x0: 40, y0: H - 10, x1: 260, y1: H }), W, H)).toEqual(['bottom'])
    expect(textInMargin(picture({ x0: 0, y0: 40, x1: 15, y1: 120 }), W, H)).toEqual(['left'])
    expect(marginWarning(['bottom', 'left'])).toMatch(/아래쪽·왼쪽 가장자리에 글자/)
  })
})
