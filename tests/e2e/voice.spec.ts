// Member voice journeys (issue 15): a photo review of a delivered line pays its points; a secret question on a
// product page is shown only to its writer; a member creates a style vote and another member votes in it.
import { expect, hydrated, PASSWORD, test } from './fixtures'
import { png } from './png'

const photo = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: png(240, 240, rgb) })

test('a member writes a photo review of a delivered line and sees the points paid', async ({ memberPage: page }) => {
  await page.goto('/mypage/myactivity/comment')
  const waiting = page.getByRole('list', { name: '작성 가능한 후기' }).getByRole('listitem')
  await expect(waiting.first()).toBeVisible()
  const goodsNm = (await waiting.first().getByRole('link').textContent())!.trim()
  await waiting.first().getByRole('button', { name: '후기 쓰기' }).click()

  const dialog = page.getByRole('dialog', { name: '후기 쓰기' })
  await dialog.getByRole('button', { name: '등록하기' }).click()
  await expect(dialog.getByText('별점을 선택해 주세요.')).toBeVisible()
  await dialog.getByRole('radio', { name: '5점 최고예요' }).check({ force: true })
  await dialog.getByLabel('후기 내용').fill('가볍고 코받침이 편해서 하루 종일 써도 자국이 안 남아요. 매장 피팅도 친절했어요.')
  await dialog
    .getByRole('button', { name: '사진 추가', exact: true })
    .setInputFiles([photo('front.png', [30, 120, 110]), photo('side.png', [200, 80, 60])])
  await expect(dialog.getByRole('img', { name: '사진 2' })).toBeVisible()
  await dialog.getByRole('button', { name: '등록하기' }).click()

  await expect(page.getByRole('status').filter({ hasText: '1,000P가 적립되었어요' })).toBeVisible()
  const mine = page.getByRole('list', { name: '내가 쓴 후기' }).getByRole('listitem').filter({ hasText: goodsNm })
  await expect(mine.getByText('프리미엄')).toBeVisible()
  await expect(mine.getByText('1,000P 적립')).toBeVisible()
  await expect(mine.getByRole('img', { name: '후기 사진 1' })).toBeVisible()

  // the grant is in the points ledger (reason 후기작성)
  await page.goto('/mypage/mybonus/point')
  await expect(page.getByRole('listitem').filter({ hasText: '후기작성' }).filter({ hasText: '+1,000P' }).first()).toBeVisible()

  await page.goto('/mypage/myactivity/comment')
  await page.getByRole('tab', { name: /내가 쓴 후기/ }).click()

  // the photos are public on the product page, with the 구매 인증 badge
  await mine.getByRole('link', { name: goodsNm }).click()
  await page.waitForURL(/\/products\/G\d{6}/)
  await page.getByRole('button', { name: /포토 리뷰/ }).click()
  const review = page.getByRole('list', { name: '리뷰 목록' }).getByRole('listitem').filter({ hasText: '코받침이 편해서' })
  await expect(review.getByText('구매 인증')).toBeVisible()
  await expect(review.getByRole('img', { name: /리뷰 사진 2/ })).toBeVisible()
})

test('a secret question on a product page is shown only to its writer', async ({ memberPage: page, browser }) => {
  await page.goto('/mypage/myactivity/comment')
  await page.getByRole('tab', { name: /내가 쓴 후기/ }).click()
  const goodsLink = page.getByRole('list', { name: '내가 쓴 후기' }).getByRole('link').first()
  const href = (await goodsLink.getAttribute('href'))!
  await page.goto(href)
  await page.getByRole('tab', { name: 'Q&A' }).click()
  await page.getByRole('button', { name: '문의하기' }).click()
  const dialog = page.getByRole('dialog', { name: '상품 문의하기' })
  const question = `제 PD가 64mm인데 이 테에 맞을까요? ${Date.now() % 10000}`
  await dialog.getByLabel('문의 내용').fill(question)
  await dialog.getByText('비밀글로 문의하기').click()
  await dialog.getByRole('button', { name: '문의 등록' }).click()
  const item = page.getByRole('list', { name: '상품 문의 목록' }).getByRole('listitem').filter({ hasText: question })
  await expect(item.getByText('비밀글')).toBeVisible()
  await expect(item.getByText('답변 대기')).toBeVisible()

  await page.goto('/mypage/myactivity/productinquiry')
  await expect(page.getByRole('list', { name: '나의 상품 문의' }).getByText(question)).toBeVisible()

  // a guest sees that a secret question exists, never its text
  const guest = await browser.newContext()
  const other = await guest.newPage()
  await other.goto(href)
  await hydrated(other)
  await other.getByRole('tab', { name: 'Q&A' }).click()
  await expect(other.getByText('비밀글입니다. 작성자만 볼 수 있어요.').first()).toBeVisible()
  await expect(other.getByText(question)).toHaveCount(0)
  await guest.close()
})

test('a member creates a style vote and another member votes in it', async ({ memberPage: page, browser }) => {
  await page.goto('/styleboard/recommend/create')
  const title = `주말 데이트엔 어떤 안경이 좋을까요 ${Date.now() % 10000}`
  await page.getByLabel('질문').fill(title)
  await page.getByLabel('설명 (선택)').fill('캐주얼한 옷에 맞출 거예요.')
  await page
    .getByRole('button', { name: '사진 추가', exact: true })
    .first()
    .setInputFiles(photo('a.png', [20, 20, 20]))
  await expect(page.getByRole('img', { name: '스타일 1 사진 1' })).toBeVisible()
  await page
    .getByRole('button', { name: '사진 추가', exact: true })
    .first()
    .setInputFiles(photo('b.png', [180, 140, 60]))
  await expect(page.getByRole('img', { name: '스타일 2 사진 1' })).toBeVisible()
  await page.getByLabel('스타일 1 이름').fill('블랙 뿔테')
  await page.getByLabel('스타일 2 이름').fill('골드 메탈')
  await page.getByRole('button', { name: '투표 올리기' }).click()
  await page.waitForURL(/\/styleboard\/recommend\/\d+$/)
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await expect(page.getByText('내가 올린 투표예요.', { exact: false })).toBeVisible()
  const url = page.url()

  const context = await browser.newContext()
  const voter = await context.newPage()
  const signIn = await voter.request.post('/v1/front/member/login/normal', { data: { loginId: 'member05', password: PASSWORD } })
  expect(signIn.status()).toBe(200)
  await voter.goto(url)
  await hydrated(voter)
  await voter.getByRole('button', { name: '골드 메탈에 투표하기' }).click()
  await voter.getByRole('dialog').getByRole('button', { name: '투표하기' }).click()
  await expect(voter.getByText('투표해 주셔서 고마워요!', { exact: false })).toBeVisible()
  await expect(voter.getByText('100% · 1표')).toBeVisible()
  await expect(voter.getByRole('button', { name: /에 투표하기/ })).toHaveCount(0)
  await context.close()

  await page.reload()
  await expect(page.getByText('참여 1명', { exact: false })).toBeVisible()
})
