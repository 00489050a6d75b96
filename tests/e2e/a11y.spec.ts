import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type BrowserContextOptions, type Page } from '@playwright/test'

/**
 * Accessibility by default: axe-core (WCAG 2.0/2.1 A and AA) on every page route of the product spec
 * (spec/routes.txt, copied below) that a guest, a member and a store owner can reach, in both projects
 * (mobile 390×844, desktop 1280×800). A `serious` or `critical` violation fails the route's test and names
 * the rule and the elements; so does a page wider than the screen (reflow, WCAG 1.4.10, which axe does not
 * measure). Fix findings at their cause (tokens, markup, labels) — never by disabling a rule.
 * Plus keyboard-only journeys: sign-in, add to cart, and a dialog that traps focus and gives it back.
 */

const PASSWORD = 'Davich!2026'
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** Every page route of spec/routes.txt ($params are filled from a link on the parent page, see `resolve`). */
const SPEC_ROUTES = `
/ /main /main/comingsoon /error
/account/callback/apple /account/callback/appleid /account/callback/kakao /account/callback/naver /account/completion
/account/dormancy /account/dormancyedit /account/editinfo /account/find /account/findresultid /account/findresultpw
/account/integration /account/kcb-integration /account/kcb-signin /account/kcb /account/moreinfo/apple
/account/moreinfo/kakao /account/moreinfo/naver /account/offlinestore /account/pass /account/previousmember
/account/regist-back /account/regist /account/signin /account/signup /account/withdraw
/appnative/category /appnative/searchmodal /m/front/main-intro
/collection /collection/$id /event /event/$id /promotion /promotion/$id /promotion/promo428 /promotion/promo432
/promotion/promo440 /promotion/promo469 /promotion/promo470 /promotion/promo484 /promotion/promo494
/search /products /products/$id /products/etc /products/ranking /products/rankingbrand
/products/payment /products/payment/complete /products/payment/close /products/payment/mobileclose /cart
/styleboard/pick /styleboard/recommend /styleboard/recommend/create /styleboard/recommend/$id/edit
/terms/careplus /terms/davisionTerms /terms/locationinfo /terms/membership /terms/onlinemall /terms/privacypolicy
/terms/service /terms/smartfitting /terms/youthprotection
/payment /payment/close /payment/complete/$orderno /payment/mobilereturn /payment/return
/popup/ipin /popup/ipin-result /popup/pass /popup/pass-result /popup/sns-pass /popup/sns-pass-result
/customercenter/faq /customercenter/inspection /customercenter/inspection/$id /customercenter/lensGuide
/customercenter/magazine /customercenter/magazine/$id /customercenter/notice /customercenter/notice/$id
/customercenter/partnership /customercenter/qa
/davichstore /davichstore/reservation /davichstore/guestreservation /davichstore/homeshopping/reservation
/davichstore/homeshopping/guestreservation
/mypage /mypage/app/mycodeinfo /mypage/app/myfitting /mypage/app/pushnotification
/mypage/manageorder/account /mypage/manageorder/cancellist /mypage/manageorder/delivery
/mypage/manageorder/deliverydetail /mypage/manageorder/giftcoupon /mypage/manageorder/offlineorderlist
/mypage/manageorder/orderdetail/$orderno /mypage/manageorder/orderlist /mypage/manageorder/orderreturn
/mypage/manageorder/paymentcard /mypage/manageorder/paysdigitalcoupon /mypage/manageorder/reservation
/mypage/manageorder/reservation/$id /mypage/manageorder/storeinfo
/mypage/myactivity/cart /mypage/myactivity/comment /mypage/myactivity/dibs /mypage/myactivity/familyaccount
/mypage/myactivity/familyinvite /mypage/myactivity/familyverification /mypage/myactivity/privateedit
/mypage/myactivity/privateinquiry /mypage/myactivity/privateview /mypage/myactivity/productinquiry
/mypage/myactivity/vote /mypage/mybonus/coupon /mypage/mybonus/point /mypage/mybonus/stamp /mypage/myeyechart
/mypage/myfaceinfo /mypage/myservice/couponzone /mypage/myservice/digitalcoupondetail /mypage/myservice/fitting
/mypage/myservice/giftcoupon /mypage/myservice/giftcoupondetail /mypage/myservice/guestlist
/mypage/myservice/guestvisitlist /mypage/myservice/paysdigitalcoupon /mypage/mystore/mystore
/mypage/mystore/visitlist
/mypagestore /mypagestore/manageorder/orderdetail /mypagestore/manageorder/orderlist
/mypagestore/myactivity/cart /mypagestore/myactivity/dibs
`
  .split(/\s+/)
  .filter(Boolean)

/** Where a $param's value is found: a link on this page to `<prefix>/<value>` (default: the parent page). */
const PARAM_SOURCES: Record<string, { page: string; prefix: string }> = {
  '/styleboard/recommend/$id/edit': { page: '/styleboard/recommend', prefix: '/styleboard/recommend' },
  '/products/$id': { page: '/main', prefix: '/products' },
}
/** The signed-in member's latest order (its list is not in the server HTML of the list page). */
const latestOrder = async (request: APIRequestContext) =>
  ((await (await request.get('/api/v1/front/order/list')).json()) as { orders?: { ordNo: string }[] }).orders?.[0]?.ordNo
const PARAM_API: Record<string, (request: APIRequestContext) => Promise<string | undefined>> = {
  '/payment/complete/$orderno': latestOrder,
  '/mypage/manageorder/orderdetail/$orderno': latestOrder,
}
/** Pages that leave at once for an outside provider (identity popups): checked as they show before leaving. */
const HOLD: Record<string, string> = {
  '/popup/ipin': '**/identity/start',
  '/popup/pass': '**/identity/start',
  '/popup/sns-pass': '**/identity/start',
}

type Role = 'guest' | 'member' | 'store'
const isMyPage = (r: string) => /^\/mypage(\/|$)/.test(r)
const isStorePage = (r: string) => /^\/mypagestore(\/|$)/.test(r)
/** Pages that look different once signed in (forms pre-filled with the member, their cart, their orders). */
const MEMBER_EXTRA = [
  '/main',
  '/account/editinfo',
  '/account/withdraw',
  '/products/payment',
  '/payment',
  '/customercenter/qa',
  '/davichstore/reservation',
  '/davichstore/homeshopping/reservation',
  '/styleboard/recommend/create',
  '/styleboard/recommend/$id/edit',
  '/payment/complete/$orderno',
  '/mypage/myfaceinfo/measure',
  '/mypage/myfaceinfo/tryon',
  '/mypage/myfaceinfo/lens',
]
const STORE_EXTRA = ['/main', '/main?blocked=1', '/davichstore', '/customercenter/faq']
/** Guarded for guests (they land on the sign-in page, which is checked as a page of its own). */
const GUEST_SKIP = [/^\/mypage\/(manageorder|myactivity)(\/|$)/, /^\/mypagestore(\/|$)/, /^\/payment\/complete\//]

const ROUTES: Record<Role, string[]> = {
  guest: SPEC_ROUTES.filter((r) => !GUEST_SKIP.some((re) => re.test(r))),
  member: [...MEMBER_EXTRA, ...SPEC_ROUTES.filter(isMyPage)],
  store: [...STORE_EXTRA, ...SPEC_ROUTES.filter(isStorePage)],
}

type State = Exclude<BrowserContextOptions['storageState'], string | undefined>

/** One API sign-in per role and worker; every test of that role starts from its storage state (the session cookie). */
const test = base.extend<object, { memberState: State; storeState: State }>({
  memberState: [
    async ({ playwright }, provide, info) => provide(await signedInState(playwright.request, info.project.use.baseURL, 'member01')),
    { scope: 'worker' },
  ],
  storeState: [
    async ({ playwright }, provide, info) => provide(await signedInState(playwright.request, info.project.use.baseURL, 'store01')),
    { scope: 'worker' },
  ],
})

async function signedInState(
  api: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> },
  baseURL: string | undefined,
  loginId: string,
): Promise<State> {
  const request = await api.newContext({ baseURL })
  try {
    const res = await request.post('/v1/front/member/login/normal', { data: { loginId, password: PASSWORD } })
    expect(res.status(), `sign-in of ${loginId}`).toBe(200)
    return await request.storageState()
  } finally {
    await request.dispose()
  }
}

/** The route with its $params filled from a link on its source page (the parent page unless named). */
async function resolve(request: APIRequestContext, route: string): Promise<string | null> {
  if (!route.includes('$')) return route
  const fromApi = PARAM_API[route]
  if (fromApi) {
    const id = await fromApi(request)
    return id ? route.replace(/\$[^/]+/, encodeURIComponent(id)) : null
  }
  const src = PARAM_SOURCES[route] ?? { page: route.slice(0, route.indexOf('/$')), prefix: route.slice(0, route.indexOf('/$')) }
  const html = await (await request.get(src.page)).text()
  const re = new RegExp(`href="${src.prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/([^"/?#]+)"`)
  const id = html.match(re)?.[1]
  if (!id) return null
  return src.prefix + route.slice(route.indexOf('/$')).replace(/^\/\$[^/]+/, '/' + id)
}

/** Hydrated (the root sets `<html data-hydrated>`; pages without the app's script are not waited for), and what
 * the page loads after hydration has arrived (no skeleton or busy region left). */
async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === 'true' ||
      !document.querySelector('script[type="module"], script[type="text/tsr-entry"]'),
    null,
    { timeout: 20_000 },
  )
  await page
    .waitForFunction(() => !document.querySelector('.skeleton, [aria-busy="true"]'), null, { timeout: 5_000 })
    .catch(() => undefined) // a page that keeps a placeholder is still checked as it stands
}

/** Serious and critical violations as readable lines: `rule (impact) help — target: summary`. */
async function axeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  // Reflow (WCAG 1.4.10), which axe does not measure: nothing may widen the page beyond the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  const reflow =
    overflow > 1 ? [`reflow (serious) the page is ${overflow}px wider than the screen — scroll or wrap the widest row inside its box`] : []
  return reflow.concat(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `${v.id} (${v.impact}) ${v.help} — ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 220)}`,
          ),
      ),
  )
}

for (const role of ['guest', 'member', 'store'] as const) {
  test.describe(`axe WCAG 2.1 AA · ${role}`, () => {
    // Colours are measured at rest: a button caught mid-transition (e.g. turning disabled) reads as a blend.
    test.use({ reducedMotion: 'reduce' })
    if (role === 'member') test.use({ storageState: ({ memberState }, provide) => provide(memberState) })
    if (role === 'store') test.use({ storageState: ({ storeState }, provide) => provide(storeState) })
    for (const route of ROUTES[role]) {
      test(`${route}`, async ({ page }) => {
        const path = await resolve(page.request, route)
        expect(path, `a seeded id for ${route}`).toBeTruthy()
        if (HOLD[route]) await page.route(HOLD[route], () => undefined) // never answered: the page stays
        await page.goto(path!)
        await settle(page)
        const findings = await axeFindings(page)
        expect(findings, `axe on ${path} (${role}, ${page.viewportSize()?.width}px) → ${new URL(page.url()).pathname}`).toEqual([])
      })
    }
  })
}

test.describe('keyboard only', () => {
  test('sign in with Tab and Enter', async ({ page }) => {
    await page.goto('/account/signin?returnUrl=%2Fmypage')
    await settle(page)
    const id = page.locator('input[name=loginId]')
    // Tab from the top of the page until the id field has focus: it is reachable, in order.
    for (let i = 0; i < 60 && !(await id.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    await expect(id).toBeFocused()
    await page.keyboard.type('member01')
    await page.keyboard.press('Tab')
    await expect(page.locator('input[name=password]')).toBeFocused()
    await page.keyboard.type(PASSWORD)
    await page.keyboard.press('Enter')
    await page.waitForURL('**/mypage')
  })

  test('add a product to the cart by keyboard', async ({ page }) => {
    await page.request.post('/v1/front/member/login/normal', { data: { loginId: 'member01', password: PASSWORD } })
    await page.goto('/products/G000413') // a seeded supply with stock
    await settle(page)
    const add = page.getByRole('button', { name: '장바구니 담기' })
    // Tab through the page; an option select with nothing chosen gets its first option by the arrow key.
    for (let i = 0; i < 150 && !(await add.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab')
      const emptySelect = await page.evaluate(() => document.activeElement instanceof HTMLSelectElement && !document.activeElement.value)
      if (emptySelect) await page.keyboard.press('ArrowDown')
    }
    await expect(add).toBeFocused()
    await page.keyboard.press('Enter')
    if (test.info().project.name === 'mobile') {
      // the phone's pinned bar opens the option sheet; its own add button, by Tab
      const sheet = page.getByRole('dialog', { name: '옵션 선택' })
      await expect(sheet).toBeVisible()
      const inSheet = sheet.getByRole('button', { name: '장바구니 담기' })
      for (let i = 0; i < 20 && !(await inSheet.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
      await page.keyboard.press('Enter')
      await expect(sheet).toBeHidden()
    }
    const toast = page.getByTestId('cart-toast')
    await expect(toast).toContainText('장바구니에 담았어요')
    await page.keyboard.press('Escape')
    await expect(toast).toBeHidden()
    await expect(add).toBeFocused()
  })

  test('a dialog traps focus and gives it back to its opener', async ({ page }) => {
    // A guest's dibs heart asks to sign in through the confirm dialog (the home page's popups hidden for today).
    const { popups } = (await (await page.request.get('/v1/front/main/topbanner')).json()) as { popups: { popupNo: number }[] }
    const hidden = Object.fromEntries(popups.map((p) => [p.popupNo, Date.now() + 86_400_000]))
    await page.addInitScript((h) => localStorage.setItem('davich.popupHiddenUntil', JSON.stringify(h)), hidden)
    await page.goto('/main')
    await settle(page)
    const heart = page.getByRole('button', { name: /^찜하기/ }).first()
    const dialog = page.getByRole('dialog').filter({ hasText: '로그인하시면 찜한 상품을' })
    // The goods sections stream in after the shell: press again if the first Enter reached a card not hydrated yet.
    await expect(async () => {
      await heart.focus()
      await page.keyboard.press('Enter')
      await expect(dialog).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 20_000 })
    // Tab and Shift+Tab cycle inside the dialog.
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key)
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus after ${key}`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(heart).toBeFocused()
  })
})
