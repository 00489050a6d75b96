// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { amt, line, sheet } from './checkout-fixture'
import { ok, renderWithApp } from './harness'

// The API client the checkout calls (order sheet amounts, store list, payment); nothing leaves the test.
const api = vi.hoisted(() => ({
  order: { deliFree: vi.fn(), payment: vi.fn() },
  store: { list: vi.fn() },
}))
vi.mock('~/client/api', () => ({ getApi: () => api }))

const { CheckoutForm, CHECKOUT_KEY } = await import('~/client/components/commerce/CheckoutView')

beforeEach(() => {
  api.order.deliFree.mockResolvedValue(ok({ order: { goods: [line], paymentAmt: amt, maxPointUse: 0 }, coupons: [] }))
  api.store.list.mockResolvedValue(
    ok({
      stores: [
        { storeNo: 7, storeCode: 'S0007', storeName: '다비치안경 강남역점', address: '서울 강남구 강남대로 1', telNo: '02-555-0007' },
      ],
      total: 1,
    }),
  )
})

describe('checkout (one form path: the API schema orderPaymentBody validates the form)', () => {
  it('renders the sections of the order sheet', () => {
    renderWithApp(<CheckoutForm data={sheet()} />)
    for (const name of ['주문 상품 1개', '주문하시는 분', '받는 방법', '결제 수단', '결제 금액'])
      expect(screen.getByRole('heading', { name })).toBeTruthy()
    expect(screen.getByRole('button', { name: '60,000원 결제하기' })).toBeTruthy()
  })

  it("shows the schema's Korean messages on bad input and sends nothing", async () => {
    const user = userEvent.setup()
    renderWithApp(<CheckoutForm data={sheet({ orderer: null })} />)
    await user.type(screen.getByLabelText('휴대폰 번호', { selector: '#orderer-mobile' }), '010-12')
    await user.type(screen.getByLabelText('이메일 (선택)'), 'not-an-email')
    await user.click(screen.getByRole('button', { name: /원 결제하기$/ }))
    for (const message of [
      '주문하시는 분은 2자 이상 입력해 주세요.',
      '휴대폰 번호를 정확히 입력해 주세요.',
      '이메일 형식이 올바르지 않습니다.',
      '받는 분은 2자 이상 입력해 주세요.',
      '우편번호는 숫자 5자리로 입력해 주세요.',
      '주문 내용 확인 및 결제 진행에 동의해 주세요.',
    ])
      expect(await screen.findAllByText(message, { exact: false })).not.toHaveLength(0)
    expect(api.order.payment).not.toHaveBeenCalled()
  })

  it('asks for a store and a pickup time when the goods are picked up (checked together with the other fields)', async () => {
    const user = userEvent.setup()
    renderWithApp(<CheckoutForm data={sheet()} />)
    await user.click(screen.getByRole('radio', { name: '매장 픽업' }))
    await user.click(screen.getByRole('button', { name: '주문하시는 분 정보 변경' }))
    await user.clear(screen.getByLabelText('이름', { selector: '#orderer-name' }))
    await user.click(screen.getByRole('button', { name: /원 결제하기$/ }))
    expect(await screen.findAllByText('픽업할 매장을 선택해 주세요.', { exact: false })).not.toHaveLength(0)
    expect(screen.getAllByText('픽업 날짜와 시간을 선택해 주세요.', { exact: false })).not.toHaveLength(0)
    expect(screen.getAllByText('주문하시는 분은 2자 이상 입력해 주세요.', { exact: false })).not.toHaveLength(0)
    expect(api.order.payment).not.toHaveBeenCalled()
  })

  it('submits the body the API takes and opens the payment window', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined)
    api.order.payment.mockResolvedValue(
      ok({
        orderInfoPO: { ordNo: '2026112400000001', status: '10', payAmt: 60000, payMethod: '3', goodsName: '라운드 메탈테' },
        orderPayPO: { payUrl: '/__sandbox/pg/stdpay', params: { oid: '2026112400000001' } },
        storeNo: null,
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<CheckoutForm data={sheet()} />)
    const replace = async (selector: string, text: string) => {
      const input = document.querySelector<HTMLInputElement>(selector)!
      await user.clear(input)
      await user.type(input, text)
    }
    // The saved orderer shows masked only (issue 30); 변경 opens the fields.
    expect(screen.getByTestId('orderer-summary').textContent).toContain('010-****-2222')
    expect(document.body.textContent).not.toContain('01011112222')
    await user.click(screen.getByRole('button', { name: '주문하시는 분 정보 변경' }))
    await replace('#orderer-mobile', '010-1111-2222')
    await replace('#rcv-name', '김구매')
    await replace('#rcv-mobile', '010 3333 4444')
    await user.type(document.querySelector<HTMLInputElement>('#zip')!, '06236')
    await user.type(document.querySelector<HTMLInputElement>('#addr1')!, '서울 강남구 테헤란로 152')
    await user.type(document.querySelector<HTMLInputElement>('#addr2')!, '10층')
    await user.click(screen.getByRole('radio', { name: '신용카드' }))
    await user.click(screen.getByLabelText(/결제 진행에 동의합니다/))
    await user.click(screen.getByRole('button', { name: '60,000원 결제하기' }))

    await waitFor(() => expect(api.order.payment).toHaveBeenCalledTimes(1))
    expect(api.order.payment.mock.calls[0][0]).toEqual({
      orderToken: 'tok-0123456789abcdef',
      orderClassification: 'direct',
      goods: [{ goodsNo: 'G100002', itemNo: 'G100002-01', buyQtt: 1, couponNo: null }],
      dlvrMethod: '01',
      orderer: { name: '김구매', mobile: '01011112222', email: 'buyer01@example.com' },
      delivery: {
        receiverName: '김구매',
        mobile: '01033334444',
        zipCode: '06236',
        address1: '서울 강남구 테헤란로 152',
        address2: '10층',
        memo: '',
        saveYn: 'N',
      },
      orderCouponNo: null,
      pointUseAmt: 0,
      payMethod: '3',
      paymentAmt: 60000,
      agreeYn: 'Y',
      // a card payment: no cash receipt, no escrow; happy-dom's user agent is a desktop one
      cashReceipt: undefined,
      escrowYn: 'N',
      payDevice: 'PC',
    })
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1))
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_KEY)!).ordNo).toBe('2026112400000001')
    const form = document.querySelector<HTMLFormElement>('form[action="/__sandbox/pg/stdpay"]')!
    expect(within(form).getByDisplayValue('2026112400000001')).toBeTruthy()
    submit.mockRestore()
  })

  it('orders the methods as the big shops do: 간편결제 first, then 신용카드 with card and 할부 here, the rest folded', async () => {
    const user = userEvent.setup()
    renderWithApp(<CheckoutForm data={sheet()} />)
    const names = screen.getAllByRole('radio', { hidden: true }).filter((r) => r.getAttribute('name') === 'payMethod')
    expect(names.slice(0, 6).map((r) => (r as HTMLInputElement).value)).toEqual(['12', '9', '13', '7', '11', '3'])
    expect(screen.getByRole('radio', { name: '카카오페이' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '다른 결제수단' }).getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById('pay-others')!.hidden).toBe(true)
    // 신용카드 (the default): card company and 할부 on our page; 할부 from 50,000원 (this sheet pays 60,000원).
    await user.selectOptions(screen.getByLabelText('카드사'), '14')
    await user.selectOptions(screen.getByLabelText('할부 개월'), '03')
    expect(screen.getByText('선택하신 카드사와 할부로 결제창이 열려요.')).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: '카카오페이' }))
    expect(screen.queryByLabelText('카드사')).toBeNull()
    // Brand marks are drawn inline (no image request to another site).
    expect(document.querySelectorAll('#sec-pay img')).toHaveLength(0)
  })

  it('a cash method asks for the cash receipt (business-number checksum from the API schema) and offers escrow', async () => {
    const user = userEvent.setup()
    renderWithApp(<CheckoutForm data={sheet()} />)
    expect(screen.queryByRole('radiogroup', { name: '현금영수증 발급 용도' })).toBeNull()
    await user.click(screen.getByRole('button', { name: '다른 결제수단' }))
    await user.click(screen.getByRole('radio', { name: '가상계좌' }))
    expect(screen.getByRole('radiogroup', { name: '현금영수증 발급 용도' })).toBeTruthy()
    expect(screen.getByLabelText('구매안전서비스(에스크로) 이용')).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: '지출증빙용' }))
    const number = document.querySelector<HTMLInputElement>('#cr-number')!
    await user.clear(number)
    await user.type(number, '124-81-00997')
    await user.click(screen.getByRole('button', { name: /원 결제하기$/ }))
    expect(await screen.findAllByText('유효하지 않은 사업자 등록번호예요. 번호를 다시 확인해 주세요.', { exact: false })).not.toHaveLength(
      0,
    )
    expect(api.order.payment).not.toHaveBeenCalled()
  })

  it('disables the coupons the combination rule refuses next to the chosen ones, and labels them', async () => {
    const coupon = (couponNo: string, couponNm: string, scope: 'GOODS' | 'ORDER', soloUseYn: 'Y' | 'N') => ({
      couponNo,
      couponNm,
      scope,
      dcType: 'AMOUNT' as const,
      dcValue: 1000,
      maxDcAmt: null,
      minPayAmt: 0,
      goodsNos: null,
      endDttm: null,
      soloUseYn,
    })
    // The server names the coupons that fit each line; the sheet offers only those.
    const fitted = { ...line, couponNos: ['13'] }
    api.order.deliFree.mockResolvedValue(ok({ order: { goods: [fitted], paymentAmt: amt, maxPointUse: 0 }, coupons: [] }))
    const user = userEvent.setup()
    renderWithApp(
      <CheckoutForm
        data={sheet({
          memberYn: 'Y',
          goodsItemList: [fitted],
          coupons: [
            coupon('13', '단독 5천원', 'GOODS', 'Y'),
            coupon('15', '렌즈 전용', 'GOODS', 'N'),
            coupon('14', '주문 1천원', 'ORDER', 'N'),
          ],
        })}
      />,
    )
    expect(screen.queryByRole('option', { name: /^렌즈 전용/ })).toBeNull()
    const orderOption = () => screen.getByRole('option', { name: /^주문 1천원/ }) as HTMLOptionElement
    // the sheet opens with the best combination (a tie of 1,000원: the order coupon, found first) — cleared here
    expect(orderOption().selected).toBe(true)
    expect(screen.getByTestId('best-coupons').textContent).toContain('최대 할인 적용됨')
    await user.selectOptions(screen.getByLabelText('주문 쿠폰'), '')
    expect(screen.getByTestId('best-coupons').textContent).toContain('쿠폰을 직접 고르셨어요')
    expect(orderOption().disabled).toBe(false)
    expect(orderOption().textContent).toContain('중복 사용 가능')
    await user.selectOptions(screen.getByLabelText('라운드 메탈테 상품 쿠폰'), '13')
    expect(orderOption().disabled).toBe(true)
    expect(orderOption().textContent).toContain('선택한 쿠폰과 함께 사용할 수 없어요')
    expect(screen.getAllByText('단독 사용 쿠폰은 다른 상품·주문 쿠폰과 함께 사용할 수 없어요.').length).toBeGreaterThan(0)
  })

  it('takes a gift card amount within its balance, leaving the minimum card payment', async () => {
    const user = userEvent.setup()
    renderWithApp(
      <CheckoutForm
        data={sheet({
          memberYn: 'Y',
          giftCards: [{ cardId: 7, cardNm: '다비치 상품권 5만원', cardNo: '1234-****-****-0001', balance: 50000, expireYmd: '20991231' }],
        })}
      />,
    )
    await user.selectOptions(screen.getByLabelText('사용할 상품권'), '7')
    await user.click(screen.getByRole('button', { name: '최대 사용' }))
    expect((screen.getByLabelText(/상품권 사용 금액/) as HTMLInputElement).value).toBe('50000')
    expect(screen.getByRole('button', { name: '10,000원 결제하기' })).toBeTruthy()
    await user.clear(screen.getByLabelText(/상품권 사용 금액/))
    await user.type(screen.getByLabelText(/상품권 사용 금액/), '60000')
    expect(screen.getAllByText(/상품권 잔액\(50,000원\)보다 많이 사용할 수 없어요/).length).toBeGreaterThan(0)
  })
})
