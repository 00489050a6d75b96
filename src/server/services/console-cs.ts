import type { R2Bucket } from '@cloudflare/workers-types'
import type { Env } from '../env'
import {
  answerStmts,
  boxItem,
  boxItemStmt,
  blindStmts,
  editAnswerStmts,
  inquiryBoxStmts,
  inquiryFileObjectStmt,
  inquiryFilesStmt,
  manualPointStmts,
  memberCardRow,
  memberCardStmt,
  memberClaimsStmt,
  memberFieldStmt,
  memberInquiriesStmt,
  memberLedgerStmt,
  memberMobile,
  memberSearchStmts,
  moderateStyleStmts,
  recentOrdersStmt,
  replyStmts,
  reviewListStmts,
  reviewPointWithdrawStmts,
  reviewRow,
  stylePostStmts,
  type BoxRow,
  type ReviewAdminRow,
} from '../db/console-cs'
import { GuardError } from '../db/guard'
import { opBatch, requestKeyResult, requestKeyStmt, type OpCtx } from '../db/operators'
import { DomainError } from '../domain-error'
import { sendSms } from '../providers/sms'
import { notifyMember } from './notify'
import { kstDayStartIso } from './console-dates'
import type {
  InboxDetail,
  InboxItem,
  MemberCard,
  MemberDetail,
  Paged,
  PointAdjustAnswer,
  RecentOrder,
  ReviewAdminItem,
  StylePostAdminItem,
} from '../../shared/api/admin-types'
import { orderStatusName } from '../../shared/codes'
import { maskEmail, maskLoginId, maskName, maskPhone } from '../../shared/format'
import type { InquiryListQuery } from '../../shared/schemas/admin'

/**
 * The customer-service desk (issue 26 desk 1). Every read of personal data and every write goes through opBatch:
 * the role guard first, the access-log row in the same batch. Lists show masked names, mobiles and e-mails;
 * a reveal of one field of one member needs a reason and is its own logged read.
 */
export const CS_PAGE_SIZE = 20

type Rows<T> = { results: unknown[] } & { __t?: T }
const rowsOf = <T>(r: Rows<T> | undefined) => (r?.results ?? []) as T[]

const toItem = (r: BoxRow): InboxItem => ({
  no: r.no,
  kind: r.kind,
  category: r.category,
  title: r.title,
  body: r.body,
  member: { memberNo: r.member_no, name: maskName(r.member_nm), loginId: maskLoginId(r.login_id) },
  goods: r.goods_no ? { goodsNo: r.goods_no, goodsNm: r.goods_nm ?? '' } : null,
  state: r.answer ? 'ANSWERED' : 'WAITING',
  answer: r.answer,
  answerDttm: r.answer_dttm,
  answerEditDttm: r.answer_edit_dttm,
  answerBy: r.answer_by,
  regDttm: r.reg_dttm,
  fileCount: r.file_count,
  hidden: r.hidden_yn === 'Y',
  secret: r.secret_yn === 'Y',
})

interface MemberCardRow {
  member_no: number
  login_id: string
  member_nm: string
  mobile: string | null
  email: string | null
  integration_member_gb_nm: string
  status: string
  reg_dttm: string
  point_balance: number
}
const toCard = (m: MemberCardRow): MemberCard => ({
  memberNo: m.member_no,
  loginId: maskLoginId(m.login_id),
  name: maskName(m.member_nm),
  mobile: maskPhone(m.mobile ?? ''),
  email: maskEmail(m.email ?? ''),
  grade: m.integration_member_gb_nm,
  status: m.status,
  regDttm: m.reg_dttm,
  pointBalance: m.point_balance,
})

interface OrderRow {
  ord_no: string
  status: string
  pay_amt: number
  reg_dttm: string
  first_goods: string | null
  line_count: number
}
const toOrder = (o: OrderRow): RecentOrder => ({
  ordNo: o.ord_no,
  status: o.status,
  statusName: orderStatusName(o.status),
  payAmt: o.pay_amt,
  regDttm: o.reg_dttm,
  goodsSummary: o.line_count > 1 ? `${o.first_goods ?? ''} 외 ${o.line_count - 1}건` : (o.first_goods ?? ''),
})

/* ---- the inbox ---- */

export async function inquiryBox(env: Env, op: OpCtx, q: InquiryListQuery): Promise<Paged<InboxItem>> {
  const page = q.page as number
  const [count, rows] = await opBatch(
    env.DB,
    op,
    { action: 'cs.inquiry.list', subject: 'inquiries', detail: JSON.stringify({ ...q, page: undefined }).slice(0, 200) },
    inquiryBoxStmts(env.DB, {
      state: q.state,
      kind: q.kind,
      category: q.category,
      fromIso: q.from ? kstDayStartIso(q.from) : undefined,
      toIso: q.to ? kstDayStartIso(q.to, 1) : undefined,
      goodsNo: q.goodsNo,
      keyword: q.keyword,
      sort: q.sort,
      limit: CS_PAGE_SIZE,
      offset: (page - 1) * CS_PAGE_SIZE,
    }),
  )
  return {
    rows: rowsOf<BoxRow>(rows).map(toItem),
    total: rowsOf<{ n: number }>(count)[0]?.n ?? 0,
    page,
    pageSize: CS_PAGE_SIZE,
  }
}

/** '12' and 'I12' → a 1:1 inquiry, 'Q7' → a goods question. */
export function parseInquiryNo(raw: string): { kind: 'I' | 'Q'; id: number; no: string } {
  const kind = raw.startsWith('Q') ? 'Q' : 'I'
  const id = Number(raw.replace(/^[IQ]/, ''))
  return { kind, id, no: `${kind}${id}` }
}

export async function inquiryDetail(env: Env, op: OpCtx, rawNo: string): Promise<InboxDetail> {
  const { kind, id, no } = parseInquiryNo(rawNo)
  const [item] = await opBatch(env.DB, op, { action: 'cs.inquiry.read', subject: `${kind === 'I' ? 'inquiry' : 'qna'}:${id}` }, [
    boxItemStmt(env.DB, no),
  ])
  const row = rowsOf<BoxRow>(item)[0]
  if (!row) throw DomainError.notFound('문의를 찾을 수 없습니다.', 'inquiryNo')
  const [card, orders, files] = await opBatch(env.DB, op, { action: 'cs.member.card', subject: `member:${row.member_no}`, detail: no }, [
    memberCardStmt(env.DB, row.member_no),
    recentOrdersStmt(env.DB, row.member_no),
    inquiryFilesStmt(env.DB, kind === 'I' ? id : -1),
  ])
  return {
    item: toItem(row),
    member: toCard(rowsOf<MemberCardRow>(card)[0]!),
    orders: rowsOf<OrderRow>(orders).map(toOrder),
    files: rowsOf<{ seq: number; file_nm: string; size: number; content_type: string | null }>(files).map((f) => ({
      seq: f.seq,
      name: f.file_nm,
      size: f.size,
      contentType: f.content_type,
    })),
  }
}

/** An attachment, read through the upload module's store with the operator's read logged in the same batch as its look-up. */
export async function inquiryAttachment(env: { DB: Env['DB']; FILES: R2Bucket }, op: OpCtx, rawNo: string, seq: number) {
  const { kind, id } = parseInquiryNo(rawNo)
  if (kind !== 'I') throw DomainError.notFound('첨부 파일을 찾을 수 없습니다.', 'seq')
  const [r] = await opBatch(env.DB, op, { action: 'cs.inquiry.file.read', subject: `inquiry:${id}`, detail: `seq=${seq}` }, [
    inquiryFileObjectStmt(env.DB, id, seq),
  ])
  const f = rowsOf<{ r2_key: string; content_type: string; file_nm: string; byte_size: number }>(r)[0]
  const obj = f ? await env.FILES.get(f.r2_key) : null
  if (!f || !obj) throw DomainError.notFound('첨부 파일을 찾을 수 없습니다.', 'seq')
  return { body: obj.body as unknown as ReadableStream, contentType: f.content_type, name: f.file_nm, size: f.byte_size }
}

export class AnswerConflictError extends Error {
  constructor(readonly current: InboxItem) {
    super('answer conflict')
  }
}

/**
 * Answers a question. The first answer wins: its UPDATE moves only an unanswered row (guard 'cs.answer.first'), so two
 * operators answering at once leave one answer, and the other gets AnswerConflictError with the winner's answer (409).
 * The winner alone tells the member, once: the inbox row's dedup key `answer:<no>` (notifyMember) gates the SMS too, so a
 * retried call sends nothing twice.
 */
export async function answerInquiry(env: Env, op: OpCtx, rawNo: string, answer: string, now = new Date()) {
  const { kind, id, no } = parseInquiryNo(rawNo)
  const nowIso = now.toISOString()
  try {
    await opBatch(
      env.DB,
      op,
      { action: 'cs.inquiry.answer', subject: `${kind === 'I' ? 'inquiry' : 'qna'}:${id}` },
      answerStmts(env.DB, kind, id, answer, op.operatorNo, nowIso),
      now,
    )
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'cs.answer.first') throw new AnswerConflictError(await currentItem(env, no))
    throw e
  }
  const item = await currentItem(env, no)
  await tellMember(env, item)
  return item
}

/** Edits an answer; `seen` is the answer time (or last edit time) the operator edited from: someone else's newer edit is a 409. */
export async function editAnswer(env: Env, op: OpCtx, rawNo: string, answer: string, seen: string, now = new Date()) {
  const { kind, id, no } = parseInquiryNo(rawNo)
  try {
    await opBatch(
      env.DB,
      op,
      { action: 'cs.inquiry.answer.edit', subject: `${kind === 'I' ? 'inquiry' : 'qna'}:${id}` },
      editAnswerStmts(env.DB, kind, id, answer, op.operatorNo, seen, now.toISOString()),
      now,
    )
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'cs.answer.seen') throw new AnswerConflictError(await currentItem(env, no))
    throw e
  }
  return currentItem(env, no)
}

async function currentItem(env: Env, no: string): Promise<InboxItem> {
  const row = await boxItem(env.DB, no)
  if (!row) throw DomainError.notFound('문의를 찾을 수 없습니다.', 'inquiryNo')
  return toItem(row)
}

async function tellMember(env: Env, item: InboxItem) {
  const qna = item.kind === 'qna'
  const link = qna ? `/mypage/myactivity/productinquiry` : `/mypage/myactivity/privateinquiry`
  const title = qna ? '상품 문의에 답변이 등록되었어요' : '1:1 문의에 답변이 등록되었어요'
  const r = await notifyMember(env, {
    memNo: item.member.memberNo,
    kind: 'ANSWER',
    title,
    body: qna ? `${item.goods?.goodsNm ?? '상품'} 문의에 답변이 등록되었습니다.` : `'${item.title}' 문의에 답변이 등록되었습니다.`,
    link,
    dedupKey: `answer:${item.no}`,
  })
  if (r.notiNo === null) return // told already
  const mobile = await memberMobile(env.DB, item.member.memberNo)
  if (mobile) await sendSms(env, mobile, `[다비치마켓] ${title}. 마이페이지에서 확인해 주세요.`).catch(() => ({ ok: false }))
}

/** One field of one member, unmasked, for a stated reason (logged with the field and the reason). */
export async function revealField(env: Env, op: OpCtx, memberNo: number, field: 'name' | 'mobile' | 'email' | 'address', reason: string) {
  const [r] = await opBatch(env.DB, op, { action: 'cs.member.reveal', subject: `member:${memberNo}`, reason, detail: field }, [
    memberFieldStmt(env.DB, memberNo, field),
  ])
  const row = rowsOf<{ value: string }>(r)[0]
  if (!row) throw DomainError.notFound('회원을 찾을 수 없습니다.', 'memberNo')
  return { field, value: row.value }
}

/* ---- reviews ---- */

const toReviewItem = (r: ReviewAdminRow): ReviewAdminItem => ({
  reviewNo: r.review_no,
  goodsNo: r.goods_no,
  goodsNm: r.goods_nm ?? '',
  writer: maskName(r.writer_nm),
  memberNo: r.member_no,
  score: r.score,
  content: r.content,
  photo: r.photo_yn === 'Y',
  photoCount: r.photo_count,
  pointAmt: r.point_amt,
  blinded: r.hidden_yn === 'Y',
  blindReason: r.blind_reason,
  blindDttm: r.blind_dttm,
  reply: r.reply,
  replyDttm: r.reply_dttm,
  regDttm: r.reg_dttm,
  purchased: r.ord_no != null,
})

export async function reviewList(
  env: Env,
  op: OpCtx,
  q: { score?: number; photo?: 'Y' | 'N'; blinded?: 'Y' | 'N'; keyword?: string; sort: 'new' | 'old' | 'score'; page: number },
): Promise<Paged<ReviewAdminItem>> {
  const [count, rows] = await opBatch(
    env.DB,
    op,
    { action: 'cs.review.list', subject: 'reviews' },
    reviewListStmts(env.DB, { ...q, limit: CS_PAGE_SIZE, offset: (q.page - 1) * CS_PAGE_SIZE }),
  )
  return {
    rows: rowsOf<ReviewAdminRow>(rows).map(toReviewItem),
    total: rowsOf<{ n: number }>(count)[0]?.n ?? 0,
    page: q.page,
    pageSize: CS_PAGE_SIZE,
  }
}

/**
 * Blinds or unblinds a review with a reason the writer sees. Blinding a review that paid points takes them back in the
 * same batch, once (the review's withdrawal key; never below zero); an unblind does not pay them again. Moves only from
 * the state the operator saw: N concurrent clicks → one effect, the rest 409.
 */
export async function blindReview(env: Env, op: OpCtx, reviewNo: number, blind: boolean, reason: string, now = new Date()) {
  const r = await reviewRow(env.DB, reviewNo)
  if (!r) throw DomainError.notFound('리뷰를 찾을 수 없습니다.', 'reviewNo')
  const nowIso = now.toISOString()
  const withdraw =
    blind && r.member_no != null ? reviewPointWithdrawStmts(env.DB, { ...r, member_no: r.member_no }, '후기적립 회수', nowIso) : []
  try {
    await opBatch(
      env.DB,
      op,
      {
        action: blind ? 'cs.review.blind' : 'cs.review.unblind',
        subject: `review:${reviewNo}`,
        reason,
        detail: withdraw.length ? `points<=${r.point_amt}` : '',
      },
      [...blindStmts(env.DB, reviewNo, blind, reason, nowIso), ...withdraw],
      now,
    )
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'cs.review.state')
      throw DomainError.conflict(
        blind ? '이미 블라인드된 리뷰입니다. 목록을 새로 불러와 주세요.' : '이미 공개된 리뷰입니다. 목록을 새로 불러와 주세요.',
        'reviewNo',
      )
    throw e
  }
  if (r.member_no != null)
    await notifyMember(env, {
      memNo: r.member_no,
      kind: 'NOTICE',
      title: blind ? '작성하신 리뷰가 블라인드 처리되었어요' : '작성하신 리뷰가 다시 공개되었어요',
      body: `사유: ${reason}`,
      link: '/mypage/myactivity/comment',
      dedupKey: `review-${blind ? 'blind' : 'unblind'}:${reviewNo}:${nowIso}`,
    })
}

export async function replyReview(env: Env, op: OpCtx, reviewNo: number, reply: string, now = new Date()) {
  try {
    await opBatch(
      env.DB,
      op,
      { action: 'cs.review.reply', subject: `review:${reviewNo}` },
      replyStmts(env.DB, reviewNo, reply, now.toISOString()),
      now,
    )
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'cs.review.exists') throw DomainError.notFound('리뷰를 찾을 수 없습니다.', 'reviewNo')
    throw e
  }
}

/* ---- style-vote posts ---- */

export async function stylePosts(
  env: Env,
  op: OpCtx,
  state: 'hidden' | 'reported' | 'all',
  page: number,
): Promise<Paged<StylePostAdminItem>> {
  const [count, rows] = await opBatch(
    env.DB,
    op,
    { action: 'cs.style.list', subject: 'style-votes' },
    stylePostStmts(env.DB, state, CS_PAGE_SIZE, (page - 1) * CS_PAGE_SIZE),
  )
  type Row = {
    vote_no: number
    title: string
    description: string
    member_no: number | null
    writer_nm: string
    hidden_yn: string
    report_count: number
    removed_dttm: string | null
    moderation_reason: string | null
    reg_dttm: string | null
    end_dttm: string
    reasons: string | null
  }
  return {
    rows: rowsOf<Row>(rows).map((v) => ({
      voteNo: v.vote_no,
      title: v.title,
      description: v.description,
      writer: maskName(v.writer_nm),
      memberNo: v.member_no,
      hidden: v.hidden_yn === 'Y',
      removed: v.removed_dttm != null,
      reportCount: v.report_count,
      reasons: JSON.parse(v.reasons ?? '[]') as string[],
      moderationReason: v.moderation_reason,
      regDttm: v.reg_dttm,
      endDttm: v.end_dttm,
    })),
    total: rowsOf<{ n: number }>(count)[0]?.n ?? 0,
    page,
    pageSize: CS_PAGE_SIZE,
  }
}

export async function moderateStylePost(
  env: Env,
  op: OpCtx,
  voteNo: number,
  action: 'restore' | 'remove',
  reason: string,
  now = new Date(),
) {
  try {
    await opBatch(
      env.DB,
      op,
      { action: `cs.style.${action}`, subject: `style-vote:${voteNo}`, reason },
      moderateStyleStmts(env.DB, voteNo, action, reason, now.toISOString()),
      now,
    )
  } catch (e) {
    if (e instanceof GuardError && e.guard.startsWith('cs.style.'))
      throw DomainError.conflict(
        action === 'restore'
          ? '복구할 수 있는 게시물이 아닙니다(숨김 상태가 아니거나 삭제됨). 목록을 새로 불러와 주세요.'
          : '이미 삭제된 게시물입니다.',
        'voteNo',
      )
    throw e
  }
}

/* ---- members ---- */

export async function searchMembers(
  env: Env,
  op: OpCtx,
  q: string | undefined,
  page: number,
): Promise<Paged<MemberCard & { authRole: string }>> {
  const [count, rows] = await opBatch(
    env.DB,
    op,
    { action: 'cs.member.search', subject: 'members', detail: q ? `q=${q}`.slice(0, 60) : '' },
    memberSearchStmts(env.DB, q, CS_PAGE_SIZE, (page - 1) * CS_PAGE_SIZE),
  )
  return {
    rows: rowsOf<MemberCardRow & { auth_role: string }>(rows).map((m) => ({ ...toCard(m), authRole: m.auth_role })),
    total: rowsOf<{ n: number }>(count)[0]?.n ?? 0,
    page,
    pageSize: CS_PAGE_SIZE,
  }
}

export async function memberDetail(env: Env, op: OpCtx, memberNo: number): Promise<MemberDetail> {
  const [card, orders, claims, inquiries, ledger] = await opBatch(env.DB, op, { action: 'cs.member.read', subject: `member:${memberNo}` }, [
    memberCardStmt(env.DB, memberNo),
    recentOrdersStmt(env.DB, memberNo, 10),
    memberClaimsStmt(env.DB, memberNo),
    memberInquiriesStmt(env.DB, memberNo),
    memberLedgerStmt(env.DB, memberNo),
  ])
  const m = rowsOf<MemberCardRow>(card)[0]
  if (!m) throw DomainError.notFound('회원을 찾을 수 없습니다.', 'memberNo')
  return {
    member: toCard(m),
    orders: rowsOf<OrderRow>(orders).map(toOrder),
    claims: rowsOf<{ claim_no: number; ord_no: string; claim_type: string; status: string; refund_amt: number; reg_dttm: string }>(
      claims,
    ).map((c) => ({
      claimNo: c.claim_no,
      ordNo: c.ord_no,
      type: c.claim_type,
      status: orderStatusName(c.status) || c.status,
      refundAmt: c.refund_amt,
      regDttm: c.reg_dttm,
    })),
    inquiries: rowsOf<BoxRow>(inquiries).map(toItem),
    ledger: rowsOf<{ ledger_no: number; amount: number; reason: string; ord_no: string | null; reg_dttm: string }>(ledger).map((l) => ({
      ledgerNo: l.ledger_no,
      amount: l.amount,
      reason: l.reason,
      ordNo: l.ord_no,
      regDttm: l.reg_dttm,
    })),
  }
}

/**
 * A manual grant or deduction (ledger reason 기타) with the operator's reason: exactly once per request key (the key's
 * row in the same batch; a replay answers the first result), never below zero (the ledger's balance trigger → 409).
 */
export async function adjustPoints(
  env: Env,
  op: OpCtx,
  memberNo: number,
  amount: number,
  reason: string,
  requestKey: string,
  now = new Date(),
): Promise<PointAdjustAnswer> {
  const balanceOf = async () => (await memberCardRow(env.DB, memberNo))?.point_balance ?? 0
  const replay = async () => {
    const prev = await requestKeyResult(env.DB, requestKey)
    if (!prev || prev.action !== 'cs.points.adjust' || prev.result !== `${memberNo}:${amount}`)
      throw DomainError.conflict('이미 다른 요청에 쓰인 요청 키입니다. 화면을 새로 고친 뒤 다시 시도해 주세요.', 'requestKey')
    return { memberNo, amount, balance: await balanceOf(), replayed: true }
  }
  if (await requestKeyResult(env.DB, requestKey)) return replay()
  const nowIso = now.toISOString()
  try {
    await opBatch(
      env.DB,
      op,
      { action: 'cs.points.adjust', subject: `member:${memberNo}`, reason, detail: `${amount > 0 ? '+' : ''}${amount}` },
      [
        requestKeyStmt(env.DB, requestKey, op.operatorNo, 'cs.points.adjust', `${memberNo}:${amount}`, nowIso),
        ...manualPointStmts(env.DB, memberNo, amount, nowIso, requestKey),
      ],
      now,
    )
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'unique:operator_requests.request_key') return replay()
    if (e instanceof GuardError && e.guard === 'points') throw DomainError.conflict('보유 포인트보다 많이 차감할 수 없습니다.', 'amount')
    if (e instanceof GuardError && e.guard === 'cs.member.exists') throw DomainError.notFound('회원을 찾을 수 없습니다.', 'memberNo')
    throw e
  }
  return { memberNo, amount, balance: await balanceOf(), replayed: false }
}
