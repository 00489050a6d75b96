// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { todayYmd } from '~/shared/dates'
import { ok, renderWithApp } from './harness'

// The API client the wizard calls (store, calendar, slots, booking) and the router's <Link> (no router here).
const api = vi.hoisted(() => ({
  store: { detail: vi.fn(), list: vi.fn() },
  reservation: { calendar: vi.fn(), slots: vi.fn(), visitProduct: vi.fn(), create: vi.fn(), guestCreate: vi.fn() },
}))
vi.mock('~/client/api', () => ({ getApi: () => api }))
vi.mock('@tanstack/react-router', () => ({ Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a> }))

const { ReservationWizard } = await import('~/client/components/stores/ReservationWizard')

const month = todayYmd().slice(0, 6)
const DAY = `${month}15`
const store = {
  storeNo: 7,
  storeCode: 'S0007',
  storeName: '다비치안경 강남역점',
  address: '서울 강남구 강남대로 1',
  telNo: '02-555-0007',
  lat: 37.5,
  lng: 127,
  distanceKm: null,
  pickupYn: 'Y',
  eyeTestYn: 'Y',
  hearingYn: 'N',
}
const done = {
  reservationNo: 'R20261124ABCDE',
  status: 'RESERVED',
  statusNm: '예약완료',
  storeNo: 7,
  storeCode: 'S0007',
  storeName: store.storeName,
  storeAddress: store.address,
  storeTelNo: store.telNo,
  rsvDate: DAY,
  rsvTime: '1100',
  purposeGroup: '상담(검사)',
  purpose: '정밀검사',
  guestName: null,
  guestMobile: null,
}

beforeEach(() => {
  api.store.detail.mockResolvedValue(ok({ ...store, hours: [], holidays: [], services: [] }))
  // Every day of the month is open in this calendar (the wizard only reads the states it is given).
  api.reservation.calendar.mockImplementation(async (_store: number, m: string) => {
    const days = Array.from({ length: 28 }, (_, i) => ({
      date: `${m}${String(i + 1).padStart(2, '0')}`,
      weekday: i % 7,
      state: 'open',
      label: null,
    }))
    return ok({ storeNo: 7, month: m, days })
  })
  api.reservation.slots.mockResolvedValue(
    ok({
      closed: false,
      slots: [
        { time: '1000', remaining: 0, state: 'full' },
        { time: '1100', remaining: 3, state: 'open', congestion: 'green' },
      ],
    }),
  )
})

const next = () => userEvent.click(screen.getByRole('button', { name: '다음' }))

async function pickPurposeAndSlot(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: '상담(검사)' }))
  await user.click(screen.getByRole('radio', { name: '정밀검사' }))
  await user.click(screen.getByRole('button', { name: '다음' }))
  await user.click(await screen.findByRole('button', { name: /15일/ }))
  await user.click(await screen.findByRole('radio', { name: /11:00/ }))
  await user.click(screen.getByRole('button', { name: '다음' }))
}

describe('reservation wizard (steps checked with the API schema reservationBody / guestReservationBody)', () => {
  it('renders the steps with the store from the URL', async () => {
    renderWithApp(<ReservationWizard mode="member" channel="ONLINE" storeNo={7} />)
    expect(screen.getByRole('list', { name: '예약 단계' }).textContent).toContain('방문 목적')
    expect(await screen.findByText('다비치안경 강남역점')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '방문 목적' })).toBeTruthy()
  })

  it("stops a step with the schema's Korean messages", async () => {
    const user = userEvent.setup()
    renderWithApp(<ReservationWizard mode="member" channel="ONLINE" storeNo={7} />)
    await next()
    expect(await screen.findByText('방문 목적을 선택해 주세요.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '방문 목적' })).toBeTruthy()

    await user.click(screen.getByRole('radio', { name: '상담(검사)' }))
    await next()
    expect(await screen.findByText('상세 목적을 선택해 주세요.')).toBeTruthy()
    expect(screen.queryByText('방문 목적을 선택해 주세요.')).toBeNull()
    await user.click(screen.getByRole('radio', { name: '정밀검사' }))
    await next()
    expect(await screen.findByRole('heading', { name: '날짜·시간' })).toBeTruthy()
    await next()
    expect(await screen.findByText('예약 날짜를 선택해 주세요.')).toBeTruthy()
    expect(api.reservation.create).not.toHaveBeenCalled()
  })

  it('checks the home-shopping order number on its step, before any date is chosen', async () => {
    const user = userEvent.setup()
    renderWithApp(<ReservationWizard mode="member" channel="HOMESHOPPING" storeNo={7} />)
    await user.selectOptions(await screen.findByLabelText('구매하신 홈쇼핑'), 'GS샵')
    await user.type(screen.getByLabelText('홈쇼핑 주문번호'), 'ab')
    await next()
    expect(await screen.findByText('홈쇼핑 채널과 주문번호(영문·숫자 4~30자)를 입력해 주세요.')).toBeTruthy()
    expect(screen.getByText('홈쇼핑에서 구매하신 상품명을 입력해 주세요.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '방문 목적' })).toBeTruthy()
  })

  it('books a member visit with the body the API takes', async () => {
    api.reservation.create.mockResolvedValue(ok(done))
    const user = userEvent.setup()
    renderWithApp(<ReservationWizard mode="member" channel="ONLINE" storeNo={7} />)
    await pickPurposeAndSlot(user)
    expect(await screen.findByRole('heading', { name: '예약 확인' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '예약하기' }))
    expect(await screen.findByText('예약 정보 확인 및 개인정보 수집·이용에 동의해 주세요.')).toBeTruthy()
    expect(api.reservation.create).not.toHaveBeenCalled()
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집/ }))
    await user.click(screen.getByRole('button', { name: '예약하기' }))
    await waitFor(() => expect(api.reservation.create).toHaveBeenCalledTimes(1))
    expect(api.reservation.create.mock.calls[0][0]).toEqual({
      storeNo: 7,
      rsvDate: DAY,
      rsvTime: '1100',
      purposeGroup: '상담(검사)',
      purpose: '정밀검사',
      note: '',
      eyeTestYn: 'N',
      goodsList: [],
      channel: 'ONLINE',
      hsChannel: '',
      hsOrderNo: '',
      hsGoodsNm: '',
    })
    expect(await screen.findByRole('heading', { name: '방문 예약이 완료되었어요' })).toBeTruthy()
    expect(screen.getByTestId('reservation-no').textContent).toBe('R20261124ABCDE')
  })

  it('asks a guest for a name and a verified mobile, then sends them with the booking', async () => {
    api.reservation.guestCreate.mockResolvedValue(ok({ ...done, guestName: '홍*동', guestMobile: '010-****-5678' }))
    // The SMS step talks to the certification endpoints directly.
    const fetchMock = vi.fn(
      async (url: string) =>
        new Response(JSON.stringify(url.includes('/valid') ? { certProof: 'proof-123' } : {}), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const user = userEvent.setup()
    renderWithApp(<ReservationWizard mode="guest" channel="ONLINE" storeNo={7} />)
    await pickPurposeAndSlot(user)
    expect(await screen.findByRole('heading', { name: '예약자 정보' })).toBeTruthy()
    await next()
    expect(await screen.findByText('이름을 입력해 주세요.')).toBeTruthy()
    expect(screen.getByText('휴대폰 번호를 정확히 입력해 주세요.')).toBeTruthy()

    await user.type(screen.getByLabelText('예약자 이름'), '홍길동')
    await user.type(screen.getByLabelText('휴대폰 번호'), '010-1234-5678')
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }))
    await user.type(await screen.findByLabelText('인증번호'), '123456')
    await user.click(screen.getByRole('button', { name: '확인' }))
    expect(await screen.findByText('휴대폰 인증이 완료되었어요.')).toBeTruthy()
    expect(fetchMock.mock.calls[0][0]).toContain('mobile=01012345678')
    await next()
    await user.click(await screen.findByRole('checkbox', { name: /개인정보 수집/ }))
    await user.click(screen.getByRole('button', { name: '예약하기' }))
    await waitFor(() => expect(api.reservation.guestCreate).toHaveBeenCalledTimes(1))
    expect(api.reservation.guestCreate.mock.calls[0][0]).toMatchObject({
      storeNo: 7,
      rsvDate: DAY,
      rsvTime: '1100',
      guestName: '홍길동',
      mobile: '01012345678',
      certProof: 'proof-123',
    })
    vi.unstubAllGlobals()
  })
})
