import type { D1Database } from '@cloudflare/workers-types'
import type { FamilyAnswer, FamilyInvite, FamilyInvitePreview, FamilyPerson, FamilyReceiptAnswer } from '../../shared/api/family-types'
import { formatYmd, seoulYmd } from '../../shared/calendar'
import {
  DEDUCTIBLE_GOODS_TYPES,
  GLASSES_DEDUCTION_CAP,
  INVITE_TTL_HOURS,
  deductibleLineAmount,
  glassesDeduction,
  relationLabel,
  type FamilyRelation,
} from '../../shared/family/rules'
import { maskName, maskPhone } from '../../shared/format'
import { withJosa } from '../../shared/korean'
import type { FamilyInviteBody } from '../../shared/schemas/family'
import {
  acceptInvite,
  cancelInvite,
  dissolveFamily,
  familyOf,
  glassesPurchasesOf,
  insertInvite,
  inviteByCode,
  inviteRepName,
  leaveFamily,
  myFamily,
  pendingInvitesOf,
  removeFamilyMember,
  type InviteRow,
} from '../db/family'
import { GuardError } from '../db/guard'
import { memberByNo } from '../db/members'
import { DomainError } from '../domain-error'
import { sendSms, type SmsEnv } from '../providers/sms'
import { peekVerification } from './identity'

/**
 * Family accounts: the representative invites by mobile (an SMS with an unguessable link), the invitee verifies
 * their identity (PASS / KCB / i-PIN) and consents, and joins exactly once; the representative removes, a member
 * leaves; the representative prints the family's yearly glasses statement for 연말정산.
 */

const inviteCode = () => {
  const b = crypto.getRandomValues(new Uint8Array(24))
  return btoa(String.fromCharCode(...b))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
}
const sameName = (a: string, b: string) => a.replace(/\s/g, '') === b.replace(/\s/g, '')
const toInvite = (r: InviteRow): FamilyInvite => ({
  inviteNo: r.invite_no,
  mobile: maskPhone(r.mobile),
  relation: r.relation as FamilyRelation,
  regDttm: r.reg_dttm,
  expiresDttm: r.expires_dttm,
})

/** The family list as the member sees it (names and mobiles masked; invitations only for the representative). */
export async function familyView(db: D1Database, memberNo: number, now = new Date()): Promise<FamilyAnswer> {
  const rows = await familyOf(db, memberNo)
  const mine = rows.find((r) => r.member_no === memberNo)
  if (!mine) return { group: null, members: [], invites: [] }
  const members: FamilyPerson[] = rows.map((r) => ({
    memberNo: r.member_no,
    role: r.role,
    relation: r.role === 'REP' ? '' : (r.relation as FamilyRelation),
    name: maskName(r.member_nm),
    mobile: r.mobile ? maskPhone(r.mobile) : '',
    joinDttm: r.join_dttm,
    me: r.member_no === memberNo,
  }))
  const invites = mine.role === 'REP' ? (await pendingInvitesOf(db, memberNo, now.toISOString())).map(toInvite) : []
  return { group: { groupNo: mine.group_no, myRole: mine.role }, members, invites }
}

const INVITE_REFUSALS: Record<string, [DomainError['kind'], string, string]> = {
  'family.not_rep': ['conflict', 'mobile', '다른 가족 계정에 가족으로 등록되어 있어 초대할 수 없어요. 대표 회원에게 문의해 주세요.'],
  'family.self': ['invalid', 'mobile', '본인 휴대폰 번호로는 초대할 수 없어요.'],
  'family.already': ['conflict', 'mobile', '이미 우리 가족으로 등록된 번호예요.'],
  'unique:family_invites.group_no': ['conflict', 'mobile', '이 번호로 보낸 초대가 아직 유효해요. 기존 초대를 취소한 뒤 다시 보내 주세요.'],
  'unique:family_invites.mobile': ['conflict', 'mobile', '이 번호로 보낸 초대가 아직 유효해요. 기존 초대를 취소한 뒤 다시 보내 주세요.'],
  'family.rate_hour': ['rate_limited', 'mobile', '초대는 1시간에 5번까지 보낼 수 있어요. 잠시 후 다시 시도해 주세요.'],
  'family.rate_day': ['rate_limited', 'mobile', '초대는 하루에 10번까지 보낼 수 있어요. 내일 다시 시도해 주세요.'],
  'family.size': ['conflict', 'mobile', '가족 계정에는 대표 회원을 포함해 10명까지 등록할 수 있어요.'],
}

/** Sends an invitation: stored in one guarded batch, then the SMS with the link (a failed SMS cancels the invite). */
export async function inviteFamily(
  env: SmsEnv,
  repMemberNo: number,
  body: FamilyInviteBody,
  origin: string,
  now = new Date(),
): Promise<FamilyInvite> {
  const db = env.DB
  const code = inviteCode()
  const at = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString()
  try {
    await insertInvite(db, {
      repMemberNo,
      code,
      mobile: body.mobile,
      relation: body.relation,
      nowIso: now.toISOString(),
      expiresIso: at(INVITE_TTL_HOURS),
      hourAgoIso: at(-1),
      dayAgoIso: at(-24),
    })
  } catch (e) {
    if (!(e instanceof GuardError)) throw e
    const [kind, field, reason] = INVITE_REFUSALS[e.guard] ?? ['conflict', 'mobile', '초대를 보내지 못했어요. 잠시 후 다시 시도해 주세요.']
    throw DomainError.of(kind, field, reason)
  }
  const invite = (await inviteByCode(db, code))!
  const rep = await memberByNo(db, repMemberNo)
  const link = `${origin}/mypage/myactivity/familyverification?code=${code}`
  const text = `[다비치마켓] ${maskName(rep?.member_nm ?? '')}님이 가족 계정에 ${withJosa(relationLabel(body.relation), '으로/로')} 초대했어요. ${INVITE_TTL_HOURS / 24}일 안에 아래 링크에서 본인인증 후 수락해 주세요.\n${link}`
  const sent = await sendSms(env, body.mobile, text).catch(() => ({ ok: false }))
  if (!sent.ok) {
    await cancelInvite(db, repMemberNo, invite.invite_no)
    throw DomainError.of('upstream', 'mobile', '초대 문자를 보내지 못했어요. 잠시 후 다시 시도해 주세요.')
  }
  return toInvite(invite)
}

export async function cancelFamilyInvite(db: D1Database, repMemberNo: number, inviteNo: number) {
  if (!(await cancelInvite(db, repMemberNo, inviteNo)))
    throw DomainError.notFound('취소할 수 있는 초대가 없어요. 이미 수락되었거나 취소된 초대예요.', 'inviteNo')
}

/** Why this member cannot accept (null when they can). */
async function refusalFor(db: D1Database, invite: InviteRow, memberNo: number, now: Date): Promise<[DomainError['kind'], string] | null> {
  if (invite.status === 'ACCEPTED') return ['conflict', '이미 수락된 초대예요.']
  if (invite.status === 'CANCELLED') return ['gone', '대표 회원이 취소한 초대예요. 새 초대를 요청해 주세요.']
  if (invite.status === 'EXPIRED' || invite.expires_dttm <= now.toISOString())
    return ['gone', '초대 유효 기간(3일)이 지났어요. 대표 회원에게 다시 초대를 요청해 주세요.']
  const fam = await myFamily(db, memberNo)
  if (fam?.group_no === invite.group_no) return ['conflict', '이미 이 가족 계정에 등록되어 있어요.']
  if (fam) return ['conflict', '이미 다른 가족 계정에 등록되어 있어요. 기존 가족 계정에서 나온 뒤 수락해 주세요.']
  return null
}

/** The invitee's view of an invitation (404 for an unknown code). */
export async function previewInvite(db: D1Database, code: string, memberNo: number, now = new Date()): Promise<FamilyInvitePreview> {
  const invite = await inviteByCode(db, code)
  if (!invite) throw DomainError.notFound('초대를 찾을 수 없어요. 문자로 받은 링크를 다시 확인해 주세요.', 'code')
  const rep = await inviteRepName(db, invite.group_no)
  const refusal = await refusalFor(db, invite, memberNo, now)
  const expired = invite.status === 'SENT' && invite.expires_dttm <= now.toISOString()
  return {
    repName: maskName(rep?.member_nm ?? ''),
    relation: invite.relation as FamilyRelation,
    mobile: maskPhone(invite.mobile),
    expiresDttm: invite.expires_dttm,
    status: expired ? 'EXPIRED' : invite.status,
    refusal: refusal?.[1] ?? null,
  }
}

const ACCEPT_REFUSALS: Record<string, string> = {
  'family.invite': '이미 처리된 초대예요. 가족 계정 화면에서 확인해 주세요.',
  'family.identity': '이미 사용된 본인인증이에요. 다시 인증해 주세요.',
  'unique:family_members.member_no': '이미 다른 가족 계정에 등록되어 있어요. 기존 가족 계정에서 나온 뒤 수락해 주세요.',
  'unique:family_members.group_no': '이미 이 가족 계정에 등록되어 있어요.',
  'family.size': '가족 계정에는 대표 회원을 포함해 10명까지 등록할 수 있어요.',
  'family.join': '이미 처리된 초대예요. 가족 계정 화면에서 확인해 주세요.',
}

/**
 * Accepts an invitation: the verified person must be the signed-in member (name) holding the invited mobile;
 * then ONE guarded batch flips the invitation and inserts the member exactly once (a race: 409 for the others).
 */
export async function acceptFamilyInvite(
  env: SmsEnv,
  memberNo: number,
  p: { code: string; identityTxId: string },
  now = new Date(),
): Promise<number> {
  const db = env.DB
  const invite = await inviteByCode(db, p.code)
  if (!invite) throw DomainError.notFound('초대를 찾을 수 없어요. 문자로 받은 링크를 다시 확인해 주세요.', 'code')
  const refusal = await refusalFor(db, invite, memberNo, now)
  if (refusal) throw DomainError.of(refusal[0], 'code', refusal[1])
  const idv = await peekVerification(db, p.identityTxId, now)
  if (!idv) throw DomainError.of('conflict', 'identityTxId', '본인인증 정보가 만료되었거나 이미 사용되었어요. 다시 인증해 주세요.')
  const me = await memberByNo(db, memberNo)
  if (!me || !sameName(idv.name, me.member_nm))
    throw DomainError.of('forbidden', 'identityTxId', '본인인증한 이름이 로그인한 회원 정보와 달라요. 회원 본인 명의로 인증해 주세요.')
  if (idv.mobile.replace(/\D/g, '') !== invite.mobile)
    throw DomainError.of('forbidden', 'identityTxId', '초대받은 휴대폰 번호로 본인인증해 주세요.')
  let groupNo: number
  try {
    groupNo = await acceptInvite(db, { code: p.code, memberNo, mobile: invite.mobile, txId: p.identityTxId, nowIso: now.toISOString() })
  } catch (e) {
    if (!(e instanceof GuardError)) throw e
    throw DomainError.conflict(ACCEPT_REFUSALS[e.guard] ?? '이미 처리된 초대예요. 가족 계정 화면에서 확인해 주세요.', 'code')
  }
  // Only the one request that joined gets here: the representative hears of it once (a failed SMS fails nothing).
  const rep = await inviteRepName(db, groupNo)
  if (rep?.mobile)
    await sendSms(
      env,
      rep.mobile,
      `[다비치마켓] ${maskName(me.member_nm)}님이 가족 초대를 수락해 가족 계정에 ${withJosa(relationLabel(invite.relation), '으로/로')} 등록되었어요.`,
    ).catch(() => ({ ok: false }))
  return groupNo
}

export async function removeFromFamily(db: D1Database, repMemberNo: number, memberNo: number) {
  if (!(await removeFamilyMember(db, repMemberNo, memberNo))) throw DomainError.notFound('내보낼 수 있는 가족이 아니에요.', 'memberNo')
}

/** A member leaves; the representative's "leave" dissolves the family. */
export async function leaveOrDissolve(db: D1Database, memberNo: number) {
  const fam = await myFamily(db, memberNo)
  if (!fam) throw DomainError.notFound('가입된 가족 계정이 없어요.', 'family')
  if (fam.role === 'REP') return dissolveFamily(db, memberNo)
  await leaveFamily(db, memberNo)
}

/** Seoul calendar year → [from, to) in UTC ISO (paid_dttm is stored as UTC ISO). */
const seoulYearRange = (year: number) =>
  [new Date(Date.UTC(year, 0, 1) - 9 * 3_600_000).toISOString(), new Date(Date.UTC(year + 1, 0, 1) - 9 * 3_600_000).toISOString()] as const

/** The yearly glasses statement: the whole family for the representative, only themselves for a member. */
export async function glassesReceipt(db: D1Database, memberNo: number, year: number, now = new Date()): Promise<FamilyReceiptAnswer> {
  const fam = await familyOf(db, memberNo)
  const mine = fam.find((r) => r.member_no === memberNo)
  const people = mine?.role === 'REP' ? fam : mine ? [mine] : []
  const self = people.length
    ? people
    : await memberByNo(db, memberNo).then((m) =>
        m ? [{ member_no: memberNo, role: 'REP' as const, relation: '', member_nm: m.member_nm }] : [],
      )
  const [from, to] = seoulYearRange(year)
  const rows = await glassesPurchasesOf(db, memberNo, DEDUCTIBLE_GOODS_TYPES, from, to)
  const visible = new Set(self.map((p) => p.member_no))
  const lines = rows
    .filter((r) => visible.has(r.member_no))
    .map((r) => ({
      row: r,
      line: {
        memberNo: r.member_no,
        goodsTypeCd: r.goods_type_cd,
        status: r.status,
        lineAmt: r.line_amt,
        buyQtt: r.buy_qtt,
        claimQtt: r.claim_qtt,
      },
    }))
  const totals = glassesDeduction(
    self.map((p) => p.member_no),
    lines.map((l) => l.line),
  )
  const out = self.map((p, i) => ({
    memberNo: p.member_no,
    name: maskName(p.member_nm),
    role: p.role,
    relation: (p.role === 'REP' ? '' : p.relation) as FamilyRelation | '',
    purchaseAmt: totals[i].purchaseAmt,
    deductibleAmt: totals[i].deductibleAmt,
    capped: totals[i].capped,
    lines: lines
      .filter((l) => l.row.member_no === p.member_no && deductibleLineAmount(l.line) > 0)
      .map((l) => ({
        ordNo: l.row.ord_no,
        paidYmd: formatYmd(seoulYmd(Date.parse(l.row.paid_dttm)), '.'),
        goodsNm: l.row.goods_nm,
        goodsTypeCd: l.row.goods_type_cd,
        amount: deductibleLineAmount(l.line),
      })),
  }))
  return {
    year,
    cap: GLASSES_DEDUCTION_CAP,
    people: out,
    totalPurchaseAmt: out.reduce((s, p) => s + p.purchaseAmt, 0),
    totalDeductibleAmt: out.reduce((s, p) => s + p.deductibleAmt, 0),
    issuedDttm: now.toISOString(),
  }
}
