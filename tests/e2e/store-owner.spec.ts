import { expect, hidePopups, hydrated, PASSWORD, test, type Page } from './fixtures'

/**
 * The store-owner area and the kiosk (issue 16): store01 prepares member01's pickup order → member01 is told →
 * store01 hands it over → member01 sees 수령완료; a kiosk started by store01 checks member01's reservation in
 * and the queue moves from the owner's dashboard while member01 watches in my-page; member01 stays out of
 * every /mypagestore page.
 */
const STORE_ROUTES = [
  '/mypagestore',
  '/mypagestore/manageorder/orderlist',
  '/mypagestore/manageorder/orderdetail',
  '/mypagestore/myactivity/cart',
  '/mypagestore/myactivity/dibs',
  '/mypagestore/myfaceinfo',
]

/** member01's pickup order waiting at store01's store (seed: src/demo/seed/store-owner.ts). */
async function member01WaitingOrder(page: Page) {
  await page.goto('/mypagestore/manageorder/orderlist?keyword=5678')
  const card = page
    .getByTestId('pickup-order')
    .filter({ has: page.getByTestId('pickup-ready') })
    .first()
  await expect(card).toBeVisible()
  return (await card.getByText(/^주문번호 \d+$/).textContent())!.replace(/\D/g, '')
}

test('member01 is kept out of every store-owner page', async ({ memberPage: page }) => {
  for (const path of STORE_ROUTES) {
    await page.goto(path)
    await expect(page, path).toHaveURL(/\/mypage$/)
    await expect(page.getByTestId('owner-store-name')).toHaveCount(0)
  }
  const api = await page.request.get('/api/v1/front/mypagestore/dashboard')
  expect(api.status()).toBe(403)
})

test('store01 prepares a pickup order, member01 is told, store01 hands it over, member01 sees 수령완료', async ({
  storePage: store,
  memberPage: member,
}) => {
  const ordNo = await member01WaitingOrder(store)
  await store.goto(`/mypagestore/manageorder/orderdetail?ordNo=${ordNo}`)
  await store.getByTestId('pickup-ready').click()
  await store.getByRole('dialog').getByRole('button', { name: '준비완료 안내' }).click()
  await expect(store.getByTestId('owner-order-status')).toHaveText('상품준비완료')
  await expect(store.getByRole('listitem').filter({ hasText: '상품준비완료' }).filter({ hasText: '매장 store01' })).toBeVisible()

  await member.goto(`/mypage/manageorder/orderdetail/${ordNo}`)
  await expect(member.getByText('상품준비완료').first()).toBeVisible()
  const inbox = await (await member.request.get('/api/v1/front/benefit/notification')).json()
  expect(JSON.stringify(inbox)).toContain('픽업 상품이 준비되었어요')

  await store.getByTestId('pickup-pickup').click()
  await store.getByRole('dialog').getByRole('button', { name: '수령완료' }).click()
  await expect(store.getByTestId('owner-order-status')).toHaveText('수령완료')

  await member.reload()
  await expect(member.getByText('수령완료').first()).toBeVisible()
})

test("a kiosk started by store01 checks member01's reservation in; the queue moves from the dashboard and member01 sees it", async ({
  storePage: store,
  memberPage: member,
  browser,
}) => {
  // store01 starts kiosk mode on a device: the owner is signed out there and the check-in screen opens
  const kioskContext = await browser.newContext()
  expect(
    (await kioskContext.request.post('/v1/front/member/login/normal', { data: { loginId: 'store01', password: PASSWORD } })).status(),
  ).toBe(200)
  const kiosk = await kioskContext.newPage()
  await kiosk.goto('/mypagestore')
  await hydrated(kiosk)
  await kiosk.getByTestId('kiosk-start').click()
  await kiosk.getByRole('dialog').getByRole('button', { name: '키오스크 시작' }).click()
  await kiosk.waitForURL('**/kiosk')
  await hydrated(kiosk)
  await expect(kiosk.getByTestId('kiosk-bar')).toBeVisible()
  await expect(kiosk.getByRole('navigation', { name: '하단 메뉴' })).toHaveCount(0)

  await kiosk.getByTestId('kiosk-begin').click()
  await kiosk.getByLabel('휴대폰 번호').fill('01012345678')
  await kiosk.getByTestId('kiosk-send').click()
  await expect(kiosk.getByLabel('인증번호 6자리')).toBeVisible()
  const outbox = await (await kiosk.request.get('/__sandbox/sms/outbox?mobile=01012345678')).json()
  const code: string = outbox.messages[0].code
  // a wrong code is refused
  await kiosk.getByLabel('인증번호 6자리').fill(code === '000000' ? '111111' : '000000')
  await kiosk.getByTestId('kiosk-verify').click()
  await expect(kiosk.getByText(/인증번호가 일치하지 않아요/)).toBeVisible()
  await kiosk.getByLabel('인증번호 6자리').fill(code)
  await kiosk.getByTestId('kiosk-verify').click()
  await kiosk.getByTestId('kiosk-reservation').filter({ hasText: '17:00' }).click()
  const ticket = (await kiosk.getByTestId('kiosk-ticket').textContent())!.trim()
  expect(Number(ticket)).toBeGreaterThan(0)
  await kioskContext.close()

  await member.goto('/mypage')
  await expect(member.getByTestId('my-queue-state')).toHaveText('대기')

  await store.goto('/mypagestore')
  const entry = store.getByTestId('queue-entry').filter({ hasText: `번호${ticket}` })
  await entry.getByLabel(`${ticket}번 고객의 다음 진행 단계`).selectOption('검사중')
  await entry.getByTestId('queue-move').click()
  await expect(entry.getByTestId('queue-state')).toHaveText('검사중')

  await member.reload()
  await expect(member.getByTestId('my-queue-state')).toHaveText('검사중')
})

test('app webview bridge: the app shell sandbox records member info, route changes and the store-block notice', async ({ browser }) => {
  const userAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 DavichApp/3.2.0'
  const context = await browser.newContext({ userAgent, viewport: { width: 480, height: 900 } })
  try {
    expect(
      (await context.request.post('/v1/front/member/login/normal', { data: { loginId: 'member01', password: PASSWORD } })).status(),
    ).toBe(200)
    const shell = await context.newPage()
    await hidePopups(shell) // the init script runs in the webview frame too: the home page's popup never covers the header
    await shell.goto('/__sandbox/app/shell?path=/main')
    const log = shell.locator('#bridge-log')
    await expect(log.locator('li[data-type="MEMBER_INFO"]').first()).toContainText('"signedIn":true')
    await expect(log.locator('li[data-type="MEMBER_INFO"]').first()).toContainText('"loginId":"member01"')
    await expect(log.locator('li[data-type="ROUTE_CHANGE"]').first()).toContainText('"path":"/main"')
    const web = shell.frameLocator('#webview')
    await expect(web.locator('html[data-hydrated="true"]')).toHaveCount(1)
    await web.getByRole('banner').getByRole('link', { name: '장바구니' }).click()
    await expect(log.locator('li[data-type="ROUTE_CHANGE"]').filter({ hasText: '/mypage/myactivity/cart' })).toHaveCount(1)

    // a store owner in the app is blocked from search: the dialog, then the app is told
    await context.clearCookies()
    expect(
      (await context.request.post('/v1/front/member/login/normal', { data: { loginId: 'store01', password: PASSWORD } })).status(),
    ).toBe(200)
    await shell.goto('/__sandbox/app/shell?path=/search')
    await web.getByRole('dialog').getByRole('button', { name: '확인' }).click()
    await expect(shell.locator('#bridge-log li[data-type="STORE_BLOCKED"]')).toContainText('가맹점 회원은 이용할 수 없습니다.')
  } finally {
    await context.close()
  }
})
