import type { D1Database } from '@cloudflare/workers-types'
import { hashPassword } from '../auth/password'
import {
  accessLogQuery,
  createOperatorStmts,
  MEMBER_EXPORT_COUNT_SQL,
  memberExportStmt,
  opBatch,
  operatorListStmt,
  updateOperatorStmts,
  type AccessLogRow,
  type OpCtx,
  type OperatorListRow,
} from '../db/operators'
import { GuardError } from '../db/guard'
import { DomainError } from '../domain-error'
import type { AccessLogEntry, OperatorListEntry, Paged } from '../../shared/api/admin-types'
import { ROLES, type Role } from '../../shared/admin/sections'
import { maskEmail, maskLoginId, maskName, maskPhone } from '../../shared/format'
import { kstDayStartIso } from './console-dates'

/** SUPER's desks: the access log search, operators and roles, the member list download. */

export const AUDIT_PAGE_SIZE = 50

export async function searchAudit(
  db: D1Database,
  op: OpCtx,
  q: { loginId?: string; action?: string; subject?: string; from?: string; to?: string; page: number },
): Promise<Paged<AccessLogEntry>> {
  const [count, rows] = await opBatch(
    db,
    op,
    { action: 'audit.search', subject: q.subject ?? '', detail: JSON.stringify({ ...q, page: undefined }).slice(0, 200) },
    accessLogQuery(db, {
      loginId: q.loginId || undefined,
      action: q.action || undefined,
      subject: q.subject || undefined,
      fromIso: q.from ? kstDayStartIso(q.from) : undefined,
      toIso: q.to ? kstDayStartIso(q.to, 1) : undefined,
      offset: (q.page - 1) * AUDIT_PAGE_SIZE,
      limit: AUDIT_PAGE_SIZE,
    }),
  )
  const total = (count.results[0] as { n: number } | undefined)?.n ?? 0
  return {
    rows: (rows.results as unknown as AccessLogRow[]).map((r) => ({
      logNo: r.log_no,
      operatorNo: r.operator_no,
      loginId: r.login_id,
      at: r.at,
      ip: r.ip,
      action: r.action,
      subject: r.subject,
      reason: r.reason,
      detail: r.detail,
    })),
    total,
    page: q.page,
    pageSize: AUDIT_PAGE_SIZE,
  }
}

const rolesOf = (s: string) => s.split(',').filter((r): r is Role => (ROLES as readonly string[]).includes(r))

export async function listOperators(db: D1Database, op: OpCtx): Promise<OperatorListEntry[]> {
  const [r] = await opBatch(db, op, { action: 'operators.list', subject: 'operators' }, [operatorListStmt(db)])
  return (r.results as unknown as OperatorListRow[]).map((o) => ({
    operatorNo: o.operator_no,
    loginId: o.login_id,
    name: o.name,
    status: o.status as OperatorListEntry['status'],
    roles: rolesOf(o.roles),
    enrolled: !!o.enrolled,
    lockedUntil: o.locked_until,
    lastLoginDttm: o.last_login_dttm,
    ipAllow: o.ip_allow,
  }))
}

export async function createOperator(
  db: D1Database,
  op: OpCtx,
  input: { loginId: string; name: string; password: string; roles: Role[]; ipAllow: string },
) {
  const passwordHash = await hashPassword(input.password)
  try {
    await opBatch(
      db,
      op,
      { action: 'operators.create', subject: `operator-id:${input.loginId}`, detail: input.roles.join(',') },
      createOperatorStmts(db, { ...input, passwordHash, nowIso: new Date().toISOString() }),
    )
  } catch (e) {
    if (e instanceof GuardError && e.guard.startsWith('unique:operators')) throw DomainError.conflict('이미 있는 아이디입니다.', 'loginId')
    throw e
  }
}

export async function updateOperator(
  db: D1Database,
  op: OpCtx,
  operatorNo: number,
  input: { roles: Role[]; status: 'ACTIVE' | 'DISABLED'; ipAllow: string; resetTotp: boolean },
) {
  if (operatorNo === op.operatorNo && (input.status === 'DISABLED' || !input.roles.includes('SUPER')))
    throw DomainError.invalid('내 계정의 최고 관리자 권한이나 사용 상태는 다른 최고 관리자만 바꿀 수 있습니다.', 'roles')
  await opBatch(
    db,
    op,
    {
      action: 'operators.update',
      subject: `operator:${operatorNo}`,
      detail: `${input.roles.join(',')} ${input.status}${input.resetTotp ? ' totp-reset' : ''}`,
    },
    updateOperatorStmts(db, operatorNo, { ...input, nowIso: new Date().toISOString() }),
  )
}

interface ExportRow {
  member_no: number
  login_id: string
  member_nm: string
  mobile: string | null
  email: string | null
  integration_member_gb_nm: string
  reg_dttm: string
}

const csvCell = (s: string | number) => {
  const t = String(s)
  // A cell that a spreadsheet would read as a formula is written as text.
  const safe = /^[=+\-@\t\r]/.test(t) ? `'${t}` : t
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The member list as CSV (masked), refused without a reason (the schema) and logged with its row count. */
export async function exportMembers(db: D1Database, op: OpCtx, reason: string): Promise<{ csv: string; rows: number }> {
  const [r] = await opBatch(db, op, { action: 'members.export', subject: 'members:list', reason, countSql: MEMBER_EXPORT_COUNT_SQL }, [
    memberExportStmt(db),
  ])
  const rows = r.results as unknown as ExportRow[]
  const lines = [
    ['회원번호', '아이디', '이름', '휴대폰', '이메일', '등급', '가입일시'].join(','),
    ...rows.map((m) =>
      [
        m.member_no,
        maskLoginId(m.login_id),
        maskName(m.member_nm),
        maskPhone(m.mobile ?? ''),
        maskEmail(m.email ?? ''),
        m.integration_member_gb_nm,
        m.reg_dttm,
      ]
        .map(csvCell)
        .join(','),
    ),
  ]
  return { csv: '\uFEFF' + lines.join('\r\n') + '\r\n', rows: rows.length }
}
