import { expect, test } from '@playwright/test'

// Link previews (KakaoTalk, Naver, Facebook, X): crawlers read the tags from the first HTML and fetch og:image,
// which must be a raster they can draw.
const CRAWLERS = {
  kakao: 'facebookexternalhit/1.1; kakaotalk-scrap/1.0; +https://devtalk.kakao.com/docs/latest/kakaotalk-link/',
  naver: 'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)',
  x: 'Twitterbot/1.0',
}

const meta = (html: string, property: string) =>
  new RegExp(`<meta[^>]+(?:property|name)="${property.replace(/:/g, ':')}"[^>]+content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&')

function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

test.describe('share previews', () => {
  for (const [name, ua] of Object.entries(CRAWLERS)) {
    test(`${name}'s crawler gets a campaign page's og:image as a 1200×630 PNG`, async ({ request }) => {
      const page = await request.get('/promotion/promo428', { headers: { 'user-agent': ua } })
      expect(page.status()).toBe(200)
      const html = await page.text()
      const image = meta(html, 'og:image')
      expect(image).toMatch(/^http:\/\/localhost:\d+\/og\/[0-9a-z]+\.png\?src=/)
      expect(meta(html, 'og:image:width')).toBe('1200')
      expect(meta(html, 'og:image:height')).toBe('630')
      expect(meta(html, 'og:image:type')).toBe('image/png')
      expect(meta(html, 'og:image:alt')).toBeTruthy()
      expect(meta(html, 'twitter:card')).toBe('summary_large_image')
      const img = await request.get(image!, { headers: { 'user-agent': ua } })
      expect(img.status()).toBe(200)
      expect(img.headers()['content-type']).toBe('image/png')
      expect(pngSize(await img.body())).toEqual({ width: 1200, height: 630 })
    })
  }

  test('products, events and collections share rasters too', async ({ request }) => {
    for (const path of ['/products/G000150', '/event', '/main']) {
      const html = await (await request.get(path, { headers: { 'user-agent': CRAWLERS.kakao } })).text()
      const image = meta(html, 'og:image')
      if (!image) continue // a list page without its own image
      expect(image, path).toMatch(/\/og\/[0-9a-z]+\.png\?src=|\.(png|jpe?g)(\?|$)/)
      const img = await request.get(image)
      expect(img.headers()['content-type'], path).toMatch(/^image\/(png|jpeg)$/)
    }
  })
})
