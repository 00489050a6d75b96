import type { APIRequestContext } from '@playwright/test'
import { expect, test, type Page } from './fixtures'

/**
 * Member pages render the member's own data on the server (their loaders await it through the query
 * factories; the in-process API call carries the request's session) and hydrate without a console error.
 *
 * The server HTML is fetched with the session cookie and a normal browser user agent (TanStack holds the
 * whole page back only for bots) and read without its <script> elements, so a value that only rides in
 * the dehydrated query state does not count: it must be rendered. The expected values come from the API
 * as the same member, so the test follows the seed instead of copying it.
 */

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

type Probe = (api: APIRequestContext) => Promise<{ path: string; shows: string }>

async function json<T>(api: APIRequestContext, path: string): Promise<T> {
  const res = await api.get(path)
  expect(res.status(), path).toBe(200)
  return (await res.json()) as T
}
const first = <T>(rows: T[], what: string): T => {
  expect(rows.length, `the seed gives member01 ${what}`).toBeGreaterThan(0)
  return rows[0]!
}

type Orders = { orders: { ordNo: string; firstGoodsNm: string }[] }
type Reservations = { reservations: { reservationNo: string }[] }

/** Every built member page (the my-page routes) with a value of the member's own that its server HTML must show. */
const MEMBER_PAGES: Record<string, Probe> = {
  '/mypage': async () => ({ path: '/mypage', shows: 'member01' }),
  '/mypage/manageorder/orderlist': async (api) => {
    const o = first((await json<Orders>(api, '/api/v1/front/order/list')).orders, 'orders')
    return { path: '/mypage/manageorder/orderlist', shows: o.ordNo }
  },
  '/mypage/manageorder/delivery': async (api) => {
    const o = first((await json<Orders>(api, '/api/v1/front/order/delivery')).orders, 'orders on their way')
    return { path: '/mypage/manageorder/delivery', shows: o.ordNo }
  },
  '/mypage/manageorder/orderdetail/$orderno': async (api) => {
    const o = first((await json<Orders>(api, '/api/v1/front/order/list')).orders, 'orders')
    return { path: `/mypage/manageorder/orderdetail/${o.ordNo}`, shows: o.firstGoodsNm }
  },
  '/mypage/manageorder/deliverydetail': async (api) => {
    const o = first((await json<Orders>(api, '/api/v1/front/order/delivery')).orders, 'orders on their way')
    return { path: `/mypage/manageorder/deliverydetail?ordNo=${o.ordNo}`, shows: o.ordNo }
  },
  '/mypage/manageorder/orderreturn': async (api) => {
    const orders = (
      await json<{ orders: { ordNo: string; firstGoodsNm: string; canReturnYn: string }[] }>(api, '/api/v1/front/order/list?rows=100')
    ).orders
    // The seed's returnable order is returned by the claims-desk journey when that file runs first (the full suite):
    // then this case is skipped, and it runs when the file runs on a fresh seed.
    const o = orders.find((x) => x.canReturnYn === 'Y')
    test.skip(!o, "member01's returnable order was already returned by the claims-desk journey")
    if (!o) throw new Error('unreachable')
    return { path: `/mypage/manageorder/orderreturn?ordNo=${o.ordNo}`, shows: o.firstGoodsNm }
  },
  '/mypage/manageorder/cancellist': async (api) => {
    const c = first((await json<{ claims: { firstGoodsNm: string }[] }>(api, '/api/v1/front/order/claims')).claims, 'a cancellation')
    return { path: '/mypage/manageorder/cancellist', shows: c.firstGoodsNm }
  },
  '/mypage/manageorder/offlineorderlist': async (api) => {
    // member01's store purchases arrive when they join the store membership (tests/e2e/store-system.spec.ts); before, the empty state.
    const { orders } = await json<{ orders: { goodsNm: string }[] }>(api, '/api/v1/front/order/offline')
    return { path: '/mypage/manageorder/offlineorderlist', shows: orders[0]?.goodsNm ?? '이 기간에 매장에서 구매하신 내역이 없어요.' }
  },
  '/mypage/manageorder/paymentcard': async (api) => {
    const p = first((await json<{ payments: { ordNo: string }[] }>(api, '/api/v1/front/order/paymentcard')).payments, 'payments')
    return { path: '/mypage/manageorder/paymentcard', shows: p.ordNo }
  },
  '/mypage/manageorder/account': async (api) => {
    const { account } = await json<{ account: { holderName: string } | null }>(api, '/api/v1/front/order/refundaccount')
    return { path: '/mypage/manageorder/account', shows: account ? account.holderName : '예금주' }
  },
  '/mypage/manageorder/giftcoupon': async (api) => {
    const { giftCards } = await json<{ giftCards: { cardNm: string }[] }>(api, '/api/v1/front/order/giftcard')
    return { path: '/mypage/manageorder/giftcoupon', shows: giftCards[0]?.cardNm ?? '등록된 상품권이 없어요.' }
  },
  '/mypage/manageorder/paysdigitalcoupon': async (api) => {
    const { coupons } = await json<{ coupons: { couponNm: string }[] }>(api, '/api/v1/front/order/digitalcoupon')
    return { path: '/mypage/manageorder/paysdigitalcoupon', shows: coupons[0]?.couponNm ?? '구매하신 디지털 쿠폰이 없어요.' }
  },
  '/mypage/manageorder/reservation': async (api) => {
    const r = first(
      (await json<Reservations>(api, '/api/v1/front/reservation/list?status=upcoming')).reservations,
      'an upcoming reservation',
    )
    return { path: '/mypage/manageorder/reservation', shows: r.reservationNo }
  },
  '/mypage/manageorder/reservation/$id': async (api) => {
    const r = first(
      (await json<Reservations>(api, '/api/v1/front/reservation/list?status=upcoming')).reservations,
      'an upcoming reservation',
    )
    return { path: `/mypage/manageorder/reservation/${r.reservationNo}`, shows: r.reservationNo }
  },
  '/mypage/manageorder/storeinfo': async (api) => {
    const { store } = await json<{ store: { storeName: string } | null }>(api, '/api/v1/front/store/mystore')
    return { path: '/mypage/manageorder/storeinfo', shows: store?.storeName ?? '아직 나의 매장을 설정하지 않았어요' }
  },
  '/mypage/mystore/mystore': async (api) => {
    const { store } = await json<{ store: { storeName: string } | null }>(api, '/api/v1/front/store/mystore')
    return { path: '/mypage/mystore/mystore', shows: store?.storeName ?? '아직 나의 매장을 설정하지 않았어요' }
  },
  '/mypage/mystore/visitlist': async (api) => {
    const r = first((await json<Reservations>(api, '/api/v1/front/reservation/visits')).reservations, 'store visits')
    return { path: '/mypage/mystore/visitlist', shows: r.reservationNo }
  },
  '/mypage/myactivity/cart': async (api) => {
    const { cartList } = await json<{ cartList: { goodsNm: string }[] }>(api, '/api/v1/front/cart/list')
    return { path: '/mypage/myactivity/cart', shows: cartList[0]?.goodsNm ?? '장바구니가 비어 있어요.' }
  },
  '/mypage/myactivity/dibs': async (api) => {
    const { goods } = await json<{ goods: { productName: string }[] }>(api, '/api/v1/front/dibs/list?page=1&rows=40')
    return { path: '/mypage/myactivity/dibs', shows: goods[0]?.productName ?? '찜한 상품이 없어요.' }
  },
  '/mypage/myactivity/familyaccount': async (api) => {
    const { members } = await json<{ members: { name: string; role: string }[] }>(api, '/api/v1/front/family')
    return {
      path: '/mypage/myactivity/familyaccount',
      shows: members.find((m) => m.role === 'MEMBER')?.name ?? '아직 등록된 가족이 없어요',
    }
  },
  '/mypage/myactivity/familyaccount?view=receipt': async (api) => {
    const y = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Seoul', year: 'numeric' }).format(new Date()))
    const m = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Seoul', month: 'numeric' }).format(new Date()))
    const { people } = await json<{ people: { lines: { goodsNm: string }[] }[] }>(
      api,
      `/api/v1/front/family/receipt?year=${m <= 3 ? y - 1 : y}`,
    )
    return {
      path: '/mypage/myactivity/familyaccount?view=receipt',
      shows: people.flatMap((p) => p.lines)[0]?.goodsNm ?? '공제 대상 구입 내역이 없어요',
    }
  },
  '/mypage/myactivity/familyinvite': async (api) => {
    const { invites } = await json<{ invites: { mobile: string }[] }>(api, '/api/v1/front/family')
    return { path: '/mypage/myactivity/familyinvite', shows: invites[0]?.mobile ?? '수락을 기다리는 초대가 없어요.' }
  },
  '/account/editinfo': async (api) => {
    const m = await json<{ userEmail: string }>(api, '/v1/front/member/info')
    return { path: '/account/editinfo', shows: m.userEmail }
  },
}

/** The page's text and attribute values as the server sent them, without scripts (the dehydrated state). */
async function serverHtml(page: Page, path: string): Promise<string> {
  const res = await page.request.get(path, { headers: { 'user-agent': BROWSER_UA } })
  expect(res.status(), path).toBe(200)
  const html = await res.text()
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/&amp;/g, '&')
}

/** Errors the page logs: uncaught exceptions (React's hydration errors among them) and console errors. */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())))
  return errors
}

test.describe('member pages: data in the server HTML, no error in the browser', () => {
  for (const [route, probe] of Object.entries(MEMBER_PAGES)) {
    test(route, async ({ memberPage: page }) => {
      const { path, shows } = await probe(page.request)
      const html = await serverHtml(page, path)
      expect(html, `${path} server HTML shows "${shows}"`).toContain(shows)

      const errors = collectErrors(page)
      await page.goto(path)
      await expect(
        page
          .getByText(shows, { exact: false })
          .first()
          .or(page.locator(`[value="${shows}"]`)),
      ).toBeVisible()
      expect(errors, path).toEqual([])
    })
  }
})

test('unknown order and reservation numbers are the 404 page', async ({ memberPage: page }) => {
  for (const path of [
    '/mypage/manageorder/orderdetail/20990101000000',
    '/mypage/manageorder/deliverydetail?ordNo=20990101000000',
    '/mypage/manageorder/reservation/R20990101ZZ999',
  ]) {
    const res = await page.request.get(path, { headers: { 'user-agent': BROWSER_UA } })
    expect(res.status(), path).toBe(404)
    expect(await res.text(), path).toContain('Page Not Found')
  }
})

test("a guest's browser never asks for member info and hydrates cleanly, even from minutes-old HTML", async ({ page }) => {
  // The edge serves a guest's home page from its cache for minutes, and a shopper's clock may run ahead: five
  // minutes on the browser's clock make every hydrated query that old. A guest's null member must still hold
  // (no /member/info call, no 401), and a stale query refetched on mount must not change the hydrated text.
  await page.clock.setFixedTime(new Date(Date.now() + 5 * 60_000))
  const errors = collectErrors(page)
  const memberCalls: string[] = []
  page.on('request', (r) => void (r.url().includes('/v1/front/member/info') && memberCalls.push(r.url())))
  for (const path of [
    '/main',
    '/main',
    '/products?category=01',
    '/davichstore',
    '/search?searchWord=안경',
    '/customercenter/notice',
    '/account/signin',
    '/mypage',
  ]) {
    await page.goto(path)
  }
  expect(memberCalls).toEqual([])
  expect(errors).toEqual([])
})

test('the document title is the page name and the market name, from the SEO call', async ({ page }) => {
  await page.goto('/account/signin')
  await expect(page).toHaveTitle('로그인 | 다비치마켓')
  await page.goto('/customercenter/notice')
  await expect(page).toHaveTitle('공지사항 | 다비치마켓')
  // a client-side navigation composes it the same way
  await page.evaluate(() => window.__TSR_ROUTER__!.navigate({ to: '/customercenter/faq' }))
  await expect(page).toHaveTitle('자주 묻는 질문 | 다비치마켓')
})

test('JSON-LD is in the server HTML of the product, store, home and FAQ pages, and follows a client-side navigation', async ({ page }) => {
  // The loaders build it with `await import()` (src/shared/structured-data.ts): no page's first download carries the
  // builder, so this proves the server still writes it, and that a navigation in the browser still places it.
  const types = async (path: string) => {
    const res = await page.request.get(path, { headers: { 'user-agent': BROWSER_UA } })
    expect(res.status(), path).toBe(200)
    const scripts = [...(await res.text()).matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)]
    return scripts.flatMap((m) => [JSON.parse(m[1]) as unknown].flat().map((d) => (d as { '@type': string })['@type']))
  }
  expect(await types('/products/G000150')).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']))
  const store = (await (await page.request.get('/api/v1/front/store/list?rows=1')).json()) as { stores: { storeNo: number }[] }
  expect(await types(`/davichstore?storeNo=${store.stores[0].storeNo}`)).toEqual(['Optician'])
  expect(await types('/main')).toEqual(expect.arrayContaining(['Organization', 'WebSite']))
  expect(await types('/customercenter/faq')).toEqual(['FAQPage'])

  await page.goto('/customercenter/notice')
  await page.evaluate(() => window.__TSR_ROUTER__!.navigate({ to: '/customercenter/faq' }))
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
  await expect
    .poll(async () => JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')['@type'])
    .toBe('FAQPage')
})
