import type { Role } from '../admin/sections'

/** Answers of the console API (/admin/api/*). */

export interface OperatorMe {
  operatorNo: number
  loginId: string
  name: string
  roles: Role[]
}

/** Whether the operator's roles reach a console page (GET /admin/api/me?page=). */
export interface PageAccess {
  allowed: boolean
  reason: string | null
}
export type OperatorMeAnswer = OperatorMe & { page: PageAccess }

/** POST /admin/api/auth/login: the signed-in operator, or — at the first sign-in — the enrolment (QR shown once). */
export interface LoginAnswerOp {
  operator: OperatorMe | null
  enrol: { secret: string; uri: string; qrSvg: string } | null
}

export interface Paged<T> {
  rows: T[]
  total: number
  page: number
  pageSize: number
}

export interface AccessLogEntry {
  logNo: number
  operatorNo: number | null
  loginId: string
  at: string
  ip: string
  action: string
  subject: string
  reason: string
  detail: string
}

export interface OperatorListEntry {
  operatorNo: number
  loginId: string
  name: string
  status: 'ACTIVE' | 'DISABLED'
  roles: Role[]
  enrolled: boolean
  lockedUntil: string | null
  lastLoginDttm: string | null
  ipAllow: string
}

/* ---- Desk 1: customer service ---- */

export interface InboxItem {
  /** 'I12' (1:1 inquiry 12) or 'Q7' (goods question 7). */
  no: string
  kind: 'inquiry' | 'qna'
  category: string
  title: string
  body: string
  member: { memberNo: number; name: string; loginId: string }
  goods: { goodsNo: string; goodsNm: string } | null
  state: 'WAITING' | 'ANSWERED'
  answer: string | null
  answerDttm: string | null
  answerEditDttm: string | null
  answerBy: string | null
  regDttm: string
  fileCount: number
  hidden: boolean
  secret: boolean
}

export interface MemberCard {
  memberNo: number
  loginId: string
  name: string
  mobile: string
  email: string
  grade: string
  status: string
  regDttm: string
  pointBalance: number
}

export interface RecentOrder {
  ordNo: string
  status: string
  statusName: string
  payAmt: number
  regDttm: string
  goodsSummary: string
}

export interface InboxDetail {
  item: InboxItem
  member: MemberCard
  orders: RecentOrder[]
  files: { seq: number; name: string; size: number; contentType: string | null }[]
}

/** 409 of an answer that lost the race: the winner's answer. */
export interface AnswerConflict {
  status: 409
  errors: { field: string; reason: string }[]
  current: InboxItem
}

export interface ReviewAdminItem {
  reviewNo: number
  goodsNo: string
  goodsNm: string
  writer: string
  memberNo: number | null
  score: number
  content: string
  photo: boolean
  photoCount: number
  pointAmt: number
  blinded: boolean
  blindReason: string | null
  blindDttm: string | null
  reply: string | null
  replyDttm: string | null
  regDttm: string
  purchased: boolean
}

export interface StylePostAdminItem {
  voteNo: number
  title: string
  description: string
  writer: string
  memberNo: number | null
  hidden: boolean
  removed: boolean
  reportCount: number
  reasons: string[]
  moderationReason: string | null
  regDttm: string | null
  endDttm: string
}

export interface MemberDetail {
  member: MemberCard
  orders: RecentOrder[]
  claims: { claimNo: number; ordNo: string; type: string; status: string; refundAmt: number; regDttm: string }[]
  inquiries: InboxItem[]
  ledger: { ledgerNo: number; amount: number; reason: string; ordNo: string | null; regDttm: string }[]
}

export interface PointAdjustAnswer {
  memberNo: number
  amount: number
  balance: number
  /** true when this request key had been used already (nothing new was written). */
  replayed: boolean
}

/** GET /admin/api/jobs (SUPER, 야간 작업): the last nights' summaries, newest first. */
export interface NightSummaryEntry {
  /** The night's scheduled time (ISO, UTC) — the run's key. */
  runAt: string
  jobs: number
  changed: number
  /** Messages still queued when the summary ran (work not done yet, never dropped). */
  pending: number
  dead: number
  summary: string
  reportedAt: string
}
export interface NightsAnswer {
  nights: NightSummaryEntry[]
}

/** GET /admin/api/jobs/:runAt: one night per job, the messages still queued and its dead letters. */
export interface JobRunEntry {
  job: string
  enqueued: number
  finished: number
  changed: number
  rowsWritten: number
  retried: number
  dead: number
  lastError: string | null
  firstAt: string
  lastAt: string
}
export interface DeadLetterEntry {
  msgKey: string
  job: string | null
  body: string
  attempts: number
  deadAt: string
}
export interface NightDetailAnswer {
  runAt: string
  runs: JobRunEntry[]
  pending: number
  deadLetters: DeadLetterEntry[]
}
