// The books, checked every night (issue 24): the reconciliation job runs from the nightly trigger, finds nothing on
// the demo seed, and reports each break planted on purpose (log line + the head office's books_checks/books_breaks).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { env } from 'cloudflare:workers'
import type { Env } from '~/server/env'
import { checkBooks } from '~/server/services/books'
import { BOOKS_CHECKS } from '~/server/db/books'
import { db } from './helpers'
import { runNight } from './jobs-helper'

const E = env as unknown as Env
const now = new Date()

beforeAll(async () => {
  // The demo seed exactly as `npm run db:reset` writes it (scripts/seed.mjs).
  const s = await import('../../src/demo/seed')
  const seed = await s.buildSeed({ now })
  const statements = [
    ...s.seedToSql(seed),
    ...s.commerceSeedSql(seed, now),
    ...s.reservationSeedSql(seed, now),
    ...s.storefrontSeedSql(seed, now),
    ...s.storeOwnerSeedSql(seed, now),
    ...s.voiceSeedSql(seed, now),
    ...s.eyesSeedSql(seed, now),
    ...s.cashSeedSql(seed, now),
    ...s.benefitsSeedSql(seed, now),
    ...s.familySeedSql(seed, now),
    ...s.signalsSeedSql(seed, now),
  ]
  for (let i = 0; i < statements.length; i += 50) await db.batch(statements.slice(i, i + 50).map((x) => db.prepare(x)))
})
afterEach(() => vi.restoreAllMocks())

const latest = () =>
  db.prepare('SELECT * FROM books_checks ORDER BY checked_dttm DESC LIMIT 1').first<{ breaks: number; summary: string }>()

describe('the nightly reconciliation', () => {
  it('runs from the nightly trigger and finds the demo seed in order', async () => {
    const log = vi.spyOn(console, 'log')
    await runNight(now)
    const row = await latest()
    const breaks = (await db.prepare('SELECT check_name, subject, detail FROM books_breaks').all()).results
    expect(breaks).toEqual([])
    expect(row).toMatchObject({ breaks: 0, summary: `장부 점검 ${BOOKS_CHECKS.length}개 모두 일치` })
    expect(log.mock.calls.some((c) => String(c[0]).includes('"where":"books.check"'))).toBe(true)
  })

  it('reports each break planted on purpose, as a log line and a row the head office reads', async () => {
    const q = (sql: string, ...args: unknown[]) => db.prepare(sql).bind(...args)
    const paid = (await q(
      `SELECT o.ord_no, o.pay_amt FROM orders o WHERE o.status = '20' AND EXISTS (SELECT 1 FROM payments p WHERE p.ord_no = o.ord_no AND p.kind = 'APPROVE') LIMIT 2`,
    ).all<{ ord_no: string; pay_amt: number }>())!.results
    const allocated = (await q(`SELECT ord_no FROM order_lines GROUP BY ord_no HAVING MIN(alloc_yn) = 'Y' LIMIT 1`).first<{
      ord_no: string
    }>())!
    const card = (await q(`SELECT card_no FROM gift_cards LIMIT 1`).first<{ card_no: string }>())!
    const coupon = (await q(`SELECT coupon_no FROM member_coupons GROUP BY coupon_no LIMIT 1`).first<{ coupon_no: number }>())!
    const option = (await q(`SELECT option_no FROM style_vote_options LIMIT 1`).first<{ option_no: number }>())!
    const member = (await q(`SELECT member_no FROM point_ledger WHERE amount > 0 LIMIT 1`).first<{ member_no: number }>())!
    const nowIso = new Date().toISOString()
    const claim = (await q(
      `INSERT INTO claims (ord_no, member_no, claim_type, reason_cd, status, reg_dttm) SELECT ord_no, member_no, 'RETURN', '20', '74', ?2 FROM orders WHERE ord_no = ?1 RETURNING claim_no`,
      paid[0].ord_no,
      nowIso,
    ).first<{ claim_no: number }>())!
    await db.batch([
      // Refunded more than was paid.
      q(
        `INSERT INTO claim_refunds (claim_no, ord_no, state, token, pay_amt, gc_amt, point_amt, taken_dttm, reg_dttm) VALUES (?1, ?2, 'DONE', 't', ?3, 0, 0, ?4, ?4)`,
        claim.claim_no,
        paid[0].ord_no,
        paid[0].pay_amt + 1000,
        nowIso,
      ),
      // An allocation that no longer sums.
      q(`UPDATE order_lines SET alloc_pay_amt = alloc_pay_amt + 1 WHERE ord_no = ?1 AND line_no = 1`, allocated.ord_no),
      // A paid order without its approval.
      q(`DELETE FROM payments WHERE ord_no = ?1 AND kind = 'APPROVE'`, paid[1].ord_no),
      // More claimed than bought.
      q(`UPDATE order_lines SET claim_qtt = buy_qtt + 1 WHERE ord_no = ?1 AND line_no = 1`, paid[1].ord_no),
      // A negative point balance (written around the guard trigger, as a bad migration would).
      q(
        `UPDATE point_ledger SET amount = -999999 WHERE ledger_no = (SELECT MAX(ledger_no) FROM point_ledger WHERE member_no = ?1 AND amount > 0)`,
        member.member_no,
      ),
      // Purchase points for an order that does not exist.
      q(
        `INSERT INTO point_ledger (member_no, amount, reason, ord_no, reg_dttm) VALUES (?1, 100, '구매적립', '20990101999999', ?2)`,
        member.member_no,
        nowIso,
      ),
      // A gift card whose balance does not follow its history.
      q(`UPDATE gift_cards SET amount = amount + 1 WHERE card_no = ?1`, card.card_no),
      // A coupon issued past its limit.
      q(`UPDATE coupons SET qtt_limit = 0 WHERE coupon_no = ?1`, coupon.coupon_no),
      // A vote count that is not its ballots.
      q(`UPDATE style_vote_options SET vote_count = vote_count + 1 WHERE option_no = ?1`, option.option_no),
    ])
    const err = vi.spyOn(console, 'error')
    const r = await checkBooks(E, now)
    const found = new Set(r.breaks.map((b) => b.check))
    expect([...found].sort()).toEqual(BOOKS_CHECKS.map((c) => c.name).sort())
    expect(r.breaks.find((b) => b.check === 'order.refund-over-paid')?.subject).toBe(`order ${paid[0].ord_no}`)
    expect(r.breaks.find((b) => b.check === 'giftcard.balance')?.subject).toBe(`giftcard ${card.card_no}`)
    // The head office's row and the log line.
    const row = await latest()
    expect(row!.breaks).toBe(r.breaks.length)
    expect(row!.summary).toContain(`${BOOKS_CHECKS.length}개 중 ${BOOKS_CHECKS.length}개 불일치`)
    const stored = (await db.prepare('SELECT DISTINCT check_name FROM books_breaks').all<{ check_name: string }>()).results
    expect(stored).toHaveLength(BOOKS_CHECKS.length)
    expect(err.mock.calls.some((c) => String(c[0]).includes('"where":"books.check"') && String(c[0]).includes('"level":"error"'))).toBe(
      true,
    )
    // A second run the same night replaces that night's rows (nothing doubles).
    await checkBooks(E, now)
    expect((await db.prepare('SELECT COUNT(*) AS n FROM books_breaks').first<{ n: number }>())!.n).toBe(r.breaks.length)
  })
})
