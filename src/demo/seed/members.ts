/** Seeded members: the three demo accounts and ~30 ordinary members, all with one password. */
import { hashPassword } from '../../server/auth/password'
import { GIVEN_F, GIVEN_M, NICK_WORDS, ROMAN, SURNAMES } from './data-content'
import { makeMember } from './factories'
import { createRng, hashString, type Rng } from './prng'
import { DAY, HOUR, MINUTE, iso } from './time'
import type { MemberRow, StoreRow } from '../../server/db/rows'

/** The password of every seeded member. */
export const DEMO_PASSWORD = 'Davich!2026'

export const DEMO_ACCOUNTS = [
  { login_id: 'member01', member_nm: '김다비', auth_role: 'ROLE_USER', status: 'ACTIVE', note: '일반 회원 / regular member' },
  { login_id: 'store01', member_nm: '박점주', auth_role: 'ROLE_STORE', status: 'ACTIVE', note: '가맹점주 / store owner' },
  { login_id: 'dormant01', member_nm: '최휴면', auth_role: 'ROLE_USER', status: 'DORMANT', note: '휴면 회원 / dormant' },
] as const

/**
 * The PBKDF2 hash of DEMO_PASSWORD with a 16-byte salt derived from the seed, computed once per
 * seed run and shared by every seeded member (hashing ~30 times at 100k iterations would be slow).
 * Same seed → same hash string, so seed output stays byte-for-byte deterministic.
 */
export async function seedPasswordHash(seed: number): Promise<string> {
  const r = createRng(hashString(`password:${seed}`))
  const salt = Uint8Array.from({ length: 16 }, () => r.int(0, 255))
  return hashPassword(DEMO_PASSWORD, { salt })
}

function consent(r: Rng, p: number, at: string): [MemberRow['mkt_app_yn'], string | null] {
  return r.chance(p) ? ['Y', at] : ['N', null]
}

export function buildMembers(root: Rng, nowMs: number, stores: StoreRow[], passwordHash: string): MemberRow[] {
  const rng = root.fork('members')
  const open = stores.filter((s) => s.open_yn === 'Y' && s.store_kind !== '청력센터')
  const seoulStore = open.find((s) => s.sido === '서울특별시' && s.pickup_yn === 'Y') ?? open[0]
  const ownerStore = open.find((s) => s.sido === '서울특별시' && s.ownership === '가맹점' && s.store_kind === '다비치') ?? open[0]
  const members: MemberRow[] = []

  const reg1 = iso(nowMs - 420 * DAY + 10 * HOUR)
  members.push(
    makeMember({
      member_no: 1,
      login_id: 'member01',
      password_hash: passwordHash,
      member_nm: '김다비',
      gender: 'F',
      birth: '19920315',
      email: 'davi.kim@example.com',
      mobile: '01012345678',
      nick_name: '또렷한다비',
      my_store_code: seoulStore.store_code,
      // The online card; member01 joins the store membership (통합회원) through the sandbox store system.
      online_card_no: '9410201903150001',
      integration_member_gb_nm: '정회원',
      auth_role: 'ROLE_USER',
      fav_goods_type: '04',
      face_style: 'OVAL',
      face_width: 138,
      mkt_app_yn: 'Y',
      mkt_app_dttm: reg1,
      mkt_sms_yn: 'Y',
      mkt_sms_dttm: reg1,
      mkt_email_yn: 'N',
      mkt_kakao_yn: 'Y',
      mkt_kakao_dttm: iso(nowMs - 100 * DAY + 15 * HOUR),
      last_login_dttm: iso(nowMs - 2 * DAY - 3 * HOUR),
      reg_dttm: reg1,
      upd_dttm: iso(nowMs - 100 * DAY + 15 * HOUR),
    }),
  )
  const reg2 = iso(nowMs - 900 * DAY + 9 * HOUR)
  members.push(
    makeMember({
      member_no: 2,
      login_id: 'store01',
      password_hash: passwordHash,
      member_nm: '박점주',
      gender: 'M',
      birth: '19750822',
      email: 'store01@example.com',
      mobile: '01023456789',
      nick_name: null,
      integration_member_gb_nm: '정회원',
      auth_role: 'ROLE_STORE',
      store_code: ownerStore.store_code,
      my_store_code: ownerStore.store_code,
      last_login_dttm: iso(nowMs - 1 * DAY - 5 * HOUR),
      reg_dttm: reg2,
      upd_dttm: reg2,
    }),
  )
  const reg3 = iso(nowMs - 1100 * DAY + 14 * HOUR)
  members.push(
    makeMember({
      member_no: 3,
      login_id: 'dormant01',
      password_hash: passwordHash,
      member_nm: '최휴면',
      gender: 'M',
      birth: '19880101',
      email: 'dormant01@example.com',
      mobile: '01034567890',
      nick_name: '잠든안경',
      status: 'DORMANT',
      last_login_dttm: iso(nowMs - 400 * DAY),
      reg_dttm: reg3,
      upd_dttm: iso(nowMs - 5 * DAY),
    }),
  )

  const usedNicks = new Set(members.map((m) => m.nick_name))
  for (let i = 2; i <= 31; i++) {
    const female = rng.chance(0.55)
    const sur = rng.pick(SURNAMES)
    const given = rng.pick(female ? GIVEN_F : GIVEN_M)
    const id = `member${String(i).padStart(2, '0')}`
    const year = rng.int(1958, 2007)
    const birth = `${year}${String(rng.int(1, 12)).padStart(2, '0')}${String(rng.int(1, 28)).padStart(2, '0')}`
    const regMs = nowMs - rng.int(3, 1000) * DAY - rng.int(0, 1439) * MINUTE
    const regIso = iso(regMs)
    let nick: string | null = rng.chance(0.7) ? `${rng.pick(NICK_WORDS)}${rng.int(1, 999)}` : null
    if (nick && usedNicks.has(nick)) nick = `${nick}${i}`
    usedNicks.add(nick)
    const [app, appAt] = consent(rng, 0.5, regIso)
    const [sms, smsAt] = consent(rng, 0.4, regIso)
    const [mail, mailAt] = consent(rng, 0.3, regIso)
    const [kakao, kakaoAt] = consent(rng, 0.35, regIso)
    const store = rng.chance(0.6) ? rng.pick(open) : null
    members.push(
      makeMember({
        member_no: i + 2,
        login_id: id,
        password_hash: passwordHash,
        member_nm: `${sur}${given}`,
        gender: female ? 'F' : 'M',
        birth,
        email: `${ROMAN[sur]}.${id}@example.com`,
        mobile: `010${String(40000000 + i * 1234567 + rng.int(0, 999)).slice(0, 8)}`,
        nick_name: nick,
        my_store_code: store?.store_code ?? null,
        online_card_no: rng.chance(0.5) ? `9410${String(rng.int(0, 999999)).padStart(6, '0')}${String(i).padStart(6, '0')}` : null,
        integration_member_gb_nm: rng.pick(['정회원', '정회원', '통합회원', '간편회원']),
        fav_goods_type: rng.pick(['01', '01', '02', '03', '04', '04']),
        face_width: rng.chance(0.3) ? rng.int(128, 152) : null,
        mkt_app_yn: app,
        mkt_app_dttm: appAt,
        mkt_sms_yn: sms,
        mkt_sms_dttm: smsAt,
        mkt_email_yn: mail,
        mkt_email_dttm: mailAt,
        mkt_kakao_yn: kakao,
        mkt_kakao_dttm: kakaoAt,
        last_login_dttm: iso(Math.max(regMs, nowMs - rng.int(0, 200) * DAY - rng.int(0, 1439) * MINUTE)),
        reg_dttm: regIso,
        upd_dttm: regIso,
      }),
    )
  }
  return members
}
