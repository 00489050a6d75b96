import { Hono } from 'hono'
import { commonSeo } from './db/site'
import { sitemapEntries } from './db/content'
import type { AppEnv } from './env'

/** robots.txt and sitemap.xml, generated from D1 (seo_settings and the displayed catalogue/content). */
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
  .get('/sitemap.xml', async (c) => {
    const origin = new URL(c.req.url).origin
    const entries = await sitemapEntries(c.env.DB, new Date())
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map(
        (e) => `  <url><loc>${xmlEscape(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : ''}</url>`,
      ),
      '</urlset>',
      '',
    ].join('\n')
    return c.body(body, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' })
  })
