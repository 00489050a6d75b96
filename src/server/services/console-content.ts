import type { Env } from '../env'
import {
  CONTENT_TABLES,
  contentListStmt,
  contentRowStmt,
  createContentStmts,
  createTermsStmts,
  publishTermsStmts,
  saveContentStmts,
  saveTermsStmts,
  stepContentStmts,
  termsConsentCountsStmt,
  termsListStmt,
  termsRowStmt,
  type ContentListRow,
  type TermsRow,
} from '../db/content-desk'
import { GuardError } from '../db/guard'
import { opBatch, type OpCtx } from '../db/operators'
import { staleConflict, StaleVersionError } from '../db/revisions'
import { DomainError } from '../domain-error'
import { sanitizeHtml } from '../html/sanitize'
import { seoulLocalToIso } from '~/shared/admin/campaign'
import type { ContentDetail, ContentListAnswer, TermsDetail, TermsListAnswer } from '~/shared/api/marketing-types'
import type { ContentInput, ContentKind, TermsSaveInput } from '~/shared/schemas/marketing'

/**
 * Customer-center content in the marketing desk (issue 27): notices, FAQ and magazine articles — drafts, saved through
 * the shop's one sanitizer, published from a Seoul time — and terms versions (a draft copied from the newest version,
 * published with an effective day; a published version never changes, members' consents keep the version they agreed
 * to). Every write is one guarded batch from the version seen, with its revision, page-version bumps and access-log row.
 */
export const CONTENT_LABELS: Record<string, string> = {
  title: '제목',
  question: '질문',
  answer: '답변',
  category: '분류',
  summary: '요약',
  imgSrc: '대표 이미지',
  contentHtml: '본문',
  important: '중요 공지',
  sortSeq: '순서',
  publishAt: '게시 일시',
}
const NOT_FOUND = '글을 찾을 수 없습니다.'

const phase = (state: string, publishAt: string | null, now: Date): 'draft' | 'scheduled' | 'published' =>
  state === 'draft' ? 'draft' : publishAt && Date.parse(publishAt) > now.getTime() ? 'scheduled' : 'published'

/** The form's input as column values (in CONTENT_TABLES order) and its revision snapshot; HTML through the sanitizer. */
async function columns(kind: ContentKind, input: ContentInput) {
  const t = CONTENT_TABLES[kind]
  const i = { ...(input as Record<string, unknown>) }
  if (typeof i.contentHtml === 'string') i.contentHtml = await sanitizeHtml(i.contentHtml)
  const publishIso = seoulLocalToIso(String(i.publishAt))!
  const values = Object.keys(t.cols).map((k) => (k === 'publishAt' ? publishIso : k === 'important' ? (i[k] ? 'Y' : 'N') : i[k]))
  const snapshot = Object.fromEntries(Object.keys(t.cols).map((k) => [k, k === 'publishAt' ? publishIso : i[k]]))
  return { values, snapshot }
}

export async function listContent(env: Env, op: OpCtx, kind: ContentKind, now = new Date()): Promise<ContentListAnswer> {
  const [res] = await opBatch(env.DB, op, { action: `marketing.content.list`, subject: kind }, [
    contentListStmt(env.DB, CONTENT_TABLES[kind]),
  ])
  return {
    items: ((res!.results ?? []) as unknown as ContentListRow[]).map((r) => ({
      id: r.id,
      title: r.title,
      phase: phase(r.state, r.publish_at, now),
      publishAt: r.publish_at,
      version: r.version,
      updatedAt: r.upd_dttm,
    })),
  }
}

export async function contentDetail(env: Env, op: OpCtx, kind: ContentKind, id: number, now = new Date()): Promise<ContentDetail> {
  const t = CONTENT_TABLES[kind]
  const [res] = await opBatch(env.DB, op, { action: `marketing.content.read`, subject: `${kind}:${id}` }, [contentRowStmt(env.DB, t, id)])
  const r = res!.results?.[0] as Record<string, unknown> | undefined
  if (!r) throw DomainError.notFound(NOT_FOUND, 'id')
  const fields: Record<string, unknown> = {}
  for (const [k, c] of Object.entries(t.cols)) fields[k] = k === 'important' ? r[c] === 'Y' : r[c]
  if (typeof fields.contentHtml === 'string') fields.contentHtml = await sanitizeHtml(fields.contentHtml)
  return {
    id,
    kind,
    version: r.version as number,
    phase: phase(r.state as string, (r[t.publishCol] as string | null) ?? null, now),
    updatedAt: (r.upd_dttm as string | null) ?? null,
    fields,
  }
}

export async function createContent(env: Env, op: OpCtx, kind: ContentKind, input: ContentInput, now = new Date()) {
  const { values, snapshot } = await columns(kind, input)
  const [ins] = await opBatch(
    env.DB,
    op,
    { action: 'marketing.content.create', subject: `${kind}:new` },
    createContentStmts(env.DB, op, kind, values, snapshot, now.toISOString()),
    now,
  )
  return { id: (ins!.results?.[0] as { id: number }).id }
}

async function staleOrMissing(env: Env, kind: ContentKind, id: number, seen: number) {
  const row = await contentRowStmt(env.DB, CONTENT_TABLES[kind], id).first()
  if (!row) return DomainError.notFound(NOT_FOUND, 'id')
  return new StaleVersionError(await staleConflict(env.DB, kind, id, seen, CONTENT_LABELS))
}

export async function saveContent(
  env: Env,
  op: OpCtx,
  kind: ContentKind,
  id: number,
  input: ContentInput & { version: number },
  now = new Date(),
) {
  const { values, snapshot } = await columns(kind, input)
  try {
    await opBatch(
      env.DB,
      op,
      { action: 'marketing.content.save', subject: `${kind}:${id}`, detail: `v${input.version + 1}` },
      saveContentStmts(env.DB, op, kind, id, input.version, values, snapshot, now.toISOString()),
      now,
    )
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'content.version') throw await staleOrMissing(env, kind, id, input.version)
    throw e
  }
  return { version: input.version + 1 }
}

export async function stepContent(
  env: Env,
  op: OpCtx,
  kind: ContentKind,
  id: number,
  action: 'publish' | 'unpublish',
  seen: number,
  now = new Date(),
) {
  try {
    await opBatch(
      env.DB,
      op,
      { action: `marketing.content.${action}`, subject: `${kind}:${id}`, detail: `v${seen + 1}` },
      stepContentStmts(env.DB, kind, id, seen, action === 'publish' ? 'published' : 'draft', now.toISOString()),
      now,
    )
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'content.version') {
      const row = await contentRowStmt(env.DB, CONTENT_TABLES[kind], id).first<{ version: number }>()
      if (!row) throw DomainError.notFound(NOT_FOUND, 'id')
      if (row.version !== seen) throw new StaleVersionError(await staleConflict(env.DB, kind, id, seen, CONTENT_LABELS))
      throw DomainError.of('conflict', 'action', action === 'publish' ? '이미 게시한 글입니다.' : '게시 중인 글만 내릴 수 있습니다.')
    }
    throw e
  }
  return { version: seen + 1 }
}

/* ---- terms ---- */

const seoulYmd = (now: Date) => new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '')
const dashed = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`

export async function listTerms(env: Env, op: OpCtx, now = new Date()): Promise<TermsListAnswer> {
  const [list, counts] = await opBatch(env.DB, op, { action: 'marketing.terms.list', subject: 'terms' }, [
    termsListStmt(env.DB),
    termsConsentCountsStmt(env.DB),
  ])
  const today = seoulYmd(now)
  const rows = (list!.results ?? []) as unknown as TermsRow[]
  const n = new Map(
    ((counts!.results ?? []) as { terms_cd: string; version: string; n: number }[]).map((c) => [`${c.terms_cd}:${c.version}`, c.n]),
  )
  const inForce = new Map<string, string>()
  for (const r of rows)
    if (r.state === 'published' && r.effective_ymd <= today && !inForce.has(r.terms_cd)) inForce.set(r.terms_cd, r.version)
  return {
    versions: rows.map((r) => ({
      termsCd: r.terms_cd,
      version: r.version,
      title: r.title,
      effectiveDate: dashed(r.effective_ymd),
      state: r.state,
      inForce: inForce.get(r.terms_cd) === r.version,
      upcoming: r.state === 'published' && r.effective_ymd > today,
      rev: r.rev,
      consents: n.get(`${r.terms_cd}:${r.version}`) ?? 0,
    })),
  }
}

export async function termsDetail(env: Env, op: OpCtx, termsCd: string, version: string): Promise<TermsDetail> {
  const [res] = await opBatch(env.DB, op, { action: 'marketing.terms.read', subject: `terms:${termsCd}:${version}` }, [
    termsRowStmt(env.DB, termsCd, version),
  ])
  const r = res!.results?.[0] as TermsRow | undefined
  if (!r) throw DomainError.notFound('약관 버전을 찾을 수 없습니다.', 'version')
  return {
    termsCd,
    version,
    title: r.title,
    effectiveDate: dashed(r.effective_ymd),
    contentHtml: await sanitizeHtml(r.content_html),
    state: r.state,
    rev: r.rev,
    updatedAt: r.upd_dttm,
  }
}

export async function createTermsVersion(env: Env, op: OpCtx, termsCd: string, version: string, now = new Date()) {
  const tomorrow = seoulYmd(new Date(now.getTime() + 86_400_000))
  try {
    await opBatch(
      env.DB,
      op,
      { action: 'marketing.terms.create', subject: `terms:${termsCd}:${version}` },
      createTermsStmts(env.DB, op, termsCd, version, tomorrow, now.toISOString()),
      now,
    )
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'terms.missing') throw DomainError.notFound('약관을 찾을 수 없습니다.', 'termsCd')
    if (e instanceof GuardError && e.guard.startsWith('unique:'))
      throw DomainError.conflict('이미 있는 버전입니다. 다른 버전 이름을 써 주세요.', 'version')
    throw e
  }
  return { termsCd, version }
}

async function termsRefused(env: Env, termsCd: string, version: string, seen: number, publishing: boolean) {
  const r = await termsRowStmt(env.DB, termsCd, version).first<TermsRow>()
  if (!r) return DomainError.notFound('약관 버전을 찾을 수 없습니다.', 'version')
  if (r.state === 'published') return DomainError.conflict('게시한 약관은 고칠 수 없습니다. 새 버전을 만들어 주세요.', 'version')
  if (r.rev !== seen) return new StaleVersionError(await staleConflict(env.DB, 'terms', `${termsCd}:${version}`, seen, CONTENT_LABELS))
  if (publishing) return DomainError.invalid('시행일이 지난 버전은 게시할 수 없습니다. 시행일을 오늘 이후로 바꿔 주세요.', 'effectiveYmd')
  return DomainError.conflict('저장하지 못했습니다. 다시 불러온 뒤 시도해 주세요.', 'version')
}

export async function saveTermsVersion(env: Env, op: OpCtx, termsCd: string, version: string, input: TermsSaveInput, now = new Date()) {
  const w = { title: input.title, effectiveYmd: input.effectiveYmd.replace(/-/g, ''), contentHtml: await sanitizeHtml(input.contentHtml) }
  try {
    await opBatch(
      env.DB,
      op,
      { action: 'marketing.terms.save', subject: `terms:${termsCd}:${version}`, detail: `r${input.rev + 1}` },
      saveTermsStmts(env.DB, op, termsCd, version, input.rev, w, now.toISOString()),
      now,
    )
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'terms.rev') throw await termsRefused(env, termsCd, version, input.rev, false)
    throw e
  }
  return { rev: input.rev + 1 }
}

export async function publishTermsVersion(env: Env, op: OpCtx, termsCd: string, version: string, seen: number, now = new Date()) {
  try {
    await opBatch(
      env.DB,
      op,
      { action: 'marketing.terms.publish', subject: `terms:${termsCd}:${version}` },
      publishTermsStmts(env.DB, termsCd, version, seen, seoulYmd(now), now.toISOString()),
      now,
    )
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'terms.rev') throw await termsRefused(env, termsCd, version, seen, true)
    throw e
  }
  return { rev: seen + 1 }
}
