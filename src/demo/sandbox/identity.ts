import { Hono } from 'hono'
import type { AppEnv } from '../../server/env'
import { sealEnvelope } from '../../server/services/identity'
import { safeReturnPath } from '../../shared/return-path'
import { sandboxPage, SANDBOX_USERS } from './ui'

/**
 * Sandbox PASS / KCB / i-PIN: the tester picks (or edits) a test person; the result goes back to the
 * return URL as a sealed envelope (encData), like the vendors' encrypted answers.
 */
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
const NAMES = { pass: 'PASS 본인확인', kcb: 'KCB 휴대폰 본인확인', ipin: '아이핀(i-PIN) 인증' } as const

export const identitySandbox = new Hono<AppEnv>()
  .get('/:provider{pass|kcb|ipin}/auth', (c) => {
    const provider = c.req.param('provider') as keyof typeof NAMES
    const txId = c.req.query('txId') ?? ''
    const returnUrl = c.req.query('returnUrl') ?? ''
    const people = SANDBOX_USERS.map(
      (u, i) =>
        `<label><input type="radio" name="user" value="${u.id}" ${i === 0 ? 'checked' : ''}> ${u.name} · ${u.birth} · ${u.mobile}</label>`,
    ).join('')
    return c.html(
      sandboxPage(
        NAMES[provider] + ' (Sandbox)',
        provider,
        `<form method="post"><input type="hidden" name="txId" value="${esc(txId)}"><input type="hidden" name="returnUrl" value="${esc(returnUrl)}">
<fieldset><legend>인증할 사용자</legend>${people}</fieldset>
<fieldset><legend>직접 입력 (선택)</legend><label>휴대폰 번호 <input type="text" name="mobile" inputmode="numeric" placeholder="01012345678"></label>
<label>이름 <input type="text" name="name"></label><label>생년월일 <input type="text" name="birth" placeholder="19900101"></label></fieldset>
<button type="submit">인증 완료</button></form>`,
      ),
    )
  })
  .post('/:provider{pass|kcb|ipin}/auth', async (c) => {
    const f = await c.req.parseBody()
    const returnUrl = safeReturnPath(String(f.returnUrl ?? ''))
    if (!returnUrl) return c.text('invalid returnUrl', 400)
    const base = SANDBOX_USERS.find((u) => u.id === f.user) ?? SANDBOX_USERS[0]
    const mobile = String(f.mobile ?? '').replace(/\D/g, '') || base.mobile
    const name = String(f.name ?? '').trim() || base.name
    const birth = String(f.birth ?? '').replace(/\D/g, '') || base.birth
    const person = { name, birth, gender: base.gender, mobile, ci: `CI-${name}-${birth}-${mobile}`, di: `DI-davich-${mobile}` }
    const encData = await sealEnvelope(c.env, String(f.txId ?? ''), person)
    const u = new URL(returnUrl, c.req.url)
    u.searchParams.set('txId', String(f.txId ?? ''))
    u.searchParams.set('encData', encData)
    return c.redirect(u.pathname + u.search, 303)
  })
