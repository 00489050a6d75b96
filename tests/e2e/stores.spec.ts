import { expect, test, type Page } from './fixtures'

const CITY_HALL = { latitude: 37.5663, longitude: 126.9779 }

/** Picks the first bookable day after today in the calendar (moving to next month if needed) and its first open time. */
async function pickDateAndTime(page: Page, skip = 0) {
  const days = page.locator('[role="grid"] button[data-date]:not([disabled])')
  await expect(page.locator('[role="grid"]')).toBeVisible()
  const today = await page.evaluate(() => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date()).replace(/-/g, ''))
  let candidates = (await days.evaluateAll((els) => els.map((e) => e.getAttribute('data-date') ?? ''))).filter((d) => d > today)
  if (candidates.length < 2) {
    await page.getByRole('button', { name: '다음 달' }).click()
    await expect(page.locator('[role="grid"]')).toBeVisible()
    candidates = (await days.evaluateAll((els) => els.map((e) => e.getAttribute('data-date') ?? ''))).filter((d) => d > today)
  }
  const date = candidates[0]
  await page.locator(`[role="grid"] button[data-date="${date}"]`).click()
  const slot = page.locator('[role="radio"][data-time]:not([disabled])').nth(skip)
  await expect(slot).toBeVisible()
  const time = (await slot.getAttribute('data-time'))!
  await slot.click()
  return { date, time }
}

async function next(page: Page) {
  await page.getByRole('button', { name: '다음', exact: true }).click()
}

test.describe('stores and visit reservations', () => {
  test('without a map key the finder shows the stores on the offline map; a region tap zooms in and lists its stores', async ({ page }) => {
    await page.goto('/davichstore')
    const map = page.getByRole('figure', { name: '매장 위치 지도' })
    await expect(map.locator('svg path').first()).toBeVisible()
    // Whole country: one bubble per 시/도, their counts adding up to every open store.
    const regions = map.getByRole('button', { name: /매장 수 \d+/ })
    expect(await regions.count()).toBeGreaterThan(5)
    const counts = await regions.evaluateAll((els) =>
      els.map((e) => Number(/매장 수 (\d+)/.exec(e.getAttribute('aria-label') ?? '')?.[1] ?? 0)),
    )
    const total = ((await (await page.request.get('/api/v1/front/store/list?rows=1')).json()) as { total: number }).total
    expect(counts.reduce((a, b) => a + b, 0)).toBe(total)
    // Tap Seoul: the map zooms to its districts and the list shows Seoul's stores only.
    // (Seoul's bubble may be merged with its neighbours' at the country scale: a merged bubble's tap zooms in first.)
    const seoul = map.getByRole('button', { name: /^서울특별시 매장/ })
    if (!(await seoul.count())) await map.getByRole('button', { name: /서울특별시.*\(확대\)$/ }).click()
    await seoul.click()
    await page.waitForURL(/sido=/)
    await expect(map.getByText('서울특별시', { exact: true })).toBeVisible()
    await expect(page.getByRole('list', { name: '매장 목록' }).getByRole('listitem').first()).toContainText('서울')
    // A district, then a store on the map opens its detail.
    const gangnam = map.getByRole('button', { name: /^강남구 매장/ })
    if (!(await gangnam.count())) await map.getByRole('button', { name: /강남구.*\(확대\)$/ }).click()
    await gangnam.click()
    await page.waitForURL(/sigungu=/)
    // The zoom is animated and the bubbles re-cluster as it moves: read a store once the view has come to rest.
    const svg = map.locator('svg').first()
    let view = ''
    await expect
      .poll(async () => {
        const before = view
        view = (await svg.getAttribute('viewBox')) ?? ''
        return view === before
      })
      .toBe(true)
    const store = map.getByRole('button', { name: /점$/ }).first()
    await expect(store).toBeVisible()
    const name = await store.getAttribute('aria-label')
    await map.getByRole('button', { name: name!, exact: true }).click()
    await expect(page.locator('#store-detail-title')).toHaveText(name!)
  })

  test('nearest store → detail → member reservation → change → cancel', async ({ memberPage: page }) => {
    await page.context().grantPermissions(['geolocation'])
    await page.context().setGeolocation(CITY_HALL)
    const api = await page.request.get(`/api/v1/front/store/list?lat=${CITY_HALL.latitude}&lng=${CITY_HALL.longitude}&rows=1`)
    const nearest = ((await api.json()) as { stores: { storeName: string; storeNo: number; distanceKm: number }[] }).stores[0]

    await page.goto('/davichstore')
    await expect(page.getByText('내 위치에서 가까운 순')).toBeVisible()
    const first = page.getByRole('list', { name: '매장 목록' }).getByRole('listitem').first()
    await expect(first.getByRole('heading')).toHaveText(nearest.storeName)
    await first.getByRole('button', { name: '매장 정보' }).click()
    await expect(page.locator('#store-detail-title')).toHaveText(nearest.storeName)
    await expect(page.getByRole('table').getByRole('rowheader', { name: /^월/ })).toBeVisible()
    await expect(page.getByRole('link', { name: '카카오맵 길찾기' })).toHaveAttribute('href', /map\.kakao\.com\/link\/to\//)

    await page.getByRole('link', { name: '방문 예약하기' }).click()
    await page.waitForURL(new RegExp(`/davichstore/reservation\\?storeNo=${nearest.storeNo}`))
    await expect(page.getByTestId('chosen-store')).toHaveText(nearest.storeName)
    await page.getByRole('radio', { name: '상담(검사)' }).click()
    await expect(page.getByRole('radio', { name: '상담(검사)' })).toHaveAttribute('aria-checked', 'true')
    await page.getByRole('radio', { name: '정밀검사' }).click()
    await next(page)
    const { time } = await pickDateAndTime(page)
    await next(page)
    await page.getByRole('checkbox', { name: /개인정보 수집/ }).check()
    await page.getByRole('button', { name: '예약하기' }).click()
    await expect(page.getByRole('heading', { name: '방문 예약이 완료되었어요' })).toBeVisible()
    const reservationNo = (await page.getByTestId('reservation-no').textContent())!.trim()
    expect(reservationNo).toMatch(/^R\d{8}[A-Z0-9]{5}$/)

    await page.getByRole('link', { name: '예약 내역 보기' }).click()
    await page.waitForURL(new RegExp(`/mypage/manageorder/reservation/${reservationNo}`))
    await expect(page.getByText('예약완료')).toBeVisible()
    await expect(page.getByTestId('reservation-when')).toContainText(`${time.slice(0, 2)}:${time.slice(2)}`)

    await page.getByRole('button', { name: '일시 변경' }).click()
    await expect(page.locator('[role="grid"]')).toBeVisible()
    const changed = await pickDateAndTime(page, 1)
    await page.getByRole('button', { name: '이 시간으로 변경' }).click()
    await page.getByRole('dialog').getByRole('button', { name: '변경' }).click()
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click()
    await expect(page.getByTestId('reservation-when')).toContainText(`${changed.time.slice(0, 2)}:${changed.time.slice(2)}`)

    await page.getByRole('button', { name: '예약 취소' }).click()
    await expect(page.getByRole('dialog')).toContainText('방문 예약을 취소할까요?')
    await page.getByRole('dialog').getByRole('button', { name: '예약 취소' }).click()
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click()
    await expect(page.getByText('예약취소')).toBeVisible()

    // another member cannot open it
    await page.request.post('/v1/front/member/logout')
    const other = await page.request.get(`/api/v1/front/reservation/${reservationNo}`)
    expect(other.status()).toBe(401)
  })

  test('guest reservation with an SMS code → guest lookup', async ({ page }) => {
    const mobile = `010${String(Date.now()).slice(-8)}`
    const store = (
      (await (await page.request.get('/api/v1/front/store/list?rows=1&sido=부산광역시')).json()) as {
        stores: { storeNo: number; storeName: string }[]
      }
    ).stores[0]
    await page.goto(`/davichstore/guestreservation?storeNo=${store.storeNo}`)
    await expect(page.getByTestId('chosen-store')).toHaveText(store.storeName)
    await page.getByRole('radio', { name: '일반안경' }).click()
    await expect(page.getByRole('radio', { name: '일반안경' })).toHaveAttribute('aria-checked', 'true')
    await page.getByRole('radio', { name: '블루라이트차단' }).click()
    await next(page)
    await pickDateAndTime(page)
    await next(page)
    await page.getByLabel('예약자 이름').fill('홍길동')
    await page.getByLabel('휴대폰 번호').fill(mobile)
    await page.getByRole('button', { name: '인증번호 받기' }).click()
    await expect(page.getByText('인증번호를 보냈어요')).toBeVisible()
    const outbox = (await (await page.request.get(`/__sandbox/sms/outbox?mobile=${mobile}`)).json()) as {
      messages: { code: string | null }[]
    }
    const code = outbox.messages[0].code!
    await page.getByLabel('인증번호').fill(code)
    await page.getByRole('button', { name: '확인', exact: true }).click()
    await expect(page.getByText('휴대폰 인증이 완료되었어요.')).toBeVisible()
    await next(page)
    await expect(page.getByText('홍*동')).toBeVisible()
    await page.getByRole('checkbox', { name: /개인정보 수집/ }).check()
    await page.getByRole('button', { name: '예약하기' }).click()
    const reservationNo = (await page.getByTestId('reservation-no').textContent())!.trim()

    await page.goto('/mypage/myservice/guestlist')
    await page.getByLabel('이름').fill('홍길동')
    await page.getByLabel('휴대폰 번호').fill(mobile)
    await page.getByLabel('예약번호').fill('R20000101AAAAA')
    await page.getByRole('button', { name: '예약 조회' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('일치하는 예약이 없습니다')
    await page.getByLabel('예약번호').fill(reservationNo)
    await page.getByRole('button', { name: '예약 조회' }).click()
    await expect(page.getByTestId('reservation-no')).toHaveText(reservationNo)
    await expect(page.getByText(`홍*동 · 010-****-${mobile.slice(-4)}`)).toBeVisible()
  })

  test('a contact-lens goods arriving via goodsNo becomes a store reservation with that goods', async ({ memberPage: page }) => {
    const list = (await (await page.request.get('/api/v1/front/goods/list?category=04&rows=1')).json()) as {
      goods: { id: string; productName: string; goodsTypeCd: string }[]
    }
    const lens = list.goods[0]
    expect(lens.goodsTypeCd).toBe('04')
    const store = (
      (await (await page.request.get('/api/v1/front/store/list?rows=1&sido=대구광역시')).json()) as { stores: { storeNo: number }[] }
    ).stores[0]
    await page.goto(`/davichstore/reservation?storeNo=${store.storeNo}&goodsNo=${lens.id}&qty=2`)
    await expect(page.getByRole('radio', { name: '콘택트렌즈' })).toHaveAttribute('aria-checked', 'true')
    await next(page)
    await pickDateAndTime(page)
    await next(page)
    await expect(page.getByRole('heading', { name: '상품 확인' })).toBeVisible()
    const goods = page.getByRole('list', { name: '예약 상품' })
    await expect(goods).toContainText(lens.productName)
    await expect(goods).toContainText('예약전용')
    await expect(goods).toContainText('2개')
    await next(page)
    await page.getByRole('checkbox', { name: /개인정보 수집/ }).check()
    await page.getByRole('button', { name: '예약하기' }).click()
    const reservationNo = (await page.getByTestId('reservation-no').textContent())!.trim()
    const detail = (await (await page.request.get(`/api/v1/front/reservation/${reservationNo}`)).json()) as {
      goodsList: { goodsNo: string; buyQtt: number; reservationOnlyYn: string }[]
      purposeGroup: string
    }
    expect(detail.purposeGroup).toBe('콘택트렌즈')
    expect(detail.goodsList).toEqual([expect.objectContaining({ goodsNo: lens.id, buyQtt: 2, reservationOnlyYn: 'Y' })])
  })

  test('a store owner gets the Korean block message', async ({ storePage: page }) => {
    const res = await page.request.post('/api/v1/front/reservation', {
      data: { storeNo: 1, rsvDate: '20990101', rsvTime: '1000', purposeGroup: '상담(검사)', purpose: '상담' },
    })
    expect(res.status()).toBe(403)
    expect(((await res.json()) as { errors: { reason: string }[] }).errors[0].reason).toBe('가맹점 회원은 이용할 수 없습니다.')
    await page.goto('/davichstore/reservation')
    await expect(page.getByText('가맹점 회원은 이용할 수 없습니다.').first()).toBeVisible()
  })
})
