import { beforeAll, describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../../src/server/html/sanitize'
import { db, json, seedAll } from './helpers'

/** Anything a browser could run: event handlers, script-capable URLs, script-capable or foreign elements. */
const EXECUTABLE =
  /<\s*\/?\s*(script|svg|math|iframe|object|embed|style|form|template|base|meta|link)\b|\son[a-z]+\s*=|javascript:|vbscript:|data:|srcdoc|&#/i

const PAYLOADS: Array<[string, string]> = [
  ['img/onerror', '<img/onerror=alert(1) src=x>'],
  ['entity-encoded scheme', '<a href="jav&#x61;script:alert(1)">링크</a>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['upper-case javascript src', '<IMG SRC=javascript:alert(1)>'],
  ['space before scheme', '<a href=" javascript:alert(1)">링크</a>'],
  ['tab inside scheme', '<a href="java\tscript:alert(1)">링크</a>'],
  ['newline-encoded scheme', '<a href="java&#10;script:alert(1)">링크</a>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['style @import', '<style>@import "https://evil.example/x.css";</style>'],
  ['upper-case onerror', '<IMG SRC=x ONERROR=alert(1)>'],
  ['nested script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['split by a removed element', '<p>x<<script>1</script>script>alert(1)<</script>/script></p>'],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">링크</a>'],
  ['data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">'],
  ['duplicate href', '<a href="https://ok.example" href="javascript:alert(1)">링크</a>'],
  ['textarea escape', '<textarea><img src=x onerror=alert(1)></textarea>'],
  ['noscript escape', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['comment escape', '<!--<img src=x onerror=alert(1)>--><![CDATA[<img src=x onerror=alert(1)>]]>'],
  ['form action', '<form action="javascript:alert(1)"><button>보내기</button></form>'],
  ['object/embed', '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['vbscript', '<a href="vbscript:msgbox(1)">링크</a>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">문단</p>'],
  ['protocol-relative image', '<img src="//evil.example/x.png"><img src="/\\evil.example/x.png">'],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  // these leave an element open, so everything after them is dropped too
  ['svg/onload', '<svg/onload=alert(1)>'],
  ['math', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['unclosed attribute', '<img src="/img/a.svg" alt="<script>alert(1)</script>" onerror="alert(1)'],
]

describe('sanitizeHtml (the production sanitizer, in workerd)', () => {
  it.each(PAYLOADS)('%s: nothing executable survives', async (_name, payload) => {
    const out = await sanitizeHtml(payload)
    expect(out).not.toMatch(EXECUTABLE)
    // what is left parses to the same thing: no new tag can form from escaped text
    expect(out.replace(/<\/?(p|a|img|span|strong)( [a-z]+="[^"<>]*")*>/g, '')).not.toMatch(/</)
  })

  it('removes dangerous elements with their content and unwraps unknown ones', async () => {
    expect(await sanitizeHtml('<p>앞<script>alert(1)</script>뒤</p>')).toBe('<p>앞뒤</p>')
    expect(await sanitizeHtml('<svg><p>안</p></svg><p>밖</p>')).toBe('<p>밖</p>')
    expect(await sanitizeHtml('<font color="red">빨강</font>')).toBe('빨강')
    expect(await sanitizeHtml('<!-- 메모 --><p>본문</p>')).toBe('<p>본문</p>')
    expect(await sanitizeHtml('<scr<script>ipt>alert(1)</scr</script>ipt>')).not.toContain('<')
  })

  it('keeps ordinary article markup', async () => {
    const article =
      '<h2>제1조 (목적)</h2><p class="terms-note">이전 버전입니다.</p><h3>소제목</h3><h4>작은 제목</h4>' +
      '<p>안녕하세요 &amp; 반갑습니다.<br>다음 줄 <strong>굵게</strong> <em>기울임</em> <b>b</b> <i>i</i> <u>밑줄</u></p>' +
      '<ul><li>하나</li><li>둘</li></ul><ol><li>첫째</li></ol><blockquote>인용</blockquote><hr>' +
      '<figure><img src="/img/banner.svg" alt="배너" width="780" height="440" loading="lazy"><figcaption>설명</figcaption></figure>' +
      '<img src="https://cdn.example.com/a.png" alt="외부">' +
      '<table><thead><tr><th scope="col">등급</th></tr></thead><tbody><tr><td colspan="2">브론즈</td></tr></tbody></table>' +
      '<div><span>구역</span></div>' +
      '<p><a href="https://www.davich.com/a?b=1&amp;c=2">링크</a> <a href="/event/1">이벤트</a> <a href="#top">위로</a> ' +
      '<a href="mailto:help@davich.com">메일</a> <a href="tel:1588-0000">전화</a></p>'
    expect(await sanitizeHtml(article)).toBe(article)
  })

  it('adds rel="noopener noreferrer" to target=_blank links and drops attributes it does not know', async () => {
    expect(await sanitizeHtml('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    )
    expect(await sanitizeHtml('<p id="x" class="fixed inset-0 terms-note" data-a="1" style="color:red">p</p>')).toBe(
      '<p class="terms-note">p</p>',
    )
    expect(await sanitizeHtml('<img src="/img/a.svg" width="100%">')).toBe('<img src="/img/a.svg">')
    expect(await sanitizeHtml('<a href="//evil.example">x</a><a href="/\t/evil.example">y</a><a href="/">홈</a>')).toBe(
      '<a>x</a><a>y</a><a href="/">홈</a>',
    )
    expect(await sanitizeHtml("<img src='/img/a.svg' alt='\"인용\"'>")).toBe('<img src="/img/a.svg" alt="&quot;인용&quot;">')
  })

  it('answers empty input with an empty string', async () => {
    expect(await sanitizeHtml('')).toBe('')
    expect(await sanitizeHtml(null)).toBe('')
  })
})

describe('seeded content', () => {
  beforeAll(() => seedAll())

  it.each(['events', 'promotions', 'terms_documents', 'notices', 'magazine_articles', 'inspection_articles'])(
    '%s pass through the allow-list unchanged',
    async (table) => {
      const { results } = await db.prepare(`SELECT content_html AS html FROM ${table}`).all<{ html: string }>()
      expect(results.length).toBeGreaterThan(0)
      for (const { html } of results) expect(await sanitizeHtml(html)).toBe(html)
    },
  )
})

describe('stored HTML through the API', () => {
  const OPEN_ENDED = 3 // the last three payloads swallow what follows them
  const payloads = PAYLOADS.map(([, p]) => p)
  const stored = '<p>정상 문단</p>' + payloads.slice(0, -OPEN_ENDED).join('') + '<p>끝 문단</p>' + payloads.slice(-OPEN_ENDED).join('')

  beforeAll(async () => {
    await seedAll()
    await db.batch([
      db.prepare('UPDATE events SET content_html = ?1 WHERE event_no = 1').bind(stored),
      db.prepare('UPDATE promotions SET content_html = ?1 WHERE prmt_no = 1').bind(stored),
      db.prepare(`UPDATE terms_documents SET content_html = ?1 WHERE terms_cd = 'service' AND version = '2.0'`).bind(stored),
      db.prepare('UPDATE notices SET content_html = ?1 WHERE notice_no = 1').bind(stored),
      db.prepare('UPDATE magazine_articles SET content_html = ?1 WHERE article_no = 1').bind(stored),
      db.prepare('UPDATE inspection_articles SET content_html = ?1 WHERE article_no = 1').bind(stored),
    ])
  })

  it.each([
    ['event', '/api/v1/front/event/1'],
    ['promotion', '/api/v1/front/promotion/1'],
    ['terms', '/api/v1/front/terms/service?version=2.0'],
    ['notice', '/api/v1/front/support/notice/1'],
    ['magazine', '/api/v1/front/support/magazine/1'],
    ['inspection article', '/api/v1/front/support/inspection/1'],
  ])('%s answers carry no on* attribute, javascript: URL, <script> or <svg>', async (_name, path) => {
    const { status, body } = await json(path)
    expect(status).toBe(200)
    expect(body.contentHtml).toContain('<p>정상 문단</p>')
    expect(body.contentHtml).toContain('<p>끝 문단</p>')
    expect(body.contentHtml).not.toMatch(/\son[a-z]+\s*=/i)
    expect(body.contentHtml).not.toMatch(/javascript:|jav&#|<script|<svg|<iframe|<math|<style/i)
  })
})
