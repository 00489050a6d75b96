import { Gift, Heart, Inbox, MessageCircleQuestionMark, Receipt, SearchX, ShoppingCart, Store, TicketPercent } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { emptyIconFor } from './empty-icon'

describe('emptyIconFor (the empty state says what is missing)', () => {
  it('picks the picture from the words of the title', () => {
    expect(emptyIconFor('장바구니가 비어 있어요.')).toBe(ShoppingCart)
    expect(emptyIconFor('찜한 상품이 없어요.')).toBe(Heart)
    expect(emptyIconFor('지금 받을 수 있는 쿠폰이 없어요.')).toBe(TicketPercent)
    expect(emptyIconFor('선물 받은 모바일 상품권이 없어요.')).toBe(Gift)
    expect(emptyIconFor('아직 남기신 문의가 없어요')).toBe(MessageCircleQuestionMark)
    expect(emptyIconFor('조건에 맞는 매장이 없어요')).toBe(Store)
    expect(emptyIconFor('이 기간의 결제 내역이 없어요.')).toBe(Receipt)
    expect(emptyIconFor('조건에 맞는 상품이 없어요')).toBe(SearchX)
  })
  it('falls back to an empty tray', () => {
    expect(emptyIconFor('비어 있어요')).toBe(Inbox)
  })
})
