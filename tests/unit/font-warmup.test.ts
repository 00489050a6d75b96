// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmFontsJs } from '~/client/fonts'

// The first visit's web-font loader (src/client/fonts.ts): it fetches into the HTTP cache the Pretendard subsets
// whose unicode-range holds a character of the page's text, and changes nothing on the page.
const CSS =
  '@font-face{font-family:Pretendard Variable;font-display:optional;src:url(/assets/sub.0.woff2)format("woff2-variations");unicode-range:U+AC00-AC10,U+D7A3}' +
  '@font-face{font-family:Pretendard Variable;src:url("/assets/sub.1.woff2")format("woff2-variations");unicode-range:U+4E00-4E20}' +
  '@font-face{font-family:Pretendard Variable;src:url(/assets/sub.2.woff2)format("woff2-variations");unicode-range:U+0020-007E}' +
  '@font-face{font-family:Pretendard Variable;src:url(/assets/sub.3.woff2)format("woff2-variations");unicode-range:U+30??}'

const warm = new Function(`return (${warmFontsJs})`)() as (css: string, cookie: string) => Promise<void>

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
  document.head.innerHTML = ''
})

async function run(bodyHtml: string) {
  document.body.innerHTML = bodyHtml
  const fetched: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (u: URL | string, init?: RequestInit) => {
      const url = new URL(String(u))
      fetched.push(`${url.pathname}${init?.priority ? ` ${init.priority}` : ''}`)
      return new Response(url.pathname.endsWith('.css') ? CSS : 'font')
    }),
  )
  const setCookie = vi.spyOn(document, 'cookie', 'set')
  await warm('/assets/fonts-X.css', 'davich_fonts=1; path=/')
  return { fetched, cookie: setCookie.mock.calls.map((c) => c[0]) }
}

describe('font warm-up', () => {
  it('fetches only the subsets the page text uses, at low priority, then sets the cookie', async () => {
    // 가 = U+AC00 (subset 0); letters (subset 2); 一 = U+4E00 only inside a script (not page text); ア = U+30A2 (U+30??).
    const { fetched, cookie } = await run('<p>가 abc</p><script>var x="一"</script><span>ア</span>')
    expect(fetched).toEqual(['/assets/fonts-X.css', '/assets/sub.0.woff2 low', '/assets/sub.2.woff2 low', '/assets/sub.3.woff2 low'])
    expect(cookie).toEqual(['davich_fonts=1; path=/'])
  })

  it('puts nothing into the page', async () => {
    await run('<p>가</p>')
    expect(document.querySelectorAll('link, style')).toHaveLength(0)
    expect(document.body.innerHTML).toBe('<p>가</p>')
  })

  it('sets no cookie when a subset fails to load (the next visit tries again)', async () => {
    document.body.innerHTML = '<p>가</p>'
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: URL | string) => (String(u).endsWith('.css') ? new Response(CSS) : Promise.reject(new TypeError('offline')))),
    )
    const setCookie = vi.spyOn(document, 'cookie', 'set')
    await expect(warm('/assets/fonts-X.css', 'davich_fonts=1')).rejects.toThrow('offline')
    expect(setCookie).not.toHaveBeenCalled()
  })
})
