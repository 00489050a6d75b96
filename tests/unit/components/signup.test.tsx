// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { fail, ok, renderWithApp } from './harness'

// The API client (duplicate checks, register), the router's <Link> and the full-page navigation after sign-up.
const api = vi.hoisted(() => ({ member: { checkDupId: vi.fn(), checkDupEmail: vi.fn(), checkDupNickName: vi.fn(), register: vi.fn() } }))
vi.mock('~/client/api', () => ({ getApi: () => api }))
vi.mock('@tanstack/react-router', () => ({ Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a> }))
const go = vi.hoisted(() => vi.fn())
vi.mock('~/client/components/account/storage', async (original) => ({
  ...(await original<typeof import('~/client/components/account/storage')>()),
  go,
}))

const { RegistForm } = await import('~/routes/account/-components/RegistForm')

const identity = {
  txId: 'tx_0123456789ab',
  name: '김다비',
  birth: '19900101',
  gender: 'F',
  mobile: '01012345678',
  registered: false,
  under14: false,
}
const consents = {
  terms: true,
  privacy: true,
  membership: true,
  location: false,
  marketing: { app: false, sms: false, email: false, kakao: false },
}

describe('sign-up form (one form path: the API schema registerBody validates the form)', () => {
  it('renders identity, account and profile sections', () => {
    renderWithApp(<RegistForm />)
    for (const name of ['본인 확인', '계정 정보', '기본 정보', '선택 정보']) expect(screen.getByRole('heading', { name })).toBeTruthy()
    expect(screen.getByRole('button', { name: '가입하기' })).toBeTruthy()
  })

  it("shows the schema's Korean messages on bad input and registers nothing", async () => {
    const user = userEvent.setup()
    renderWithApp(<RegistForm />)
    await user.type(screen.getByLabelText(/^아이디/), 'Bad')
    await user.type(screen.getByLabelText(/^비밀번호$|^비밀번호\*/), 'weak')
    await user.click(screen.getByLabelText(/비밀번호 확인/))
    expect(await screen.findByText('비밀번호는 8자 이상 입력해 주세요.')).toBeTruthy()
    await user.type(screen.getByLabelText(/비밀번호 확인/), 'other')
    await user.type(screen.getByLabelText(/^생년월일/), '19991340')
    await user.click(screen.getByRole('button', { name: '가입하기' }))
    for (const message of [
      '아이디는 영문 소문자로 시작하는 5~20자의 영문 소문자, 숫자, 밑줄(_)로 입력해 주세요.',
      '비밀번호는 8자 이상 입력해 주세요.',
      '비밀번호가 서로 달라요.',
      '이름을 입력해 주세요.',
      '생년월일 8자리를 정확히 입력해 주세요. (예: 19900101)',
      '성별을 선택해 주세요.',
    ])
      expect(await screen.findByText(message)).toBeTruthy()
    expect(api.member.checkDupId).not.toHaveBeenCalled()
    expect(api.member.register).not.toHaveBeenCalled()
  })

  it('registers with the body the API takes after identity verification', async () => {
    sessionStorage.setItem('davich.identity', JSON.stringify(identity))
    sessionStorage.setItem('davich.signup.consents', JSON.stringify({ consents, under14: false }))
    api.member.checkDupId.mockResolvedValue(ok({ duplicated: false }))
    api.member.register
      .mockResolvedValueOnce(fail(409, 'loginId', '이미 사용 중인 아이디예요.'))
      .mockResolvedValueOnce(ok({ authToken: 'x', authRole: 'ROLE_USER' }))
    const user = userEvent.setup()
    renderWithApp(<RegistForm />)
    await user.type(screen.getByLabelText(/^아이디/), ' newbie01')
    await user.click(screen.getByRole('button', { name: '중복 확인' }))
    expect(await screen.findByText('사용할 수 있는 아이디예요.')).toBeTruthy()
    expect(api.member.checkDupId).toHaveBeenCalledWith('newbie01')
    await user.type(screen.getByLabelText(/^비밀번호$|^비밀번호\*/), 'Welcome!2026')
    await user.type(screen.getByLabelText(/비밀번호 확인/), 'Welcome!2026')

    // A refusal the browser could not foresee comes back on its field.
    await user.click(screen.getByRole('button', { name: '가입하기' }))
    expect(await screen.findAllByText('이미 사용 중인 아이디예요.')).not.toHaveLength(0)
    expect(go).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: '가입하기' }))
    await waitFor(() => expect(go).toHaveBeenCalledWith('/account/completion'))
    expect(api.member.register).toHaveBeenCalledTimes(2)
    expect(api.member.register.mock.calls[1][0]).toEqual({
      loginId: 'newbie01',
      password: 'Welcome!2026',
      userName: '김다비',
      gender: 'F',
      birth: '19900101',
      mobile: '01012345678',
      identityTxId: 'tx_0123456789ab',
      email: '',
      nickName: '',
      consents,
    })
  })
})
