// Reviews of store purchases (issue 28): a store purchase line brought in from the store system (member01's join) is
// reviewable once (N identical submits → one review, one point grant) with the 구매 인증 badge; the store's refund
// webhook takes the review's points back (as far as the balance covers, once, whatever the retries) and the badge away,
// like an online refund; a refunded line cannot be reviewed.
import { beforeAll, describe, expect, it } from 'vitest'
import { SANDBOX_STORE_SECRET, signedHeaders } from '~/server/providers/store-system'
import { call, db, read, seedShop, tokenFor } from './helpers'
import { certProof } from './member-helpers'

let t1 = ''
beforeAll(async () => {
  await seedShop()
  t1 = await tokenFor('member01')
  const joined = await read(
    call('/v1/front/member/integration', { token: t1, json: { mobile: '01012345678', certProof: await certProof('01012345678') } }),
  )
  expect(joined.json.result).toBe('joined')
})

const points = async () =>
  (await db.prepare('SELECT COALESCE(SUM(amount), 0) AS n FROM point_ledger WHERE member_no = 1').first<{ n: number }>())!.n

async function webhook(body: Record<string, unknown>) {
  const text = JSON.stringify(body)
  const headers = await signedHeaders(SANDBOX_STORE_SECRET, text, String(body.eventId), Date.now())
  return read(call('/api/v1/store-system/events', { method: 'POST', body: text, headers }))
}

describe('reviews of store purchases', () => {
  it('are waiting, written once with the badge, and lose points and badge when the store refunds the sale', async () => {
    const mine = await read(call('/api/v1/front/review/mine', { token: t1 }))
    const store = mine.json.waiting.filter((l: { ordNo: string }) => l.ordNo.startsWith('POS:'))
    expect(store.length).toBeGreaterThan(0)
    const line = store[0] as { ordNo: string; lineNo: number; goodsNo: string; storeNm: string }
    expect(line.storeNm).toBeTruthy()

    const before = await points()
    const body = { ordNo: line.ordNo, lineNo: line.lineNo, score: 5, content: '매장에서 맞춘 안경이 아주 편하고 좋아요.', photoKeys: [] }
    const rs = await Promise.all(Array.from({ length: 8 }, () => read(call('/api/v1/front/review', { token: t1, json: body }))))
    expect(rs.filter((r) => r.status === 201)).toHaveLength(1)
    expect(rs.filter((r) => r.status === 409)).toHaveLength(7)
    const granted = rs.find((r) => r.status === 201)!.json.pointAmt as number
    expect(granted).toBeGreaterThan(0)
    expect(await points()).toBe(before + granted)
    const pub = await read(call(`/api/v1/front/review/goods/${line.goodsNo}?rows=30`))
    const review = pub.json.list.find((r: { content: string }) => r.content === body.content)
    expect(review).toMatchObject({ purchased: true, score: 5 })
    const again = await read(call('/api/v1/front/review/mine', { token: t1 }))
    expect(again.json.waiting.some((l: { ordNo: string; lineNo: number }) => l.ordNo === line.ordNo && l.lineNo === line.lineNo)).toBe(
      false,
    )

    // The store refunds the sale: its webhook (sent 5 times) takes the points back once and the badge away.
    const saleId = line.ordNo.slice(4)
    const sale = await db
      .prepare('SELECT store_code, sold_dttm FROM offline_orders WHERE sale_id = ?1 LIMIT 1')
      .bind(saleId)
      .first<{ store_code: string; sold_dttm: string }>()
    const link = await db.prepare('SELECT store_member_id FROM store_links WHERE member_no = 1').first<{ store_member_id: string }>()
    const at = new Date().toISOString()
    const refund = {
      type: 'refund',
      eventId: `EV-${saleId}-REFUND-REVIEW`,
      storeCode: sale!.store_code,
      storeMemberId: link!.store_member_id,
      occurredAt: at,
      sale: {
        saleId,
        storeCode: sale!.store_code,
        soldAt: sale!.sold_dttm,
        payMethodNm: '신용카드',
        refundedAt: at,
        lines: [
          {
            lineNo: line.lineNo,
            goodsNo: line.goodsNo,
            goodsNm: '환불 상품',
            goodsTypeCd: '01',
            qtt: 1,
            amount: 10000,
            prescription: null,
          },
        ],
      },
      points: [],
    }
    const hooks = await Promise.all(Array.from({ length: 5 }, () => webhook(refund)))
    expect(hooks.every((h) => h.status === 200)).toBe(true)
    expect(await points()).toBe(before)
    const withdrawals = await db
      .prepare(`SELECT COUNT(*) AS n FROM point_ledger WHERE ref_key = ?1`)
      .bind(`review-withdraw:${line.ordNo}:${line.lineNo}`)
      .first<{ n: number }>()
    expect(withdrawals!.n).toBe(1)
    const after = await read(call(`/api/v1/front/review/goods/${line.goodsNo}?rows=30`))
    expect(after.json.list.find((r: { content: string }) => r.content === body.content)).toMatchObject({ purchased: false })

    // Another line of a refunded sale cannot be reviewed; a made-up store key is not found.
    const other = await db
      .prepare('SELECT line_no FROM offline_orders WHERE sale_id = ?1 AND line_no <> ?2 AND goods_no IS NOT NULL LIMIT 1')
      .bind(saleId, line.lineNo)
      .first<{ line_no: number }>()
    if (other) {
      const refused = await read(call('/api/v1/front/review', { token: t1, json: { ...body, lineNo: other.line_no } }))
      expect(refused.status).toBe(409)
    }
    const unknown = await read(call('/api/v1/front/review', { token: t1, json: { ...body, ordNo: 'POS:S-NOPE-1' } }))
    expect(unknown.status).toBe(404)
    const bad = await read(call('/api/v1/front/review', { token: t1, json: { ...body, ordNo: 'POS:<x>' } }))
    expect(bad.status).toBe(400)
  })
})
