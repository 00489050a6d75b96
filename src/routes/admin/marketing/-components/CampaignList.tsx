import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { Badge, btn, type BadgeTone } from '~/client/components/ui'
import { consoleCall } from '~/client/console/api'
import { DataTable, type Col } from '~/client/console/DataTable'
import { dense, FilterBar, FilterField, blankToUndef, FilterInput } from '~/client/console/Filters'
import { consoleQueries } from '~/client/console/queries'
import { QueryError } from '~/client/console/QueryError'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { campaignPath, PHASE_LABELS, seoulText, type CampaignPhase } from '~/shared/admin/campaign'
import type { CampaignListAnswer, CampaignListItem } from '~/shared/api/marketing-types'
import { campaignCreateSchema } from '~/shared/schemas/marketing'

const route = getRouteApi('/admin/marketing/campaigns/')

export const PHASE_TONE: Record<CampaignPhase, BadgeTone> = { draft: 'amber', scheduled: 'blue', published: 'brand', ended: 'gray' }

const COLUMNS: Col<CampaignListItem>[] = [
  { id: 'id', header: '번호', cell: (r) => r.id, className: 'tabular-nums' },
  {
    id: 'title',
    header: '제목',
    cell: (r) => (
      <Link to="/admin/marketing/campaigns/$prmtNo" params={{ prmtNo: String(r.id) }} className="font-semibold text-brand-800 underline">
        {r.title}
      </Link>
    ),
  },
  { id: 'phase', header: '상태', cell: (r) => <Badge tone={PHASE_TONE[r.phase]}>{PHASE_LABELS[r.phase]}</Badge> },
  {
    id: 'period',
    header: '기간 (한국 시간)',
    cell: (r) => `${seoulText(r.startAt)} ~ ${seoulText(r.endAt)}`,
    className: 'whitespace-nowrap tabular-nums',
  },
  { id: 'goods', header: '상품', cell: (r) => `${r.goodsCount}개`, className: 'tabular-nums' },
  { id: 'path', header: '주소', cell: (r) => <code className="text-xs">{campaignPath(r)}</code> },
]

/** The campaign pages: filter by phase and title, open one, or start a new draft (title only; the editor does the rest). */
export function CampaignList() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const q = useQuery(consoleQueries.get<CampaignListAnswer>('/marketing/campaigns', { phase: search.phase, keyword: search.keyword }))
  const rows = q.data?.campaigns ?? []
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold">기획전 페이지</h1>
          <p className="text-sm text-gray-600">작성 중 → 예약 → 게시 → 종료. 시간은 모두 한국 시간입니다.</p>
        </div>
        <NewCampaign />
      </div>
      <FilterBar
        label="기획전 검색"
        initial={{ phase: search.phase ?? '', keyword: search.keyword ?? '' }}
        onApply={(v) => navigate({ search: { ...blankToUndef(v) } as typeof search })}
      >
        {(v, set, field) => (
          <>
            <FilterField label="상태" htmlFor="f-phase">
              <select id="f-phase" className={dense.select} value={v.phase} onChange={(e) => set('phase', e.target.value)}>
                <option value="">전체</option>
                {(Object.keys(PHASE_LABELS) as CampaignPhase[]).map((p) => (
                  <option key={p} value={p}>
                    {PHASE_LABELS[p]}
                  </option>
                ))}
              </select>
            </FilterField>
            <FilterInput label="제목" {...field('keyword')} />
          </>
        )}
      </FilterBar>
      {q.isError ? (
        <QueryError title="기획전 목록을 불러오지 못했습니다." error={q.error} onRetry={() => q.refetch()} />
      ) : (
        <DataTable
          caption="기획전 페이지"
          columns={COLUMNS}
          rows={rows}
          total={rows.length}
          page={1}
          pageSize={200}
          busy={q.isFetching}
          rowKey={(r) => r.id}
          onPage={() => undefined}
        />
      )}
    </div>
  )
}

function NewCampaign() {
  const [title, setTitle] = useState('')
  const form = useSchemaForm(campaignCreateSchema)
  const qc = useQueryClient()
  const navigate = useNavigate()
  const create = useMutation({
    mutationFn: (body: { title: string }) => consoleCall<{ id: number }>('/marketing/campaigns', { json: body }),
    onSuccess: (r) => {
      if (!r.ok) return form.setApiErrors(r.error.errors)
      void qc.invalidateQueries({ queryKey: consoleQueries.path('/marketing/campaigns') })
      void navigate({ to: '/admin/marketing/campaigns/$prmtNo', params: { prmtNo: String(r.data.id) } })
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const body = form.validate({ title })
    if (body) create.mutate(body)
  }
  return (
    <form onSubmit={submit} className="flex items-end gap-2" noValidate>
      <div>
        <label htmlFor="new-title" className={dense.label}>
          새 기획전 제목
        </label>
        <input
          id="new-title"
          className={`${dense.input} w-64`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={!!form.error('title')}
          aria-describedby={form.error('title') ? 'new-title-error' : undefined}
        />
        {form.error('title') ? (
          <p id="new-title-error" role="alert" className="mt-1 text-xs text-accent">
            {form.error('title')}
          </p>
        ) : null}
      </div>
      <button type="submit" className={btn.smallPrimary} disabled={create.isPending}>
        새 기획전 만들기
      </button>
    </form>
  )
}
