import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { bannedWord, memberText, moderateText } from './moderation'

describe('moderation filter', () => {
  it('finds banned words through spacing, punctuation, case and full-width letters', () => {
    expect(bannedWord('정말 씨 발 별로')).toBe('씨발')
    expect(bannedWord('F.U.C.K this')).toBe('fuck')
    expect(bannedWord('ｆｕｃｋ')).toBe('fuck')
    expect(bannedWord('토토-사이트 홍보')).toBe('토토사이트')
    expect(bannedWord('가볍고 편해요. 시력검사도 친절했어요.')).toBeNull()
  })

  it('checks length, control characters and banned words with Korean reasons', () => {
    const rule = { min: 10, max: 20, multiline: true }
    expect(moderateText('후기 내용', '', rule)).toBe('후기 내용을 입력해 주세요.')
    expect(moderateText('후기 내용', '짧아요', rule)).toBe('후기 내용은 10자 이상 입력해 주세요.')
    expect(moderateText('후기 내용', '가'.repeat(21), rule)).toBe('후기 내용은 20자 이내로 입력해 주세요.')
    expect(moderateText('후기 내용', '좋아요\u0007좋아요좋아요좋아요', rule)).toMatch(/제어 문자/)
    expect(moderateText('후기 내용', '좋아요\n정말 좋아요 추천해요', rule)).toBeNull()
    expect(moderateText('질문', '한 줄\n두 줄이에요 안돼요', { min: 2, max: 40 })).toMatch(/제어 문자/)
    expect(moderateText('후기 내용', '병신같은 안경이에요 진짜', rule)).toMatch(/사용할 수 없는 표현/)
  })

  it('memberText trims, normalises line breaks and reports one issue', () => {
    const s = memberText('문의 내용', { min: 5, max: 50, multiline: true })
    expect(v.parse(s, '  줄 하나\r\n줄 둘  ')).toBe('줄 하나\n줄 둘')
    const r = v.safeParse(s, '바카라 사이트 홍보합니다')
    expect(r.success).toBe(false)
    expect(r.issues?.[0].message).toMatch(/사용할 수 없는 표현/)
    expect(v.safeParse(s, 42).issues?.[0].message).toBe('문의 내용을 입력해 주세요.')
  })
})
