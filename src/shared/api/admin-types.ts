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
