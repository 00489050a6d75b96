/**
 * How the checkout offers the gateway's payment methods, ordered as the big Korean shops do (issue 30): 간편결제
 * first (each with its brand mark), then 신용카드 with the card company and 할부 chosen on our page, then the rest
 * behind "다른 결제수단". One list for the sheet, the schema and the gateway window.
 */
import { CARD_COMPANIES, type PaymentMethodCode } from '../codes'

/** 간편결제: 카카오페이, 네이버페이, 토스페이, PAYCO, 삼성페이. */
export const EASY_PAY_METHODS: readonly PaymentMethodCode[] = ['12', '9', '13', '7', '11']
export const CARD_METHOD: PaymentMethodCode = '3'
/** 다른 결제수단: 계좌이체, 가상계좌(무통장입금), 휴대폰결제, SSG Pay, L.Pay, K Pay, Alipay. */
export const OTHER_PAY_METHODS: readonly PaymentMethodCode[] = ['1', '2', '4', '6', '5', '10', '8']

/** Card companies the sheet offers (domestic issuers; foreign cards and wallets stay in the gateway's window). */
export const CHECKOUT_CARDS = CARD_COMPANIES.filter((c) => Number(c.code) < 20)

/** 할부 is offered from 50,000원 (the card companies' rule); months as the gateway takes them ('00' = 일시불). */
export const QUOTA_MIN_AMT = 50_000
export const CARD_QUOTAS = ['00', '02', '03', '04', '05', '06', '10', '12'] as const
export type CardQuota = (typeof CARD_QUOTAS)[number]

export const quotaName = (q: string) => (q === '00' ? '일시불' : `${Number(q)}개월`)

/** The 할부 months open to an amount (일시불 only below QUOTA_MIN_AMT). */
export const quotasFor = (amount: number): readonly CardQuota[] => (amount >= QUOTA_MIN_AMT ? CARD_QUOTAS : ['00'])

export const isCheckoutCard = (code: string) => CHECKOUT_CARDS.some((c) => c.code === code)
