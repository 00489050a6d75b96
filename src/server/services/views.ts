import type { D1Database } from '@cloudflare/workers-types'
import { isbot } from 'isbot'
import { flushViews, type RecentView, type ViewCount } from '../db/signals'
import { todayYmd } from '../../shared/dates'

/**
 * Product views, counted without a D1 write per view: each isolate collects the views it serves in memory
 * (per goods and Seoul day, plus members' latest views) and writes them in ONE batch from `waitUntil`, after a
 * short gathering window — a burst of 1,000 views in one isolate is one or two batches, not 1,000 writes.
 *
 * Why not Workers Analytics Engine: its numbers can only be read back through the SQL API over HTTP with an
 * account token, minutes late, and the rankings are computed in D1 next to the sales they are weighed with.
 * Why not a Durable Object: one more binding, a network hop on every product page, and a single hot object
 * per goods for what is a best-effort popularity signal. What this gives up: views collected in an isolate that
 * is evicted inside its gathering window are lost (a ranking signal, not money), and every isolate writes its
 * own batch.
 */
export const VIEW_FLUSH_DELAY_MS = 2_000
/** A burst larger than this is written at once instead of waiting for the window. */
export const VIEW_FLUSH_MAX = 5_000

interface Pending {
  counts: Map<string, ViewCount>
  recents: Map<string, RecentView>
  size: number
}

const fresh = (): Pending => ({ counts: new Map(), recents: new Map(), size: 0 })

export interface ViewCollector {
  /** Records one view; false when it was not counted (a crawler). Schedules the flush through `waitUntil`. */
  record(
    db: D1Database,
    ctx: { waitUntil(p: Promise<unknown>): void },
    view: { goodsNo: string; memberNo: number | null; userAgent: string },
    now?: Date,
  ): boolean
  /** Writes what is pending now (tests; the scheduled flush calls it). */
  flush(db: D1Database): Promise<void>
}

export function createViewCollector(opts: { delayMs?: number; wait?: (ms: number) => Promise<void> } = {}): ViewCollector {
  const delayMs = opts.delayMs ?? VIEW_FLUSH_DELAY_MS
  const wait = opts.wait ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)))
  let pending = fresh()
  let scheduled: Promise<void> | null = null

  async function flush(db: D1Database) {
    const batch = pending
    pending = fresh()
    if (!batch.size) return
    try {
      await flushViews(db, [...batch.counts.values()], [...batch.recents.values()])
    } catch (e) {
      console.error(JSON.stringify({ level: 'error', where: 'views.flush', views: batch.size, message: (e as Error).message }))
    }
  }

  return {
    record(db, ctx, view, now = new Date()) {
      if (!view.userAgent || isbot(view.userAgent)) return false
      const ymd = todayYmd(now)
      const key = `${view.goodsNo}|${ymd}`
      const c = pending.counts.get(key)
      if (c) c.count++
      else pending.counts.set(key, { goodsNo: view.goodsNo, ymd, count: 1 })
      if (view.memberNo) {
        pending.recents.set(`${view.memberNo}|${view.goodsNo}`, {
          memberNo: view.memberNo,
          goodsNo: view.goodsNo,
          viewedAt: now.toISOString(),
        })
      }
      pending.size++
      if (pending.size >= VIEW_FLUSH_MAX) {
        ctx.waitUntil(flush(db))
      } else if (!scheduled) {
        scheduled = wait(delayMs)
          .then(() => flush(db))
          .finally(() => {
            scheduled = null
          })
        ctx.waitUntil(scheduled)
      }
      return true
    },
    flush,
  }
}

/** This isolate's collector. */
export const views = createViewCollector()
