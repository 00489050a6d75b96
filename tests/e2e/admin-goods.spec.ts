import AxeBuilder from '@axe-core/playwright'
import { totpCode } from '../../src/server/auth/totp'
import { DEMO_OPERATORS } from '../../src/demo/seed/operators'
import { expect, hydrated, PASSWORD, test, type Page } from './fixtures'
import { addToCart, approveInWindow, checkoutToWindow, emptyCart } from './shop'

/**
 * The catalogue desk (issue 27, role MD) as people use it: md01 signs in with TOTP, creates a goods of its own with two
 * SKUs and an uploaded picture (the browser makes the four shop sizes) → a guest finds it by its name and by 초성 at
 * once → member01 buys it. Only goods this journey creates are touched. Every console page is checked with axe at 1280 px.
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

/** A 1200×900 PNG drawn in the page (a stand-in for a product photo). */
async function photo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const c = document.createElement('canvas')
    c.width = 1200
    c.height = 900
    const x = c.getContext('2d')!
    x.fillStyle = '#e0f2fe'
    x.fillRect(0, 0, 1200, 900)
    x.strokeStyle = '#0f766e'
    x.lineWidth = 24
    x.strokeRect(250, 330, 300, 220)
    x.strokeRect(650, 330, 300, 220)
    return c.toDataURL('image/png')
  })
  return Buffer.from(dataUrl.split(',')[1]!, 'base64')
}

test('md01 creates a goods with two SKUs and a picture; found by search and 초성 at once; member01 buys it', async ({
  page,
  memberPage,
  browser,
}) => {
  test.setTimeout(150_000)
  const stamp = Date.now().toString(36).slice(-5)
  const name = `하늘빛 콘솔테 ${stamp}`
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
    await expect(desk.getByRole('heading', { name: '상품 관리' })).toBeVisible()
    expect(await axeSeriousOrCritical(desk), 'axe on /admin/goods').toEqual([])

    await desk.getByRole('link', { name: '상품 등록' }).first().click()
    await desk.waitForURL(/\/admin\/goods\/new$/)
    await expect(desk.getByRole('heading', { name: '상품 등록' })).toBeVisible()
    expect(await axeSeriousOrCritical(desk), 'axe on /admin/goods/new').toEqual([])
    await desk.getByLabel('상품명').fill(name)
    await desk.getByLabel('브랜드').selectOption({ index: 1 })
    await desk.getByLabel('카테고리').selectOption({ index: 1 })
    await desk.getByLabel('모양').selectOption('라운드')
    await desk.getByLabel('정가 (원)').fill('89000')
    await desk.getByLabel('판매가 (원)').fill('79000')
    await desk.getByLabel('공급가 (원)').fill('30000')
    await desk.getByLabel('옵션 1 옵션명').fill('블랙')
    await desk.getByLabel('옵션 1 색상').fill('블랙')
    await desk.getByLabel('옵션 1 재고').fill('5')
    await desk.getByRole('button', { name: '옵션 추가' }).click()
    await desk.getByLabel('옵션 2 옵션명').fill('브라운')
    await desk.getByLabel('옵션 2 색상').fill('브라운')
    await desk.getByLabel('옵션 2 추가 금액 (원)').fill('3000')
    await desk.getByLabel('옵션 2 재고').fill('4')
    await desk.getByLabel('이미지 올리기').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await photo(desk) })
    await expect(desk.getByRole('img', { name: '상품 이미지 1' })).toBeVisible()
    await desk.getByRole('button', { name: '등록' }).click()
    await desk.waitForURL(/\/admin\/goods\/G5\d{5}$/)
    const goodsNo = desk.url().split('/').pop()!
    await expect(desk.getByRole('heading', { name })).toBeVisible()
    expect(await axeSeriousOrCritical(desk), 'axe on the goods editor').toEqual([])

    // A price and stock change by CSV: a bad row refuses the file (named), the corrected file applies at once.
    await desk.getByRole('link', { name: '가격·재고 일괄 변경' }).click()
    await desk.waitForURL(/\/admin\/goods\/bulk$/)
    expect(await axeSeriousOrCritical(desk), 'axe on /admin/goods/bulk').toEqual([])
    const csv = (sale: string) => Buffer.from(`상품번호,옵션번호,정가,판매가,재고\n${goodsNo},,,${sale},\n${goodsNo},${goodsNo}-01,,,6\n`)
    await desk.getByLabel('CSV 파일').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: csv('99000') })
    await expect(desk.getByText('2행: 판매가(99,000원)가 정가(89,000원)보다 큽니다.')).toBeVisible()
    await expect(desk.getByRole('button', { name: '전체 적용' })).toBeDisabled()
    await desk.getByLabel('CSV 파일').setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: csv('75000') })
    await expect(desk.getByText('거절 없음')).toBeVisible()
    await desk.getByRole('button', { name: '전체 적용' }).click()
    await desk.getByRole('dialog').getByRole('button', { name: '적용' }).click()
    await expect(desk.getByText('적용했습니다: 2행 (상품 1개, 옵션 재고 1개).')).toBeVisible()

    // A guest finds it at once, by its name and by the initial consonants of its name.
    const ids = async (word: string) =>
      (
        (await (await page.request.get(`/v1/front/search/product?searchWord=${encodeURIComponent(word)}&size=100`)).json()) as {
          goods: { id: string }[]
        }
      ).goods.map((g) => g.id)
    expect(await ids(`하늘빛 콘솔테 ${stamp}`)).toContain(goodsNo)
    expect(await ids(`ㅎㄴㅂ ㅋㅅㅌ ${stamp}`)).toContain(goodsNo)
    await page.goto(`/products/${goodsNo}`)
    await expect(page.getByRole('heading', { name })).toBeVisible()
    await expect(page.getByText('75,000').first()).toBeVisible()
    const pic = page.locator(`img[src^="/media/goods/"]`).first()
    await expect(pic).toBeVisible()
    expect(await pic.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

    // member01 buys the second SKU.
    await emptyCart(memberPage)
    await addToCart(memberPage, { itemNo: `${goodsNo}-02` })
    await checkoutToWindow(memberPage)
    await approveInWindow(memberPage)
    const stock = ((await (await desk.request.get(`/admin/api/goods/${goodsNo}`)).json()) as { items: { stockQtt: number }[] }).items.map(
      (i) => i.stockQtt,
    )
    expect(stock).toEqual([6, 3])
  } finally {
    await ctx.close()
  }
})
