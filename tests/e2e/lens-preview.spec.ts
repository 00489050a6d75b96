// Lens thickness preview (issue 33): member01 compares the five indices for their own prescription in a frame,
// picks 1.67 and reserves lens fitting at a store; the reservation keeps the index. The spec makes its own booking
// (a late day and slot, so it meets no other spec's) and cancels it at the end.
import { expect, test } from './fixtures'

test('lens thickness preview: five indices compared, the chosen one carried into the reservation', async ({ memberPage: page }) => {
  await page.goto('/mypage/myeyechart')
  await page.getByTestId('lens-preview-link').click()
  await page.waitForURL(/\/mypage\/myfaceinfo\/lens/)
  await expect(page.getByRole('heading', { name: '렌즈 두께 미리보기', level: 1 })).toBeVisible()
  await expect(page.getByTestId('lens-rx')).toContainText('SPH')
  await expect(page.getByTestId('lens-frame-size')).toContainText('렌즈 너비')

  // Five indices, each with both eyes' thickness; the thickest edge shrinks with every higher index.
  const cards = page.getByTestId('lens-indices').getByRole('listitem')
  await expect(cards).toHaveCount(5)
  const rows = page.getByTestId('lens-table').locator('tbody tr')
  await expect(rows).toHaveCount(5)
  await expect(rows.locator('th')).toHaveText(['1.50', '1.56', '1.60', '1.67', '1.74'])
  const edges = await cards.evaluateAll((els) => els.map((e) => Number(/R\s*가장자리 ([\d.]+)/.exec(e.textContent ?? '')?.[1] ?? NaN)))
  for (let i = 1; i < edges.length; i++) expect(edges[i]).toBeLessThan(edges[i - 1])
  // Prices come from a lens sold in several indices; 1.67 is one of them.
  await expect(cards.nth(3).getByTestId('lens-price')).toHaveText(/^[\d,]+원$/)

  await page.getByRole('radio', { name: /^1\.67/ }).check()
  await expect(page.getByRole('heading', { name: /1\.67 렌즈 모양/ })).toBeVisible()
  for (const name of [/^오른쪽 렌즈 1\.67 가운데를 가로로 자른 단면/, /^오른쪽 렌즈 1\.67 위에서 본 모습/, /^왼쪽 렌즈 1\.67 가운데를/])
    await expect(page.getByRole('img', { name })).toBeVisible()

  await page.getByTestId('lens-reserve').click()
  await page.waitForURL(/\/davichstore\/reservation\?.*lensIndex/)
  let reservationNo = ''
  try {
    await page.getByRole('list', { name: '예약할 매장' }).getByRole('button').first().click()
    await expect(page.getByRole('radio', { name: '일반안경' })).toHaveAttribute('aria-checked', 'true')
    await page.getByRole('button', { name: '다음', exact: true }).click()
    // A late bookable day and slot, away from the days other specs book member01 on.
    const grid = page.locator('[role="grid"]')
    await expect(grid).toBeVisible()
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date()).replace(/-/g, ''),
    )
    const open = async () =>
      (
        await grid.locator('button[data-date]:not([disabled])').evaluateAll((els) => els.map((e) => e.getAttribute('data-date') ?? ''))
      ).filter((d) => d > today)
    let days = await open()
    if (days.length < 6) {
      await page.getByRole('button', { name: '다음 달' }).click()
      await expect(grid).toBeVisible()
      days = await open()
    }
    await grid.locator(`button[data-date="${days[Math.min(5, days.length - 1)]}"]`).click()
    const slots = page.locator('[role="radio"][data-time]:not([disabled])')
    await expect(slots.first()).toBeVisible()
    await slots.nth(Math.min(6, (await slots.count()) - 1)).click()
    await page.getByRole('button', { name: '다음', exact: true }).click()

    await expect(page.getByRole('heading', { name: '상품 확인' })).toBeVisible()
    await expect(page.getByRole('list', { name: '예약 상품' })).toContainText('1.67')
    await page.getByRole('button', { name: '다음', exact: true }).click()
    await expect(page.getByText('1.67 (렌즈 두께 미리보기에서 선택)')).toBeVisible()
    await page.getByRole('checkbox', { name: /개인정보 수집/ }).check()
    await page.getByRole('button', { name: '예약하기' }).click()
    await expect(page.getByRole('heading', { name: '방문 예약이 완료되었어요' })).toBeVisible()
    reservationNo = (await page.getByTestId('reservation-no').textContent())!.trim()

    await page.getByRole('link', { name: '예약 내역 보기' }).click()
    await page.waitForURL(new RegExp(`/mypage/manageorder/reservation/${reservationNo}`))
    await expect(page.getByTestId('reservation-lens-index')).toContainText('1.67')
    const saved = (await (await page.request.get(`/api/v1/front/reservation/${reservationNo}`)).json()) as {
      lensIndex: string
      lensFrame: string | null
      goodsList: { itemNm: string | null }[]
    }
    expect(saved.lensIndex).toBe('1.67')
    expect(saved.lensFrame).toMatch(/^\d{2}□\d{2}-\d{3}$/)
    expect(saved.goodsList[0].itemNm).toMatch(/^1\.67/)
  } finally {
    if (reservationNo) await page.request.post(`/api/v1/front/reservation/${reservationNo}/cancel`)
  }
})

test('contact-lens reorder: member01 sees when the lenses from their seeded visit run out, and the re-reservation is filled in', async ({
  memberPage: page,
}) => {
  const supply = (
    (await (await page.request.get('/api/v1/front/eyes/contact-supply')).json()) as {
      supply: { runOutYmd: string; goodsNm: string; goodsNo: string; storeNo: number } | null
    }
  ).supply
  expect(supply).not.toBeNull()
  await page.goto('/mypage')
  const card = page.getByTestId('contact-reorder')
  await expect(card).toBeVisible()
  const r = supply!.runOutYmd
  await expect(card.getByTestId('contact-runout')).toHaveText(`${r.slice(0, 4)}.${r.slice(4, 6)}.${r.slice(6, 8)}`)
  await expect(card).toContainText(supply!.goodsNm)
  await expect(card.getByTestId('contact-reminder')).not.toBeEmpty()
  // The re-reservation opens the booking with the store, lens, power and packs filled in — unless a contact-lens
  // visit is booked already (another spec may have booked one), when the card links to the bookings instead.
  const link = card.getByTestId('contact-reorder-link')
  if ((await card.getByTestId('contact-reminder').textContent())!.includes('방문 예약이 있어')) {
    await expect(link).toHaveAttribute('href', '/mypage/manageorder/reservation')
    return
  }
  await link.click()
  await page.waitForURL(new RegExp(`/davichstore/reservation\\?.*goodsNo=${supply!.goodsNo}`))
  await expect(page.getByRole('radio', { name: '콘택트렌즈' })).toHaveAttribute('aria-checked', 'true')
})
