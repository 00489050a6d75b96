import { expect, test } from './fixtures'
import { pngBytes } from '../integration/upload-fixtures'

test('eye chart: member01 sees the seeded records and chart; uploads a prescription and sees it on the chart', async ({
  memberPage: page,
}) => {
  await page.goto('/mypage/myeyechart')
  await expect(page.getByRole('heading', { name: '시력 기록', level: 1 })).toBeVisible()
  const records = page.getByRole('region', { name: /검사 기록/ }).getByRole('listitem')
  await expect(records).toHaveCount(3)
  await expect(page.getByRole('img', { name: /시력 도수 변화 그래프. .*3회 검사/ })).toBeVisible()

  await page.getByRole('button', { name: '처방전 등록' }).click()
  await page.getByRole('button', { name: '등록하기' }).click()
  await expect(page.getByText('검사 기관(안과·안경원 이름)을 입력해 주세요.')).toBeVisible()
  await expect(page.getByText('처방전 파일을 선택해 주세요.')).toBeVisible()

  await page.getByLabel('검사 기관').fill('새빛안과의원')
  await page.getByLabel('오른쪽 SPH').fill('-2.30')
  await page.getByRole('button', { name: '등록하기' }).click()
  await expect(page.getByText('구면(SPH)은 0.25 단위로 입력해 주세요.')).toBeVisible()

  await page.getByLabel('오른쪽 SPH').fill('-2.75')
  await page.getByLabel('오른쪽 CYL').fill('-0.75')
  await page.getByLabel('오른쪽 AXIS').fill('175')
  await page.getByLabel('왼쪽 SPH').fill('-2.50')
  await page.getByLabel('처방전 파일').setInputFiles({ name: '처방전.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes(800, 600)) })
  await page.getByRole('button', { name: '등록하기' }).click()
  await expect(page.getByText('처방전을 등록했어요.', { exact: false })).toBeVisible()
  await page.getByRole('button', { name: '확인' }).click()

  await expect(records).toHaveCount(4)
  const added = records.filter({ hasText: '새빛안과의원' })
  await expect(added.getByRole('cell', { name: '-2.75' })).toBeVisible()
  await expect(page.getByRole('img', { name: /4회 검사. 최근 구면\(SPH\) 오른쪽 -2.75, 왼쪽 -2.50/ })).toBeVisible()

  // The file is served to its owner.
  const href = await added.getByRole('link', { name: '처방전 사진 보기' }).getAttribute('href')
  const res = await page.request.get(href!)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('image/png')

  // Deleting asks first, then the record and its file are gone.
  await added.getByRole('button', { name: /기록 삭제/ }).click()
  await page.getByRole('button', { name: '삭제', exact: true }).click()
  await expect(records).toHaveCount(3)
  expect((await page.request.get(href!)).status()).toBe(404)
})

test('face info: member01 sees the face code and fitting frames; the public share page gives crawlers og tags and a PNG image', async ({
  memberPage: page,
  request,
}) => {
  await page.goto('/mypage/myfaceinfo')
  await expect(page.getByText('RD-M-SMART-LIGHT').first()).toBeVisible()
  await expect(page.getByRole('list', { name: '추천 안경테' }).getByRole('link').first()).toBeVisible()
  await expect(page.getByRole('link', { name: '/facecode/seedFaceCodeMember01' })).toBeVisible()

  const crawler = 'facebookexternalhit/1.1; kakaotalk-scrap/1.0'
  const html = await (await request.get('/facecode/seedFaceCodeMember01', { headers: { 'user-agent': crawler } })).text()
  const meta = (p: string) => new RegExp(`<meta[^>]+property="${p}"[^>]+content="([^"]+)"`).exec(html)?.[1]
  expect(meta('og:title')).toContain('얼굴 코드 RD-M-SMART-LIGHT')
  expect(meta('og:description')).toContain('얼굴 코드는 RD-M-SMART-LIGHT')
  const image = meta('og:image')!.replace(/&amp;/g, '&')
  expect(image).toMatch(/\/og\/[0-9a-z]+\.png\?src=/)
  const png = await request.get(image, { headers: { 'user-agent': crawler } })
  expect(png.status()).toBe(200)
  expect(png.headers()['content-type']).toBe('image/png')
  expect([...(await png.body()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
  expect(html).not.toContain('김다비')
})

test('lens reservation: the latest eye record is offered and attached; a contact-lens page pre-selects the power', async ({
  memberPage: page,
}) => {
  // member01's latest record: R SPH -2.50 CYL -0.75 → contact-lens power -2.75 (spherical equivalent on the 0.25 grid).
  const list = (await (await page.request.get('/api/v1/front/goods/list?category=04&rows=40')).json()) as {
    goods: { id: string; productName: string }[]
  }
  let lens: { id: string; productName: string } | null = null
  for (const g of list.goods) {
    const d = (await (await page.request.get(`/api/v1/front/goods/${g.id}`)).json()) as {
      optionAxes: string[]
      items: { power: string | null }[]
    }
    if (!d.optionAxes.includes('cylinder') && d.items.some((i) => i.power === '-2.75')) {
      lens = g
      break
    }
  }
  expect(lens, 'a seeded contact lens sold in -2.75').not.toBeNull()
  await page.goto(`/products/${lens!.id}`)
  await expect(page.getByLabel('도수(SPH)')).toHaveValue('-2.75')
  await expect(page.getByText(/최근 시력 기록\(.+\)으로 도수 -2.75를 골라 두었어요/)).toBeVisible()

  const store = (
    (await (await page.request.get('/api/v1/front/store/list?rows=1&sido=부산광역시')).json()) as { stores: { storeNo: number }[] }
  ).stores[0]
  await page.goto(`/davichstore/reservation?storeNo=${store.storeNo}&goodsNo=${lens!.id}&qty=1`)
  await expect(page.getByRole('radio', { name: '콘택트렌즈' })).toHaveAttribute('aria-checked', 'true')
  await page.getByRole('button', { name: '다음', exact: true }).click()
  const day = page.locator('[role="grid"] button[data-date]:not([disabled])')
  await expect(page.locator('[role="grid"]')).toBeVisible()
  const today = await page.evaluate(() => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date()).replace(/-/g, ''))
  let dates = (await day.evaluateAll((els) => els.map((e) => e.getAttribute('data-date') ?? ''))).filter((d) => d > today)
  if (dates.length < 2) {
    await page.getByRole('button', { name: '다음 달' }).click()
    dates = (await day.evaluateAll((els) => els.map((e) => e.getAttribute('data-date') ?? ''))).filter((d) => d > today)
  }
  await page.locator(`[role="grid"] button[data-date="${dates[1]}"]`).click()
  await page.locator('[role="radio"][data-time]:not([disabled])').last().click()
  await page.getByRole('button', { name: '다음', exact: true }).click()
  await expect(page.getByRole('list', { name: '예약 상품' })).toContainText(lens!.productName)
  const attach = page.getByRole('checkbox', { name: '최근 시력 기록을 매장에 함께 전달할게요' })
  await expect(attach).not.toBeChecked()
  await attach.check()
  await page.getByRole('button', { name: '다음', exact: true }).click()
  await page.getByRole('checkbox', { name: /개인정보 수집/ }).check()
  await page.getByRole('button', { name: '예약하기' }).click()
  const reservationNo = (await page.getByTestId('reservation-no').textContent())!.trim()
  const latest = (await (await page.request.get('/api/v1/front/eyes/records/latest')).json()) as { record: { recordNo: number } }
  const detail = (await (await page.request.get(`/api/v1/front/reservation/${reservationNo}`)).json()) as { eyeRecordNo: number | null }
  expect(detail.eyeRecordNo).toBe(latest.record.recordNo)
})

test('smart fitting: the device photo of a tried frame shows to its owner (private file from R2)', async ({ memberPage: page }) => {
  await page.goto('/mypage/myservice/fitting')
  const photo = page.getByRole('img', { name: /써 본 모습$/ })
  await expect(photo).toHaveCount(1)
  await photo.scrollIntoViewIfNeeded()
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240)
  await expect(page.getByText('착용 사진 · 나만 볼 수 있어요')).toBeVisible()
})
