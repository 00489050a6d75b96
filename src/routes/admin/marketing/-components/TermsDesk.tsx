import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useState, type FormEvent } from 'react'
import { Badge, btn } from '~/client/components/ui'
import { useDialog } from '~/client/components/Dialogs'
import { consoleCall } from '~/client/console/api'
import { fieldKit } from '~/client/console/Field'
import { dense } from '~/client/console/Filters'
import { consoleQueries } from '~/client/console/queries'
import { FormNotice, SaveState } from '~/client/console/SaveState'
import { QueryError } from '~/client/console/QueryError'
import { sayRefusal, StaleNotice } from '~/client/console/StaleNotice'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import type { StaleConflict } from '~/shared/admin/stale'
import type { TermsDetail, TermsListAnswer } from '~/shared/api/marketing-types'
import { formatNumber } from '~/shared/format'
import { TERMS_CODES, termsSaveSchema } from '~/shared/schemas/marketing'

const BlockEditor = lazy(() => import('./BlockEditor').then((m) => ({ default: m.BlockEditor })))
const route = getRouteApi('/admin/marketing/content')

export const TERMS_LABELS: Record<(typeof TERMS_CODES)[number], string> = {
  service: '이용약관',
  privacypolicy: '개인정보 처리방침',
  locationinfo: '위치정보 이용약관',
  youthprotection: '청소년 보호정책',
  membership: '멤버십 약관',
  onlinemall: '온라인몰 이용약관',
  careplus: '케어플러스 약관',
  smartfitting: '스마트 피팅 약관',
  davisionTerms: '다비전 약관',
}

/**
 * Terms versions: per document, its versions (the one in force today, published ones effective later, drafts) with how
 * many members agreed to each; a new version starts as a draft copied from the newest, is edited, and is published
 * with its effective day (today or later). A published version never changes.
 */
export function TermsDesk() {
  const { termsCd, version } = route.useSearch()
  const q = useQuery(consoleQueries.get<TermsListAnswer>('/marketing/terms'))
  if (q.isError) return <QueryError title="약관을 불러오지 못했습니다." error={q.error} onRetry={() => q.refetch()} />
  if (!q.data) return <div className="skeleton h-64 rounded-xl" aria-label="약관을 불러오는 중" />
  const codes = TERMS_CODES.filter((c) => q.data.versions.some((v) => v.termsCd === c))
  return (
    <div className="grid gap-6 xl:grid-cols-[420px_minmax(0,1fr)]">
      <section aria-label="약관 버전" className="min-w-0 space-y-4">
        {codes.map((c) => (
          <div key={c} className="rounded-xl border border-gray-200 bg-white p-3">
            <h2 className="text-sm font-bold">
              {TERMS_LABELS[c]} <span className="font-normal text-gray-600">/terms/{c}</span>
            </h2>
            <ul className="mt-2 space-y-1">
              {q.data.versions
                .filter((v) => v.termsCd === c)
                .map((v) => (
                  <li key={v.version}>
                    <Link
                      to="/admin/marketing/content"
                      search={{ kind: 'terms', termsCd: c, version: v.version }}
                      aria-current={termsCd === c && version === v.version ? 'true' : undefined}
                      className="flex flex-wrap items-center gap-2 rounded px-2 py-1 text-sm hover:bg-gray-50 aria-[current=true]:bg-brand-50"
                    >
                      <span className="font-medium">v{v.version}</span>
                      <span className="text-xs text-gray-600 tabular-nums">{v.effectiveDate} 시행</span>
                      {v.inForce ? <Badge tone="brand">시행 중</Badge> : null}
                      {v.upcoming ? <Badge tone="blue">시행 예정</Badge> : null}
                      {v.state === 'draft' ? <Badge tone="amber">작성 중</Badge> : null}
                      <span className="ml-auto text-xs text-gray-600 tabular-nums">동의 {formatNumber(v.consents)}명</span>
                    </Link>
                  </li>
                ))}
            </ul>
            <NewVersion termsCd={c} />
          </div>
        ))}
      </section>
      <div className="min-w-0">
        {termsCd && version ? (
          <TermsEditor key={`${termsCd}:${version}`} termsCd={termsCd} version={version} />
        ) : (
          <p className="text-sm text-gray-600">
            왼쪽에서 약관 버전을 고르거나 새 버전을 만들어 주세요. 회원의 동의 기록은 동의한 버전을 그대로 가집니다.
          </p>
        )}
      </div>
    </div>
  )
}

function NewVersion({ termsCd }: { termsCd: string }) {
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const qc = useQueryClient()
  const navigate = useNavigate()
  const create = async (e: FormEvent) => {
    e.preventDefault()
    setError(null)
    const r = await consoleCall<{ version: string }>(`/marketing/terms/${termsCd}`, { json: { version: name } })
    if (!r.ok) return setError(r.error.errors[0]?.reason ?? '새 버전을 만들지 못했습니다.')
    setName('')
    await qc.invalidateQueries({ queryKey: consoleQueries.path('/marketing/terms') })
    void navigate({ to: '/admin/marketing/content', search: { kind: 'terms', termsCd, version: r.data.version } })
  }
  return (
    <form onSubmit={(e) => void create(e)} className="mt-2 flex items-end gap-2">
      <div className="flex-1">
        <label htmlFor={`tv-${termsCd}`} className={dense.label}>
          새 버전 이름
        </label>
        <input
          id={`tv-${termsCd}`}
          className={`${dense.input} w-full`}
          value={name}
          maxLength={10}
          placeholder="예: 3.1"
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <button type="submit" className={btn.small} disabled={!name.trim()}>
        새 버전 만들기
      </button>
      {error ? (
        <p role="alert" className="w-full text-xs text-accent">
          {error}
        </p>
      ) : null}
    </form>
  )
}

function TermsEditor({ termsCd, version }: { termsCd: string; version: string }) {
  const q = useQuery({ ...consoleQueries.get<TermsDetail>(`/marketing/terms/${termsCd}/${version}`), staleTime: Infinity })
  if (q.isError) return <QueryError title="약관 버전을 불러오지 못했습니다." error={q.error} onRetry={() => q.refetch()} />
  if (!q.data) return <div className="skeleton h-96 rounded-xl" aria-label="약관을 불러오는 중" />
  return <TermsBody key={q.data.rev} data={q.data} reload={() => void q.refetch()} />
}

function TermsBody({ data, reload }: { data: TermsDetail; reload: () => void }) {
  const qc = useQueryClient()
  const dialog = useDialog()
  const [title, setTitle] = useState(data.title)
  const [effective, setEffective] = useState(data.effectiveDate)
  const [html, setHtml] = useState(data.contentHtml)
  const [dirty, setDirty] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [stale, setStale] = useState<StaleConflict | null>(null)
  const form = useSchemaForm(termsSaveSchema)
  const draft = data.state === 'draft'
  const refresh = async () => {
    void qc.invalidateQueries({ queryKey: consoleQueries.path('/marketing/terms') })
    await qc.invalidateQueries({ queryKey: consoleQueries.path(`/marketing/terms/${data.termsCd}/${data.version}`) })
  }
  const save = async (e: FormEvent) => {
    e.preventDefault()
    const body = form.validate({ rev: data.rev, title, effectiveYmd: effective, contentHtml: html })
    if (!body) return setNotice('입력한 내용을 확인해 주세요.')
    const r = await consoleCall(`/marketing/terms/${data.termsCd}/${data.version}`, { method: 'PUT', json: body })
    if (!r.ok) return sayRefusal(r.error, { stale: setStale, fields: form.setApiErrors, say: setNotice })
    setDirty(false)
    await refresh()
  }
  const publish = async () => {
    if (dirty) return setNotice('저장하지 않은 변경이 있어요. 먼저 저장해 주세요.')
    const ok = await dialog.confirm(
      `v${data.version}을(를) ${data.effectiveDate}부터 시행하도록 게시할까요? 게시한 버전은 고칠 수 없어요.`,
      {
        confirmLabel: '게시',
      },
    )
    if (!ok) return
    const r = await consoleCall(`/marketing/terms/${data.termsCd}/${data.version}/publish`, { json: { rev: data.rev } })
    if (!r.ok) return sayRefusal(r.error, { stale: setStale, say: setNotice }, '게시하지 못했습니다.')
    await refresh()
  }
  const touch = () => {
    setDirty(true)
    setNotice(null)
  }
  const { text } = fieldKit<'title' | 'effectiveYmd'>(
    'tm',
    form.error,
    (k) => (k === 'title' ? title : effective),
    (k, x) => {
      if (k === 'title') setTitle(x)
      else setEffective(x)
      touch()
    },
  )
  return (
    <form onSubmit={(e) => void save(e)} noValidate className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
      {stale ? <StaleNotice conflict={stale} onReload={reload} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">
          {TERMS_LABELS[data.termsCd as keyof typeof TERMS_LABELS] ?? data.termsCd} v{data.version}{' '}
          <Badge tone={draft ? 'amber' : 'brand'}>{draft ? '작성 중' : '게시됨'}</Badge>
        </h2>
        {draft ? (
          <div className="flex items-center gap-2">
            <SaveState dirty={dirty} updatedAt={data.updatedAt} />
            <button type="submit" className={btn.smallPrimary} disabled={!dirty}>
              저장
            </button>
            <button type="button" className={btn.small} onClick={() => void publish()}>
              게시
            </button>
          </div>
        ) : null}
      </div>
      <FormNotice notice={notice} />
      {!draft ? <p className="text-sm text-gray-600">게시한 버전은 고칠 수 없어요. 바꾸려면 새 버전을 만들어 주세요.</p> : null}
      <div className="grid gap-3 md:grid-cols-2">
        {text('title', '제목', { max: 100, disabled: !draft })}
        {text('effectiveYmd', '시행일 (한국 날짜)', { type: 'date', disabled: !draft })}
      </div>
      {draft ? (
        <Suspense fallback={<div className="skeleton h-72 rounded-xl" aria-label="편집기를 불러오는 중" />}>
          <BlockEditor
            initialJson=""
            initialHtml={data.contentHtml}
            campaign={false}
            label="약관 본문"
            onChange={(_, out) => {
              setHtml(out)
              touch()
            }}
          />
        </Suspense>
      ) : (
        // Sanitized by the server on read (the shop's one sanitizer).
        <div
          className="prose max-h-[60vh] max-w-none overflow-auto rounded-lg border border-gray-200 p-3 text-sm"
          dangerouslySetInnerHTML={{ __html: data.contentHtml }}
        />
      )}
      {form.error('contentHtml') ? (
        <p role="alert" className="text-xs text-accent">
          {form.error('contentHtml')}
        </p>
      ) : null}
    </form>
  )
}
