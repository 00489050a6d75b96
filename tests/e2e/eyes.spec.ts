import { expect, test } from './fixtures'
import { pngBytes } from '../integration/upload-fixtures'

test('eye chart: member01 sees the seeded records and chart; uploads a prescription and sees it on the chart', async ({ memberPage: page }) => {
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

test('face info: member01 sees the face code and fitting frames; the public share page gives crawlers og tags and a PNG image', async ({ memberPage: page, request }) => {
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
