// Review summaries tell the truth (issue 30): a goods' count and grade — on its card, at the top of its page and in
// its review section — are its public reviews' own count and average, and seeded photo reviews carry photos of their
// own, never the product shot.
import { beforeAll, describe, expect, it } from 'vitest'
import { renderImage } from '../../src/demo/images/svg'
import { guardedBatch } from '../../src/server/db/guard'
import { call, db, seedShop } from './helpers'

beforeAll(async () => {
  await seedShop()
})

const PUBLIC = `r.display_yn = 'Y' AND r.hidden_yn = 'N' AND r.del_dttm IS NULL`

interface Summary {
  goods_no: string
  review_count: number
  grade: number
  n: number
  avg: number | null
  photos: number
}

async function summaries() {
  const { results } = await db
    .prepare(
      `SELECT g.goods_no, g.review_count, g.grade,
              (SELECT COUNT(*) FROM goods_reviews r WHERE r.goods_no = g.goods_no AND ${PUBLIC}) AS n,
              (SELECT AVG(score) FROM goods_reviews r WHERE r.goods_no = g.goods_no AND ${PUBLIC}) AS avg,
              (SELECT COUNT(*) FROM goods_reviews r WHERE r.goods_no = g.goods_no AND ${PUBLIC} AND r.photo_yn = 'Y') AS photos
         FROM goods g WHERE g.display_yn = 'Y'`,
    )
    .all<Summary>()
  return results
}

describe('review summaries', () => {
  it('every goods’ review count and grade are its public reviews’ count and average', async () => {
    const rows = await summaries()
    expect(rows.length).toBeGreaterThan(100)
    const wrong = rows.filter((r) => r.review_count !== r.n || Math.abs(r.grade - (r.avg ?? 0)) > 0.001)
    expect(wrong.map((r) => `${r.goods_no}: ${r.review_count}/${r.grade} vs ${r.n}/${r.avg}`)).toEqual([])
    // Not all zero: the seed has reviews to summarise.
    expect(rows.filter((r) => r.n > 0).length).toBeGreaterThan(50)
  })

  it('the page top, the card and the review section say the same count, average and photo count', async () => {
    const rows = (await summaries()).filter((r) => r.n > 0).sort((a, b) => b.photos - a.photos || b.n - a.n)
    for (const r of rows.slice(0, 5)) {
      const { goods: detail } = (await (await call(`/api/v1/front/goods/${r.goods_no}`)).json()) as {
        goods: { grade: number; reviewCount: number }
      }
      const section = (await (await call(`/api/v1/front/review/goods/${r.goods_no}?page=1&rows=30`)).json()) as {
        summary: { total: number; average: number; photoCount: number }
        list: { photos: unknown[] }[]
      }
      expect(section.summary.total).toBe(r.n)
      expect(detail.reviewCount).toBe(section.summary.total)
      expect(detail.grade).toBe(section.summary.average)
      expect(section.summary.photoCount).toBe(r.photos)
      // …and each review counted as a photo review shows its photos.
      expect(section.list.filter((x) => x.photos.length > 0)).toHaveLength(section.summary.photoCount)
    }
  })

  it('a hidden review leaves the summary (the desk’s rule), so the numbers never drift from the reviews', async () => {
    const [r] = (await summaries()).filter((x) => x.n > 1)
    const review = await db
      .prepare(`SELECT review_no FROM goods_reviews r WHERE goods_no = ?1 AND ${PUBLIC} LIMIT 1`)
      .bind(r.goods_no)
      .first<{ review_no: number }>()
    const { blindStmts } = await import('../../src/server/db/console-cs')
    await guardedBatch(db, blindStmts(db, review!.review_no, true, '테스트', new Date().toISOString()))
    const after = (await summaries()).find((x) => x.goods_no === r.goods_no)!
    expect(after.n).toBe(r.n - 1)
    expect(after.review_count).toBe(after.n)
  })
})

describe('seeded review photos', () => {
  it('are generated scenes of the goods, never the product shot or a gallery image', async () => {
    const photos = (
      await db
        .prepare(
          `SELECT p.img_src, r.goods_no FROM review_photos p JOIN goods_reviews r ON r.review_no = p.review_no WHERE p.file_key IS NULL`,
        )
        .all<{ img_src: string; goods_no: string }>()
    ).results
    expect(photos.length).toBeGreaterThan(20)
    const productShots = new Set(
      [
        ...(await db.prepare('SELECT img_src FROM goods').all<{ img_src: string }>()).results,
        ...(await db.prepare('SELECT img_src FROM goods_images').all<{ img_src: string }>()).results,
      ].map((x) => x.img_src),
    )
    expect(photos.filter((p) => productShots.has(p.img_src))).toEqual([])
    expect(new Set(photos.map((p) => p.img_src)).size).toBe(photos.length)
    for (const p of photos.slice(0, 30)) {
      const url = new URL(p.img_src, 'http://shop.test')
      expect(url.pathname).toContain(p.goods_no)
      expect(url.searchParams.get('v')).toBe('r')
      expect(renderImage(url.pathname, url.searchParams)).toMatch(/^<svg[^>]*>.*<\/svg>$/s)
    }
  })
})
