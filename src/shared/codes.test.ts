import { describe, expect, it } from 'vitest'
import {
  BANKS,
  CANCEL_REASONS,
  CARD_COMPANIES,
  CARD_SOURCES,
  GOODS_TYPES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  RETURN_REASONS,
  bankName,
  cancelReasonName,
  cardCompanyName,
  cardSourceName,
  goodsTypeName,
  goodsTypePath,
  isGoodsType,
  isPaymentMethodCode,
  orderStatusName,
  paymentMethodName,
  returnReason,
  returnReasonName,
} from './codes'

describe('cardCompanyName', () => {
  it('names every spec card company', () => {
    const expected: Record<string, string> = {
      '01': '하나(외환)카드',
      '03': '롯데카드',
      '04': '현대카드',
      '06': '국민카드',
      '11': 'BC카드',
      '12': '삼성카드',
      '14': '신한카드',
      '15': '한미카드',
      '16': 'NH카드',
      '17': '하나SK카드',
      '21': '해외비자',
      '22': '해외마스터',
      '23': '해외JCB',
      '24': '해외아멕스',
      '25': '해외다이너스',
      '91': '네이버포인트',
      '93': '토스머니',
      '94': 'SSG머니',
      '96': '엘포인트',
      '97': '카카오머니',
      '98': '페이코',
    }
    for (const [code, name] of Object.entries(expected)) expect(cardCompanyName(code)).toBe(name)
    expect(CARD_COMPANIES).toHaveLength(21)
  })

  it('strips a leading C first', () => {
    expect(cardCompanyName('C06')).toBe('국민카드')
    expect(cardCompanyName('C11')).toBe('BC카드')
    expect(cardCompanyName('c14')).toBe('신한카드')
  })

  it('returns nothing (undefined) for unknown or missing codes', () => {
    expect(cardCompanyName('02')).toBeUndefined()
    expect(cardCompanyName('C99')).toBeUndefined()
    expect(cardCompanyName('6')).toBeUndefined()
    expect(cardCompanyName('')).toBeUndefined()
    expect(cardCompanyName('C')).toBeUndefined()
    expect(cardCompanyName(null)).toBeUndefined()
    expect(cardCompanyName(undefined)).toBeUndefined()
  })

  it('keeps the table in code order', () => {
    expect(CARD_COMPANIES.map((c) => c.code).slice(0, 5)).toEqual(['01', '03', '04', '06', '11'])
  })
})

describe('bankName', () => {
  it('names banks, securities firms and wallets by two-character code', () => {
    expect(bankName('02')).toBe('산업은행')
    expect(bankName('04')).toBe('국민은행')
    expect(bankName('05')).toBe('하나은행(외환)')
    expect(bankName('81')).toBe('하나은행')
    expect(bankName('88')).toBe('신한은행')
    expect(bankName('90')).toBe('카카오뱅크')
    expect(bankName('92')).toBe('토스뱅크')
    expect(bankName('98')).toBe('페이코')
    expect(bankName('D1')).toBe('유안타증권')
    expect(bankName('DA')).toBe('이베스트투자증권')
    expect(bankName('DR')).toBe('상상인증권')
    expect(bankName('BW')).toBe('뱅크월렛')
  })

  it('uses the last two characters of a three-character code', () => {
    expect(bankName('004')).toBe('국민은행')
    expect(bankName('088')).toBe('신한은행')
    expect(bankName('0D9')).toBe('키움증권')
    expect(bankName('999')).toBe('')
  })

  it('matches letters case-insensitively', () => {
    expect(bankName('dq')).toBe('삼성증권')
  })

  it('returns empty for unknown or missing codes', () => {
    expect(bankName('01')).toBe('')
    expect(bankName('DS')).toBe('')
    expect(bankName('4')).toBe('')
    expect(bankName('0004')).toBe('')
    expect(bankName('')).toBe('')
    expect(bankName(null)).toBe('')
    expect(bankName(undefined)).toBe('')
  })

  it('has unique codes covering D1..DR', () => {
    const codes = BANKS.map((b) => b.code)
    expect(new Set(codes).size).toBe(codes.length)
    const securities = codes.filter((c) => c.startsWith('D'))
    expect(securities).toEqual([
      'D1',
      'D2',
      'D3',
      'D4',
      'D5',
      'D6',
      'D7',
      'D8',
      'D9',
      'DA',
      'DB',
      'DC',
      'DD',
      'DE',
      'DF',
      'DG',
      'DH',
      'DI',
      'DJ',
      'DK',
      'DL',
      'DM',
      'DN',
      'DO',
      'DP',
      'DQ',
      'DR',
    ])
  })
})

describe('cardSourceName', () => {
  it('names every single-character app code of the spec', () => {
    const codes = ['C', 'B', 'D', 'G', 'O', 'L', 'K', 'H', 'R', 'I', 'U', 'J', 'a']
    expect(CARD_SOURCES.map((s) => s.code)).toEqual(codes)
    for (const c of codes) expect(cardSourceName(c)).not.toBe('')
    expect(cardSourceName('C')).toBe('페이코')
    expect(cardSourceName('B')).toBe('삼성페이')
    expect(cardSourceName('O')).toBe('카카오페이')
    expect(cardSourceName('I')).toBe('네이버페이')
    expect(cardSourceName('H')).toBe('토스페이')
  })

  it('returns empty when the code is missing', () => {
    expect(cardSourceName(undefined)).toBe('')
    expect(cardSourceName(null)).toBe('')
    expect(cardSourceName('')).toBe('')
  })

  it('returns empty for two or more characters', () => {
    expect(cardSourceName('CB')).toBe('')
    expect(cardSourceName('C ')).toBe('')
    expect(cardSourceName('abc')).toBe('')
  })

  it('returns empty for an unknown single character and is case-sensitive', () => {
    expect(cardSourceName('Z')).toBe('')
    expect(cardSourceName('c')).toBe('')
    expect(cardSourceName('A')).toBe('')
    expect(cardSourceName('a')).toBe('K PAY')
  })
})

describe('payment methods', () => {
  it('has string codes 1..13 in order', () => {
    expect(PAYMENT_METHODS.map((m) => m.code)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13'])
  })

  it('names each method', () => {
    expect(paymentMethodName('1')).toBe('계좌이체')
    expect(paymentMethodName('2')).toBe('가상계좌')
    expect(paymentMethodName('3')).toBe('신용카드')
    expect(paymentMethodName('4')).toBe('휴대폰결제')
    expect(paymentMethodName('5')).toBe('L.Pay')
    expect(paymentMethodName('6')).toBe('SSG Pay')
    expect(paymentMethodName('7')).toBe('PAYCO')
    expect(paymentMethodName('8')).toBe('Alipay')
    expect(paymentMethodName('9')).toBe('네이버페이')
    expect(paymentMethodName('10')).toBe('K Pay')
    expect(paymentMethodName('11')).toBe('삼성페이')
    expect(paymentMethodName('12')).toBe('카카오페이')
    expect(paymentMethodName('13')).toBe('토스페이')
  })

  it('accepts numbers, returns empty for unknown', () => {
    expect(paymentMethodName(3)).toBe('신용카드')
    expect(paymentMethodName('0')).toBe('')
    expect(paymentMethodName('14')).toBe('')
    expect(paymentMethodName('03')).toBe('')
    expect(paymentMethodName(null)).toBe('')
    expect(isPaymentMethodCode('13')).toBe(true)
    expect(isPaymentMethodCode('14')).toBe(false)
  })
})

describe('return and cancel reasons', () => {
  it('lists return reasons with who pays shipping', () => {
    expect(RETURN_REASONS.map((r) => [r.id, r.name, r.shippingPaidBy, r.requiresText])).toEqual([
      ['20', '상품 불량', 'seller', false],
      ['50', '단순 변심', 'buyer', false],
      ['60', '상품 정보와 다름', 'seller', false],
      ['70', '기타(직접 입력)', 'buyer', true],
    ])
    expect(RETURN_REASONS.every((r) => r.unavailable === false)).toBe(true)
  })

  it('looks return reasons up by string or number', () => {
    expect(returnReason(50)?.shippingPaidBy).toBe('buyer')
    expect(returnReasonName('60')).toBe('상품 정보와 다름')
    expect(returnReasonName('10')).toBe('')
    expect(returnReason('99')).toBeUndefined()
  })

  it('lists cancel reasons', () => {
    expect(CANCEL_REASONS.map((r) => r.id)).toEqual(['10', '20', '30', '40'])
    expect(cancelReasonName('10')).toBe('상품 옵션 변경')
    expect(cancelReasonName(20)).toBe('결제 수단 변경')
    expect(cancelReasonName('30')).toBe('구매 정보 변경')
    expect(cancelReasonName('40')).toBe('단순 변심')
    expect(cancelReasonName('50')).toBe('')
  })
})

describe('goods types', () => {
  it('names 01..05', () => {
    expect(GOODS_TYPES.map((g) => g.code)).toEqual(['01', '02', '03', '04', '05'])
    expect(goodsTypeName('01')).toBe('안경테')
    expect(goodsTypeName('02')).toBe('선글라스')
    expect(goodsTypeName('03')).toBe('안경렌즈')
    expect(goodsTypeName('04')).toBe('콘택트렌즈')
    expect(goodsTypeName('05')).toBe('용품')
    expect(goodsTypeName('06')).toBe('')
    expect(goodsTypeName(undefined)).toBe('')
  })

  it('guards goods type codes', () => {
    expect(isGoodsType('04')).toBe(true)
    expect(isGoodsType('4')).toBe(false)
    expect(isGoodsType(4)).toBe(false)
    expect(isGoodsType('00')).toBe(false)
    expect(isGoodsType(null)).toBe(false)
  })

  it('gives each category its listing path (supplies on /products/etc)', () => {
    expect(goodsTypePath('01')).toBe('/products?category=01')
    expect(goodsTypePath('04')).toBe('/products?category=04')
    expect(goodsTypePath('05')).toBe('/products/etc')
    expect(goodsTypePath('xx')).toBe('/products')
  })
})

describe('orderStatusName', () => {
  it('names the order/line statuses', () => {
    expect(orderStatusName('00')).toBe('주문무효')
    expect(orderStatusName('01')).toBe('주문접수')
    expect(orderStatusName('10')).toBe('주문완료(입금확인중)')
    expect(orderStatusName('20')).toBe('결제완료')
    expect(orderStatusName('23')).toBe('결제취소신청')
    expect(orderStatusName('39')).toBe('부분배송중')
    expect(orderStatusName('40')).toBe('배송중')
    expect(orderStatusName('50')).toBe('배송완료')
    expect(orderStatusName('62')).toBe('부분교환신청')
    expect(orderStatusName('67')).toBe('부분교환완료')
    expect(orderStatusName('73')).toBe('부분환불취소')
    expect(orderStatusName('74')).toBe('환불완료')
    expect(orderStatusName('90')).toBe('구매확정')
  })

  it('returns empty for unknown codes', () => {
    expect(orderStatusName('99')).toBe('')
    expect(orderStatusName('0')).toBe('')
    expect(orderStatusName(null)).toBe('')
  })

  it('has 26 unique codes', () => {
    const codes = ORDER_STATUSES.map((s) => s.code)
    expect(codes).toHaveLength(26)
    expect(new Set(codes).size).toBe(26)
  })
})
