import { beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../src/server/auth/session'
import { call, db, read } from './helpers'

const P = '/api/v1/front/family'
const REP = 9601
const KID = 9602
const OTHER = 9603
const STRANGER = 9604
const tokens: Record<number, string> = {}

async function addMembers() {
  const now = new Date().toISOString()
  const rows: [number, string, string, string][] = [
    [REP, 'fam_rep', '김대표', '01055550001'],
    [KID, 'fam_kid', '김아이', '01055550002'],
    [OTHER, 'fam_other', '박다른', '01055550003'],
    [STRANGER, 'fam_stranger', '최남남', '01055550004'],
  ]
  await db.batch(
    rows.map(([no, id, nm, mobile]) =>
      db
        .prepare(`INSERT INTO members (member_no, login_id, member_nm, mobile, reg_dttm, upd_dttm) VALUES (?1, ?2, ?3, ?4, ?5, ?5)`)
        .bind(no, id, nm, mobile, now),
    ),
  )
  for (const [no] of rows) tokens[no] = (await createSession(db, no)).token
}

/** A completed sandbox identity verification for `name`/`mobile` (PASS), as the popup would hand back. */
async function verify(name: string, mobile: string) {
  const s = (await read(call('/v1/front/member/identity/start', { json: { provider: 'pass', purpose: 'family' } }))).json
  const u = new URL(s.authUrl, 'http://x')
  const back = await call(u.pathname, {
    method: 'POST',
    form: { txId: s.txId, returnUrl: u.searchParams.get('returnUrl')!, user: 'tester1', mobile, name },
  })
  const result = new URL(back.headers.get('location')!, 'http://x')
  const done = await call('/v1/front/member/identity/complete', {
    json: { txId: result.searchParams.get('txId'), encData: result.searchParams.get('encData') },
  })
  expect(done.status).toBe(200)
  return s.txId as string
}

/** Invites `mobile` as the representative and reads the code from the sandbox SMS outbox. */
async function invite(mobile: string, relation = 'CHILD', token = tokens[REP]) {
  const r = await read(call(`${P}/invites`, { token, json: { mobile, relation } }))
  expect(r.status, JSON.stringify(r.json)).toBe(201)
  const box = (await read(call(`/__sandbox/sms/outbox?mobile=${mobile}`))).json
  const code = /familyverification\?code=([A-Za-z0-9_-]{32})/.exec(box.messages[0].body)?.[1]
  expect(code).toBeTruthy()
  return { invite: r.json.invite, code: code! }
}

beforeAll(addMembers)

describe('family invitations', () => {
  it('starts with an empty family, invites by SMS with an unguessable link, lists it for the representative only', async () => {
    expect((await read(call(P, { token: tokens[REP] }))).json).toEqual({ group: null, members: [], invites: [] })
    const { invite: inv, code } = await invite('01055550002')
    expect(inv).toMatchObject({ mobile: '010-****-0002', relation: 'CHILD' })
    const list = (await read(call(P, { token: tokens[REP] }))).json
    expect(list.group.myRole).toBe('REP')
    expect(list.members).toHaveLength(1)
    expect(list.members[0]).toMatchObject({ role: 'REP', name: '김*표', me: true })
    expect(list.invites).toHaveLength(1)
    // The invitee's preview; a stranger reads only the masked invitation.
    const preview = (await read(call(`${P}/invitation/${code}`, { token: tokens[KID] }))).json
    expect(preview).toMatchObject({ repName: '김*표', relation: 'CHILD', status: 'SENT', refusal: null })
    expect((await read(call(`${P}/invitation/${'x'.repeat(32)}`, { token: tokens[KID] }))).status).toBe(404)
    expect((await read(call(`${P}/invitation/${code}`))).status).toBe(401)
  })

  it('refuses a second pending invite to the same mobile, the own mobile, and bad input with Korean 4xx', async () => {
    const again = await read(call(`${P}/invites`, { token: tokens[REP], json: { mobile: '01055550002', relation: 'CHILD' } }))
    expect(again.status).toBe(409)
    expect(again.json.errors[0].reason).toContain('아직 유효해요')
    const self = await read(call(`${P}/invites`, { token: tokens[REP], json: { mobile: '01055550001', relation: 'SPOUSE' } }))
    expect(self.status).toBe(400)
    expect(self.json.errors[0].reason).toBe('본인 휴대폰 번호로는 초대할 수 없어요.')
    const bad = await read(call(`${P}/invites`, { token: tokens[REP], json: { mobile: '123', relation: 'PET' } }))
    expect(bad.status).toBe(400)
    expect(bad.json.errors.map((e: { field: string }) => e.field).sort()).toEqual(['mobile', 'relation'])
  })

  it('a wrong person or the wrong mobile cannot accept; 20 identical concurrent accepts join exactly once', async () => {
    const { code } = await invite('01055550009', 'SPOUSE')
    // The invited mobile, but verified as someone else than the signed-in member.
    const wrongName = await read(
      call(`${P}/accept`, { token: tokens[KID], json: { code, identityTxId: await verify('홍길동', '01055550009'), consent: true } }),
    )
    expect(wrongName.status).toBe(403)
    // The right person, another mobile.
    const wrongMobile = await read(
      call(`${P}/accept`, { token: tokens[KID], json: { code, identityTxId: await verify('김아이', '01055550002'), consent: true } }),
    )
    expect(wrongMobile.status).toBe(403)
    expect(wrongMobile.json.errors[0].reason).toBe('초대받은 휴대폰 번호로 본인인증해 주세요.')
    // Without consent: 400.
    const noConsent = await read(call(`${P}/accept`, { token: tokens[KID], json: { code, identityTxId: 'x'.repeat(20), consent: false } }))
    expect(noConsent.status).toBe(400)

    // The first invitation (to KID's mobile): 20 identical requests at once.
    const first = (await read(call(P, { token: tokens[REP] }))).json.invites.find((i: { mobile: string }) => i.mobile.endsWith('0002'))
    const kidCode = (await db
      .prepare('SELECT invite_code FROM family_invites WHERE invite_no = ?1')
      .bind(first.inviteNo)
      .first<{ invite_code: string }>())!.invite_code
    const txId = await verify('김아이', '01055550002')
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        read(call(`${P}/accept`, { token: tokens[KID], json: { code: kidCode, identityTxId: txId, consent: true } })),
      ),
    )
    const ok = answers.filter((a) => a.status === 200)
    expect(ok).toHaveLength(1)
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409)
      expect(a.json.errors[0].reason).toMatch(/이미/)
    }
    const rows = await db.prepare('SELECT COUNT(*) AS n FROM family_members WHERE member_no = ?1').bind(KID).first<{ n: number }>()
    expect(rows!.n).toBe(1)
    const inv = await db
      .prepare('SELECT status, invitee_member_no FROM family_invites WHERE invite_code = ?1')
      .bind(kidCode)
      .first<{ status: string; invitee_member_no: number }>()
    expect(inv).toEqual({ status: 'ACCEPTED', invitee_member_no: KID })
    // The representative is told once, by SMS.
    const told = (await read(call('/__sandbox/sms/outbox?mobile=01055550001'))).json.messages.filter((m: { body: string }) =>
      m.body.includes('가족 초대를 수락'),
    )
    expect(told).toHaveLength(1)
    expect(told[0].body).toContain('김*이님이 가족 초대를 수락해 가족 계정에 자녀로 등록되었어요.')

    const list = (await read(call(P, { token: tokens[KID] }))).json
    expect(list.group.myRole).toBe('MEMBER')
    expect(list.members.map((m: { role: string; relation: string }) => [m.role, m.relation])).toEqual([
      ['REP', ''],
      ['MEMBER', 'CHILD'],
    ])
    expect(list.invites).toEqual([])
  })

  it('refuses a member already in another family with a clear message', async () => {
    // OTHER represents their own family; KID (in REP's family) is invited there.
    const { code } = await invite('01055550002', 'SIBLING', tokens[OTHER])
    const preview = (await read(call(`${P}/invitation/${code}`, { token: tokens[KID] }))).json
    expect(preview.refusal).toBe('이미 다른 가족 계정에 등록되어 있어요. 기존 가족 계정에서 나온 뒤 수락해 주세요.')
    const r = await read(
      call(`${P}/accept`, { token: tokens[KID], json: { code, identityTxId: await verify('김아이', '01055550002'), consent: true } }),
    )
    expect(r.status).toBe(409)
    expect(r.json.errors[0].reason).toContain('다른 가족 계정')
    // A family member cannot start a family of their own.
    const own = await read(call(`${P}/invites`, { token: tokens[KID], json: { mobile: '01055550004', relation: 'OTHER' } }))
    expect(own.status).toBe(409)
  })

  it('only the representative cancels invitations and removes members, only in their own group', async () => {
    const mine = (await read(call(P, { token: tokens[REP] }))).json
    const pending = mine.invites[0]
    expect((await call(`${P}/invites/${pending.inviteNo}`, { method: 'DELETE', token: tokens[OTHER] })).status).toBe(404)
    expect((await call(`${P}/invites/${pending.inviteNo}`, { method: 'DELETE', token: tokens[KID] })).status).toBe(404)
    const cancelled = await read(call(`${P}/invites/${pending.inviteNo}`, { method: 'DELETE', token: tokens[REP] }))
    expect(cancelled.status).toBe(200)
    expect(cancelled.json.invites.find((i: { inviteNo: number }) => i.inviteNo === pending.inviteNo)).toBeUndefined()
    expect((await call(`${P}/members/${KID}`, { method: 'DELETE', token: tokens[OTHER] })).status).toBe(404)
    expect((await call(`${P}/members/${REP}`, { method: 'DELETE', token: tokens[KID] })).status).toBe(404)
    expect((await call(`${P}/members/${REP}`, { method: 'DELETE', token: tokens[REP] })).status).toBe(404)
    const removed = await read(call(`${P}/members/${KID}`, { method: 'DELETE', token: tokens[REP] }))
    expect(removed.status).toBe(200)
    expect(removed.json.members).toHaveLength(1)
  })

  it('a member leaves by themselves', async () => {
    const { code } = await invite('01055550004', 'OTHER')
    expect(
      (
        await read(
          call(`${P}/accept`, {
            token: tokens[STRANGER],
            json: { code, identityTxId: await verify('최남남', '01055550004'), consent: true },
          }),
        )
      ).status,
    ).toBe(200)
    const left = await read(call(`${P}/leave`, { method: 'POST', token: tokens[STRANGER], json: {} }))
    expect(left.status).toBe(200)
    expect(left.json.group).toBeNull()
    expect((await read(call(P, { token: tokens[REP] }))).json.members).toHaveLength(1)
  })
})

describe('invitation limits', () => {
  it('10 identical concurrent invites store one invitation; the hourly limit answers 429 in Korean', async () => {
    const RATE = 9610
    const t = new Date().toISOString()
    await db
      .prepare(
        `INSERT INTO members (member_no, login_id, member_nm, mobile, reg_dttm, upd_dttm) VALUES (?1, 'fam_rate', '정한도', '01055550010', ?2, ?2)`,
      )
      .bind(RATE, t)
      .run()
    const token = (await createSession(db, RATE)).token
    const same = await Promise.all(
      Array.from({ length: 10 }, () => read(call(`${P}/invites`, { token, json: { mobile: '01055550011', relation: 'CHILD' } }))),
    )
    expect(same.filter((a) => a.status === 201)).toHaveLength(1)
    for (const a of same.filter((x) => x.status !== 201)) expect(a.status).toBe(409)
    const rows = await db
      .prepare(`SELECT COUNT(*) AS n FROM family_invites i JOIN family_groups g ON g.group_no = i.group_no WHERE g.rep_member_no = ?1`)
      .bind(RATE)
      .first<{ n: number }>()
    expect(rows!.n).toBe(1)
    // Four more numbers fill the hour (5); the sixth is refused and nothing is stored or sent.
    for (const m of ['01055550012', '01055550013', '01055550014', '01055550015'])
      expect((await call(`${P}/invites`, { token, json: { mobile: m, relation: 'OTHER' } })).status).toBe(201)
    const sixth = await read(call(`${P}/invites`, { token, json: { mobile: '01055550016', relation: 'OTHER' } }))
    expect(sixth.status).toBe(429)
    expect(sixth.json.errors[0].reason).toBe('초대는 1시간에 5번까지 보낼 수 있어요. 잠시 후 다시 시도해 주세요.')
    expect((await read(call('/__sandbox/sms/outbox?mobile=01055550016'))).json.messages).toHaveLength(0)
  })
})

describe('invitation expiry', () => {
  it('an expired invitation shows as expired and cannot be accepted (410)', async () => {
    const { code } = await invite('01055550020', 'CHILD', tokens[OTHER])
    await db.prepare(`UPDATE family_invites SET expires_dttm = '2020-01-01T00:00:00.000Z' WHERE invite_code = ?1`).bind(code).run()
    const preview = (await read(call(`${P}/invitation/${code}`, { token: tokens[STRANGER] }))).json
    expect(preview.status).toBe('EXPIRED')
    expect(preview.refusal).toContain('유효 기간(3일)이 지났어요')
    const r = await read(
      call(`${P}/accept`, { token: tokens[STRANGER], json: { code, identityTxId: await verify('최남남', '01055550020'), consent: true } }),
    )
    expect(r.status).toBe(410)
    // It no longer counts as pending: the same mobile can be invited again.
    expect((await call(`${P}/invites`, { token: tokens[OTHER], json: { mobile: '01055550020', relation: 'CHILD' } })).status).toBe(201)
  })
})

describe('yearly glasses statement (연말정산)', () => {
  async function order(ordNo: string, memberNo: number, paidIso: string, lines: [string, number, string, number?][]) {
    await db.batch([
      db
        .prepare(
          `INSERT INTO orders (ord_no, idem_key, member_no, status, dlvr_method, orderer_nm, orderer_mobile, goods_amt, dlvr_amt, pay_amt, pay_method, paid_dttm, reg_dttm, upd_dttm)
           VALUES (?1, ?1, ?2, '90', '01', '주문자', '01000000000', 0, 0, 0, 'CARD', ?3, ?3, ?3)`,
        )
        .bind(ordNo, memberNo, paidIso),
      ...lines.map(([type, amt, status, claim], i) =>
        db
          .prepare(
            `INSERT INTO order_lines (ord_no, line_no, goods_no, item_no, goods_nm, item_nm, goods_type_cd, img_src, sale_price, buy_qtt, line_amt, claim_qtt, status)
             VALUES (?1, ?2, 'G1', 'I1', ?3, '', ?4, '', ?5, 1, ?5, ?6, ?7)`,
          )
          .bind(ordNo, i + 1, `상품${i + 1}`, type, amt, claim ?? 0, status),
      ),
    ])
  }

  it('sums glasses and contacts per person for the Seoul year and caps each at 500,000원; members see only themselves', async () => {
    // Rebuild the family: REP + KID.
    const { code } = await invite('01055550002', 'CHILD')
    await db.prepare('DELETE FROM family_members WHERE member_no = ?1').bind(KID).run()
    expect(
      (
        await read(
          call(`${P}/accept`, { token: tokens[KID], json: { code, identityTxId: await verify('김아이', '01055550002'), consent: true } }),
        )
      ).status,
    ).toBe(200)
    await order('F2025A', REP, '2025-03-02T01:00:00.000Z', [
      ['01', 420_000, '90'],
      ['04', 150_000, '50'],
      ['02', 300_000, '90'],
    ])
    await order('F2025B', KID, '2025-06-10T01:00:00.000Z', [
      ['03', 80_000, '90'],
      ['04', 40_000, '21'],
      ['01', 60_000, '75', 1],
    ])
    // 2025-12-31 23:30 in Seoul is still 2025; 2026-01-01 00:30 in Seoul is 2026.
    await order('F2025C', KID, '2025-12-31T14:30:00.000Z', [['04', 30_000, '90']])
    await order('F2026A', KID, '2025-12-31T15:30:00.000Z', [['04', 99_000, '90']])
    await order('F2025X', OTHER, '2025-05-01T01:00:00.000Z', [['01', 200_000, '90']])

    const r = await read(call(`${P}/receipt?year=2025`, { token: tokens[REP] }))
    expect(r.status).toBe(200)
    expect(r.json.cap).toBe(500_000)
    const [rep, kid] = r.json.people
    expect(rep).toMatchObject({ memberNo: REP, role: 'REP', purchaseAmt: 570_000, deductibleAmt: 500_000, capped: true })
    expect(rep.lines.map((l: { amount: number }) => l.amount)).toEqual([420_000, 150_000])
    expect(kid).toMatchObject({ memberNo: KID, relation: 'CHILD', purchaseAmt: 110_000, deductibleAmt: 110_000, capped: false })
    expect(r.json.people).toHaveLength(2)
    expect(r.json.totalDeductibleAmt).toBe(610_000)

    const own = await read(call(`${P}/receipt?year=2025`, { token: tokens[KID] }))
    expect(own.json.people.map((p: { memberNo: number }) => p.memberNo)).toEqual([KID])
    expect((await read(call(`${P}/receipt?year=2026`, { token: tokens[KID] }))).json.people[0].purchaseAmt).toBe(99_000)
    expect((await read(call(`${P}/receipt?year=20x5`, { token: tokens[REP] }))).status).toBe(400)
    expect((await read(call(`${P}/receipt?year=2025`))).status).toBe(401)
  })
})
