import { Hono, type Context } from 'hono'
import { commonSeo } from './db/site'
import { sitemapEntries } from './db/content'
import { goodsChunk, goodsChunkStarts, latestContent, openStores, type ContentItem } from './db/sitemap'
import type { AppEnv } from './env'

/**
 * robots.txt, the sitemap index with its children and the RSS feed, generated from D1 (seo_settings and the
 * displayed catalogue/content). The sitemap protocol allows 50,000 URLs per file: goods come in chunks of
 * 10,000 (any catalogue size is a longer index, never a fuller file); the other children are capped at 50,000.
 */
export const GOODS_PER_SITEMAP = 10_000
const MAX_URLS = 50_000

const DISALLOW = [
  '/mypage',
  '/mypagestore',
  '/account',
  '/payment',
  '/products/payment',
  '/popup',
  '/appnative',
  '/api/',
  '/v1/',
  '/__sandbox/',
  '/search?',
]

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export const seoApp = new Hono<AppEnv>()
  .get('/robots.txt', async (c) => {
    const origin = new URL(c.req.url).origin
    const seo = await commonSeo(c.env.DB)
    // The SEO settings' robotsFilePath: a robots file kept elsewhere (another path or a file host) is where
    // /robots.txt points; '/robots.txt' itself (the default) is generated here.
    const file = seo?.robotsFilePath?.trim()
    if (file && file !== '/robots.txt' && (/^https:\/\//.test(file) || /^\/[\w./-]+$/.test(file))) return c.redirect(file, 301)
    const lines = [
      `# ${seo?.commonTitle ?? '다비치마켓'}`,
      'User-agent: *',
      'Allow: /',
      ...DISALLOW.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ]
    return c.text(lines.join('\n'), 200, { 'cache-control': 'public, max-age=3600' })
  })
  // The sitemap index: pages, goods in chunks of GOODS_PER_SITEMAP (keyset by goods number), stores, content.
  .get('/sitemap.xml', async (c) => {
    const origin = new URL(c.req.url).origin
    const starts = await goodsChunkStarts(c.env.DB, GOODS_PER_SITEMAP)
    const children: Array<{ loc: string; lastmod?: string }> = [
      { loc: '/sitemap-pages.xml' },
      ...starts.map((s) => ({ loc: `/sitemap-goods-${s.from}.xml`, lastmod: s.lastmod })),
      { loc: '/sitemap-stores.xml' },
      { loc: '/sitemap-content.xml' },
    ]
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...children.map(
        (e) =>
          `  <sitemap><loc>${xmlEscape(origin + e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : ''}</sitemap>`,
      ),
      '</sitemapindex>',
      '',
    ].join('\n')
    return xml(c, body)
  })
  .get('/sitemap-pages.xml', async (c) => {
    const entries = await sitemapEntries(c.env.DB, new Date())
    return xml(c, urlset(new URL(c.req.url).origin, entries.slice(0, MAX_URLS)))
  })
  .get('/sitemap-stores.xml', async (c) => {
    const stores = await openStores(c.env.DB, MAX_URLS)
    return xml(
      c,
      urlset(
        new URL(c.req.url).origin,
        stores.map((s) => ({ path: `/davichstore?storeNo=${s.storeNo}` })),
      ),
    )
  })
  .get('/sitemap-content.xml', async (c) => {
    const items = await latestContent(c.env.DB, MAX_URLS)
    return xml(
      c,
      urlset(
        new URL(c.req.url).origin,
        items.map((i) => ({ path: contentPath(i), lastmod: i.regDttm })),
      ),
    )
  })
  // One chunk of goods with lastmod and the main image (Google's image sitemap extension).
  .get('/:file{sitemap-goods-G[0-9]{6}\\.xml}', async (c) => {
    const from = c.req.param('file').slice('sitemap-goods-'.length, -'.xml'.length)
    const goods = await goodsChunk(c.env.DB, from, GOODS_PER_SITEMAP)
    if (!goods.length) return c.text('Not Found', 404)
    const origin = new URL(c.req.url).origin
    const abs = (src: string) => (/^https?:\/\//.test(src) ? src : origin + src)
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
      ...goods.map(
        (g) =>
          `  <url><loc>${xmlEscape(`${origin}/products/${g.goodsNo}`)}</loc><lastmod>${g.lastmod.slice(0, 10)}</lastmod>` +
          (g.imgSrc ? `<image:image><image:loc>${xmlEscape(abs(g.imgSrc))}</image:loc></image:image>` : '') +
          '</url>',
      ),
      '</urlset>',
      '',
    ].join('\n')
    return xml(c, body)
  })
  // RSS 2.0 of the newest notices and magazine articles.
  .get('/rss.xml', async (c) => {
    const origin = new URL(c.req.url).origin
    const [seo, items] = await Promise.all([commonSeo(c.env.DB), latestContent(c.env.DB, 30)])
    const title = seo?.commonTitle ?? '다비치마켓'
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '<channel>',
      `  <title>${xmlEscape(`${title} 공지사항·매거진`)}</title>`,
      `  <link>${xmlEscape(`${origin}/main`)}</link>`,
      `  <description>${xmlEscape(`${title}의 공지사항과 안경·렌즈 매거진`)}</description>`,
      '  <language>ko</language>',
      `  <atom:link href="${xmlEscape(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
      ...(items[0] ? [`  <lastBuildDate>${new Date(items[0].regDttm).toUTCString()}</lastBuildDate>`] : []),
      ...items.map((i) => {
        const link = xmlEscape(origin + contentPath(i))
        return (
          `  <item><title>${xmlEscape(i.title)}</title><link>${link}</link><guid isPermaLink="true">${link}</guid>` +
          `<category>${i.kind === 'notice' ? '공지사항' : '매거진'}</category>` +
          (i.summary ? `<description>${xmlEscape(i.summary)}</description>` : '') +
          `<pubDate>${new Date(i.regDttm).toUTCString()}</pubDate></item>`
        )
      }),
      '</channel>',
      '</rss>',
      '',
    ].join('\n')
    return c.body(body, 200, { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=600' })
  })

function urlset(origin: string, entries: Array<{ path: string; lastmod?: string }>) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (e) => `  <url><loc>${xmlEscape(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n')
}

const xml = (c: Context<AppEnv>, body: string) =>
  c.body(body, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' })

const contentPath = (i: ContentItem) => (i.kind === 'notice' ? `/customercenter/notice/${i.no}` : `/customercenter/magazine/${i.no}`)
