import AxeBuilder from '@axe-core/playwright'
import { totpCode } from '../../src/server/auth/totp'
import { DEMO_OPERATORS } from '../../src/demo/seed/operators'
import { expect, hydrated, PASSWORD, test, type Page } from './fixtures'

/**
 * The catalogue desk beside the goods editor (issue 27, role MD): md01 opens a time deal with a stock cap on a goods of
 * its own (made through the console API for this journey only) → a guest sees it at once on /main's deal shelf and on the
 * goods' page, at the deal price with the units left. The brand, category and keyword-shelf desks are opened and checked
 * with axe at 1280 px (0 serious/critical), like every catalogue console page.
 */
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false })

const md = DEMO_OPERATORS.find((o) => o.loginId === 'md01')!

async function axeSeriousOrCritical(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector('.skeleton, [aria-busy="true"]'), null, { timeout: 10_000 })
    .catch(() => undefined)
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** A displayed frame of this journey's own: its picture's four shop sizes drawn in the page, uploaded, then the goods saved. */
async function ownGoods(desk: Page, name: string): Promise<string> {
  return desk.evaluate(async (goodsNm) => {
    const jpeg = (w: number, h: number) =>
      new Promise<Blob>((resolve) => {
        const c = document.createElement('canvas')
        c.width = w
        c.height = h
        const x = c.getContext('2d')!
        x.fillStyle = '#fef3c7'
        x.fillRect(0, 0, w, h)
        x.strokeStyle = '#b45309'
        x.lineWidth = Math.max(4, w / 50)
        x.strokeRect(w * 0.2, h * 0.35, w * 0.25, h * 0.25)
        x.strokeRect(w * 0.55, h * 0.35, w * 0.25, h * 0.25)
        c.toBlob((b) => resolve(b!), 'image/jpeg', 0.85)
      })
    const fd = new FormData()
    fd.append('file', await jpeg(1600, 1200), 'front.jpg')
    fd.append('list', await jpeg(480, 480), 'list.jpg')
    fd.append('detail', await jpeg(1000, 1000), 'detail.jpg')
    fd.append('zoom', await jpeg(1600, 1600), 'zoom.jpg')
    fd.append('og', await jpeg(1200, 630), 'og.jpg')
    const media = (await (await fetch('/admin/api/goods/media', { method: 'POST', body: fd })).json()) as { sizes: { detail: string } }
    const options = (await (await fetch('/admin/api/goods/options')).json()) as {
      brands: { brandNo: number }[]
      categories: { ctgNo: number; goodsTypeCd: string }[]
    }
    const res = await fetch('/admin/api/goods', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        goodsTypeCd: '01',
        goodsNm,
        brandNo: options.brands[0]!.brandNo,
        ctgNo: options.categories.find((c) => c.goodsTypeCd === '01')!.ctgNo,
        goodsDscrt: '',
        customerPrice: 98000,
        salePrice: 88000,
        supplyPrice: 30000,
        dlvrYn: true,
        directYn: true,
        displayYn: true,
        attrs: { shape: '라운드', material: '티타늄' },
        items: [{ itemNm: '골드', color: '골드', addPrice: 0, stockQtt: 30 }],
        images: [media.sizes.detail],
      }),
    })
    if (res.status !== 201) throw new Error(`goods ${res.status}: ${await res.text()}`)
    return ((await res.json()) as { goodsNo: string }).goodsNo
  }, name)
}

test('md01 opens a capped time deal: a guest sees it at once on /main and on the goods page; the catalogue desks pass axe', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36).slice(-5)
  const name = `타임딜 콘솔테 ${stamp}`
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const desk = await ctx.newPage()
  try {
    await desk.goto('/admin/login')
    await hydrated(desk)
    await desk.getByLabel('아이디').fill('md01')
    await desk.getByLabel('비밀번호').fill(PASSWORD)
    await desk.getByLabel('인증 코드 (6자리)').fill(totpCode(md.totpSecret!))
    await desk.getByRole('button', { name: '로그인' }).click()
    await desk.waitForURL(/\/admin\/goods$/)
    const goodsNo = await ownGoods(desk, name)

    // The guest's /main before: the goods is not on the deal shelf (the page is cached for guests).
    await page.goto('/main')
    await expect(page.getByRole('heading', { name: '오늘의 타임딜' })).toBeVisible()
    await expect(page.getByRole('region', { name: '오늘의 타임딜' }).getByText(name)).toHaveCount(0)

    await desk.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: '타임딜', exact: true }).click()
    await desk.waitForURL(/\/admin\/goods\/deals$/)
    await expect(desk.getByRole('heading', { name: '타임딜', level: 1 })).toBeVisible()
    expect(await axeSeriousOrCritical(desk), 'axe on /admin/goods/deals').toEqual([])
    await desk.getByRole('button', { name: '타임딜 만들기' }).click()
    const form = desk.getByRole('form', { name: '새 타임딜' })
    await form.getByLabel('상품 (상품명 또는 상품 번호)').fill(goodsNo)
    await form.getByRole('button', { name: '찾기' }).click()
    await form.getByRole('button', { name: `${name} 고르기` }).click()
    await form.getByLabel('타임딜 가격 (원)').fill('69000')
    await expect(form.getByText('21%')).toBeVisible()
    // Started a minute ago, ending in 40 minutes (Seoul wall clock, as the inputs take it).
    const seoul = (ms: number) => new Date(Date.now() + ms + 9 * 3_600_000).toISOString().slice(0, 16)
    await form.getByLabel('시작 (한국 시간)').fill(seoul(-60_000))
    await form.getByLabel('종료 (한국 시간)').fill(seoul(40 * 60_000))
    await form.getByLabel('한정 수량 (개)').fill('7')
    expect(await axeSeriousOrCritical(desk), 'axe on the deal form').toEqual([])
    await form.getByRole('button', { name: '타임딜 열기' }).click()
    await expect(desk.getByText(`'${name}' 타임딜을 만들었습니다. 메인 화면에 바로 반영됩니다.`)).toBeVisible()
    const row = desk.getByRole('row').filter({ hasText: name })
    await expect(row.getByText('진행 중')).toBeVisible()
    await expect(row.getByText('0 / 7')).toBeVisible()

    // A guest at once: /main's deal shelf shows the goods at the deal price, its page the units left.
    await page.goto('/main')
    const card = page.getByRole('region', { name: '오늘의 타임딜' }).getByRole('listitem').filter({ hasText: name })
    await expect(card).toBeVisible()
    await expect(card.getByText('69,000원').first()).toBeVisible()
    await expect(card.getByText('7개 남음').first()).toBeVisible()
    await expect(card.getByRole('link').first()).toHaveAttribute('href', `/products/${goodsNo}`)
    await page.goto(`/products/${goodsNo}`)
    await expect(page.getByRole('heading', { name })).toBeVisible()
    await expect(page.getByText('7개 남음').first()).toBeVisible()
    await expect(page.getByText('69,000원').first()).toBeVisible()
    await expect(page.getByRole('definition').filter({ hasText: '티타늄' })).toBeVisible() // attributes on the product page

    // The other catalogue desks, as an operator opens them: each passes axe at 1280 px.
    for (const [link, heading, path] of [
      ['키워드 선반', '키워드 선반', /\/admin\/goods\/keywords$/],
      ['카테고리', '카테고리', /\/admin\/goods\/categories$/],
      ['브랜드', '브랜드', /\/admin\/goods\/brands$/],
    ] as const) {
      await desk.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: link, exact: true }).click()
      await desk.waitForURL(path)
      await expect(desk.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
      await expect(desk.getByTestId('ordered-row').first()).toBeVisible()
      expect(await axeSeriousOrCritical(desk), `axe on ${link}`).toEqual([])
    }
    await desk.getByRole('button', { name: '브랜드 추가' }).click()
    expect(await axeSeriousOrCritical(desk), 'axe on the brand form').toEqual([])
  } finally {
    await ctx.close()
  }
})
