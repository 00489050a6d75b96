import { expect, signInWithForm, test, type Page } from './fixtures'
import { addToCart, checkoutToWindow, emptyCart, FRAME, LENS, SUPPLY } from './shop'

async function signIn(page: Page, returnUrl: string) {
  await page.goto(`/account/signin?returnUrl=${encodeURIComponent(returnUrl)}`)
  await signInWithForm(page, 'member01')
  await page.waitForURL(`**${returnUrl}`)
}

/** The close page of either protocol (/payment/close on a desktop, /products/payment/mobileclose on a phone). */
const CLOSE_URL = /\/payment\/(mobile)?close\?/

test('guest cart → sign in → merged → delivery order → card payment → completion → history → cancel with refund', async ({ page }) => {
  await page.goto('/main')
  await addToCart(page, FRAME)
  await signIn(page, '/mypage/myactivity/cart')
  // the cart page's first call after sign-in merged the guest cart into the member's
  await expect(page.getByText('전체 선택')).toBeVisible()
  const merged = (await (await page.request.get('/api/v1/front/cart/list')).json()) as { cartList: { cartNo: number; itemNo: string }[] }
  expect(merged.cartList.map((l) => l.itemNo)).toContain(FRAME.itemNo)
  const others = merged.cartList.filter((l) => l.itemNo !== FRAME.itemNo).map((l) => l.cartNo)
  if (others.length) await page.request.post('/api/v1/front/cart/remove', { data: { cartNos: others } })

  if (await checkoutToWindow(page)) await expect(page.getByRole('radio', { name: '신용카드' })).toBeChecked()
  await page.locator('#cardCode').selectOption('06')
  await page.locator('#quota').selectOption('03')
  await page.getByRole('button', { name: '결제하기 (승인)' }).click()
  await page.waitForURL('**/payment/complete/**')
  await expect(page.getByRole('heading', { name: '결제가 완료되었어요' })).toBeVisible()
  await expect(page.getByText('국민카드 · 3개월 할부')).toBeVisible()
  await expect(page.getByText('서울 강남구 테헤란로 152')).toBeVisible()
  const ordNo = page.url().split('/').pop()!

  await page.goto('/mypage/manageorder/orderlist')
  await expect(page.getByText(ordNo)).toBeVisible()
  await page.goto(`/mypage/manageorder/orderdetail/${ordNo}`)
  await expect(page.getByText('결제완료').first()).toBeVisible()
  await page.getByText('단순 변심', { exact: true }).click()
  await expect(page.getByRole('radio', { name: '단순 변심' })).toBeChecked()
  await page.getByRole('button', { name: '주문 취소하기' }).click()
  await page.getByRole('button', { name: '주문 취소', exact: true }).click()
  await expect(page.getByText(/주문이 취소되었어요/)).toBeVisible()
  await page.getByRole('button', { name: '확인' }).click()
  await expect(page.getByText('결제취소').first()).toBeVisible()
  const tx = (await (await page.request.get(`/__sandbox/pg/tx/${ordNo}`)).json()) as { transactions: { status: string }[] }
  expect(tx.transactions[0].status).toBe('CANCELLED')
  await page.goto('/mypage/manageorder/cancellist')
  await expect(page.getByText(ordNo)).toBeVisible()
})

test('a mixed cart with contact lenses is split into an order and a store reservation', async ({ memberPage: page }) => {
  await emptyCart(page)
  await addToCart(page, SUPPLY, 2)
  await addToCart(page, LENS)
  await page.goto('/mypage/myactivity/cart')
  await expect(page.getByText('매장 예약 상품이 함께 담겨 있어요')).toBeVisible()
  await expect(page.getByText('예약전용').first()).toBeVisible()
  await page.getByRole('link', { name: /1개 상품 주문하기/ }).click()
  await expect(page.getByRole('heading', { name: '매장 예약으로 분리된 상품' })).toBeVisible()
  await expect(page.getByRole('heading', { name: '주문 상품 1개' })).toBeVisible()
  await expect(page.getByRole('link', { name: '매장 예약' })).toHaveAttribute(
    'href',
    `/davichstore/reservation?goodsNo=${LENS.goodsNo}&itemNo=${LENS.itemNo}`,
  )
})

test('a declined payment leaves no paid order', async ({ memberPage: page }) => {
  await emptyCart(page)
  await addToCart(page, SUPPLY, 1)
  const before = ((await (await page.request.get('/api/v1/front/order/list')).json()) as { total: number }).total
  await checkoutToWindow(page)
  await page.getByRole('button', { name: '승인 거절' }).click()
  await page.waitForURL(CLOSE_URL)
  await expect(page.getByRole('heading', { name: '결제가 완료되지 않았어요' })).toBeVisible()
  await expect(page.getByText(/승인이 거절/)).toBeVisible()
  const after = ((await (await page.request.get('/api/v1/front/order/list')).json()) as { total: number }).total
  expect(after).toBe(before)
  // the goods stay in the cart to try again
  const cart = (await (await page.request.get('/api/v1/front/cart/list')).json()) as { cartCount: number }
  expect(cart.cartCount).toBe(1)
})

test('a failure on our side after approval triggers net-cancel', async ({ memberPage: page }) => {
  await emptyCart(page)
  await addToCart(page, SUPPLY, 1)
  await checkoutToWindow(page)
  await page.getByRole('button', { name: '승인 후 가맹점 오류' }).click()
  await page.waitForURL(CLOSE_URL)
  await expect(page.getByText(/자동으로 취소했어요/)).toBeVisible()
  const ordNo = new URL(page.url()).searchParams.get('ordNo')!.replace(/"/g, '')
  const tx = (await (await page.request.get(`/__sandbox/pg/tx/${ordNo}`)).json()) as { transactions: { status: string }[] }
  expect(
    tx.transactions.map((t) => t.status),
    JSON.stringify({ ordNo, tx }),
  ).toEqual(['NETCANCELLED'])
  expect((await page.request.get(`/api/v1/front/order/detail/${ordNo}`)).status()).toBe(404)
})

test('guests find the order lookup on the sign-in page and get a Korean message for a wrong order number', async ({ page }) => {
  await page.goto('/account/signin')
  await page.getByText('비회원 주문 조회').click()
  const form = page.getByRole('form', { name: '비회원 주문 조회' })
  await form.getByRole('textbox').first().fill('20261122000000')
  await form.getByRole('textbox').nth(1).fill('01012345678')
  await form.getByRole('button').click()
  await expect(form).toContainText(/주문|찾/)
})
