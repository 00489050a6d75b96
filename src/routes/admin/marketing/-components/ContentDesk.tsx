import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useState, type FormEvent } from 'react'
import { Badge, btn, type BadgeTone } from '~/client/components/ui'
import { useDialog } from '~/client/components/Dialogs'
import { consoleCall } from '~/client/console/api'
import { dense } from '~/client/console/Filters'
import { fieldKit } from '~/client/console/Field'
import { consoleQueries } from '~/client/console/queries'
import { FormNotice, SaveState } from '~/client/console/SaveState'
import { QueryError } from '~/client/console/QueryError'
import { sayRefusal, StaleNotice } from '~/client/console/StaleNotice'
import { useConsoleSave } from '~/client/console/useConsoleSave'
import { useUnsavedWarning } from '~/client/console/useUnsavedWarning'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { isoToSeoulLocal, seoulText } from '~/shared/admin/campaign'
import type { StaleConflict } from '~/shared/admin/stale'
import type { ContentDetail, ContentListAnswer } from '~/shared/api/marketing-types'
import { CONTENT_KIND_LABELS, contentSchemas, FAQ_CATEGORIES, type ContentKind } from '~/shared/schemas/marketing'
import { ImageField } from './ImageField'
import { TermsDesk } from './TermsDesk'

const BlockEditor = lazy(() => import('./BlockEditor').then((m) => ({ default: m.BlockEditor })))
const route = getRouteApi('/admin/marketing/content')

const PHASE: Record<'draft' | 'scheduled' | 'published', [string, BadgeTone]> = {
  draft: ['작성 중', 'amber'],
  scheduled: ['게시 예약', 'blue'],
  published: ['게시 중', 'brand'],
}
const SHOP_PATH: Record<ContentKind, (id: number) => string> = {
  notices: (id) => `/customercenter/notice/${id}`,
  faqs: () => '/customercenter/faq',
  magazine: (id) => `/customercenter/magazine/${id}`,
}
const TABS = [...(Object.keys(CONTENT_KIND_LABELS) as ContentKind[]), 'terms'] as const

/**
 * Customer-center content: notices, FAQ, magazine articles (a list and the editor side by side; a draft is published
 * from a Seoul time, HTML through the shop's one sanitizer) and terms versions (TermsDesk).
 */
export function ContentDesk() {
  const { kind = 'notices', id } = route.useSearch()
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-xl font-bold">고객센터 글</h1>
        <p className="text-sm text-gray-600">공지사항·FAQ·매거진을 쓰고 게시 시각을 정하거나, 약관의 새 버전을 시행일과 함께 게시합니다.</p>
      </div>
      <nav aria-label="글 종류" className="flex flex-wrap gap-1 border-b border-gray-200">
        {TABS.map((k) => (
          <Link
            key={k}
            to="/admin/marketing/content"
            search={{ kind: k }}
            aria-current={kind === k ? 'page' : undefined}
            className="-mb-px min-h-10 border-b-2 border-transparent px-3 py-2 text-sm text-gray-700 aria-[current=page]:border-brand-600 aria-[current=page]:font-bold aria-[current=page]:text-brand-800"
          >
            {k === 'terms' ? '약관' : CONTENT_KIND_LABELS[k]}
          </Link>
        ))}
      </nav>
      {kind === 'terms' ? <TermsDesk /> : <KindDesk key={kind} kind={kind} id={id} />}
    </div>
  )
}

function KindDesk({ kind, id }: { kind: ContentKind; id?: string }) {
  const q = useQuery(consoleQueries.get<ContentListAnswer>(`/marketing/content/${kind}`))
  return (
    <div className="grid gap-6 xl:grid-cols-[360px_minmax(0,1fr)]">
      <section aria-label={`${CONTENT_KIND_LABELS[kind]} 목록`} className="min-w-0 space-y-2">
        <Link to="/admin/marketing/content" search={{ kind, id: 'new' }} className={btn.smallPrimary}>
          새 {CONTENT_KIND_LABELS[kind]} 쓰기
        </Link>
        {q.isError ? (
          <QueryError title="목록을 불러오지 못했습니다." error={q.error} onRetry={() => q.refetch()} />
        ) : !q.data ? (
          <div className="skeleton h-64 rounded-xl" aria-label="목록을 불러오는 중" />
        ) : q.data.items.length === 0 ? (
          <p className="text-sm text-gray-600">아직 글이 없어요. 새 글을 써 주세요.</p>
        ) : (
          <ul className="max-h-[70vh] divide-y divide-gray-100 overflow-auto rounded-xl border border-gray-200 bg-white">
            {q.data.items.map((it) => (
              <li key={it.id}>
                <Link
                  to="/admin/marketing/content"
                  search={{ kind, id: String(it.id) }}
                  aria-current={id === String(it.id) ? 'true' : undefined}
                  className="block px-3 py-2 text-sm hover:bg-gray-50 aria-[current=true]:bg-brand-50"
                >
                  <span className="flex items-center gap-2">
                    <Badge tone={PHASE[it.phase][1]}>{PHASE[it.phase][0]}</Badge>
                    <span className="min-w-0 flex-1 truncate font-medium">{it.title}</span>
                  </span>
                  <span className="mt-0.5 block text-xs text-gray-600">
                    {it.publishAt ? `${seoulText(it.publishAt)} 게시` : '바로 게시'}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="min-w-0">
        {id ? (
          <ContentEditor key={`${kind}:${id}`} kind={kind} id={id} />
        ) : (
          <p className="text-sm text-gray-600">왼쪽에서 글을 고르거나 새 글을 써 주세요.</p>
        )}
      </div>
    </div>
  )
}

function ContentEditor({ kind, id }: { kind: ContentKind; id: string }) {
  const isNew = id === 'new'
  const q = useQuery({ ...consoleQueries.get<ContentDetail>(`/marketing/content/${kind}/${id}`), enabled: !isNew, staleTime: Infinity })
  if (isNew) return <EditorBody kind={kind} data={null} reload={() => undefined} />
  if (q.isError) return <QueryError title="글을 불러오지 못했습니다." error={q.error} onRetry={() => q.refetch()} />
  if (!q.data) return <div className="skeleton h-96 rounded-xl" aria-label="글을 불러오는 중" />
  return <EditorBody key={q.data.version} kind={kind} data={q.data} reload={() => void q.refetch()} />
}

type Draft = Record<string, string | boolean>
const nowLocal = () => isoToSeoulLocal(new Date().toISOString())
function blank(kind: ContentKind): Draft {
  if (kind === 'notices') return { title: '', contentHtml: '', important: false, publishAt: nowLocal() }
  if (kind === 'faqs') return { category: FAQ_CATEGORIES[0], question: '', answer: '', sortSeq: '0', publishAt: nowLocal() }
  return { category: '', title: '', summary: '', imgSrc: '', contentHtml: '', publishAt: nowLocal() }
}
function draftOf(d: ContentDetail): Draft {
  const out: Draft = {}
  for (const [k, v] of Object.entries(d.fields))
    out[k] = k === 'publishAt' ? (v ? isoToSeoulLocal(String(v)) : nowLocal()) : typeof v === 'boolean' ? v : String(v ?? '')
  return out
}

function EditorBody({ kind, data, reload }: { kind: ContentKind; data: ContentDetail | null; reload: () => void }) {
  const qc = useQueryClient()
  const navigate = useNavigate()
  const dialog = useDialog()
  const [draft, setDraft] = useState<Draft>(() => (data ? draftOf(data) : blank(kind)))
  const [dirty, setDirty] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [stale, setStale] = useState<StaleConflict | null>(null)
  const form = useSchemaForm(data ? contentSchemas[kind].save : contentSchemas[kind].create)
  useUnsavedWarning(dirty)
  const set = (k: string, v: string | boolean) => {
    setDraft((d) => ({ ...d, [k]: v }))
    setDirty(true)
    setNotice(null)
  }
  const refresh = async () => {
    void qc.invalidateQueries({ queryKey: consoleQueries.path(`/marketing/content/${kind}`) })
    if (data) await qc.invalidateQueries({ queryKey: consoleQueries.path(`/marketing/content/${kind}/${data.id}`) })
  }

  const put = useConsoleSave<{ version: number } | { id: number }>({
    path: `/marketing/content/${kind}`,
    no: data?.id,
    refused: { stale: setStale, fields: form.setApiErrors, say: setNotice },
    invalidate: [`/marketing/content/${kind}`, data && `/marketing/content/${kind}/${data.id}`],
    onSaved: (saved) => {
      setDirty(false)
      if (!data && 'id' in saved) void navigate({ to: '/admin/marketing/content', search: { kind, id: String(saved.id) } })
    },
  })
  const save = async (e: FormEvent) => {
    e.preventDefault()
    const input = { ...draft, ...(kind === 'faqs' ? { sortSeq: Number(draft.sortSeq || 0) } : {}) }
    const body = form.validate(data ? { ...input, version: data.version } : input)
    if (!body) return setNotice('입력한 내용을 확인해 주세요.')
    await put.mutateAsync(body)
  }
  const step = async (action: 'publish' | 'unpublish') => {
    if (!data) return
    if (dirty) return setNotice('저장하지 않은 변경이 있어요. 먼저 저장해 주세요.')
    const ok = await dialog.confirm(
      action === 'publish'
        ? `게시할까요? ${draft.publishAt ? `${String(draft.publishAt).replace('T', ' ')}부터` : '바로'} 쇼핑몰에 보여요.`
        : '게시를 내릴까요? 쇼핑몰에서 바로 사라져요.',
      { confirmLabel: action === 'publish' ? '게시' : '게시 내리기' },
    )
    if (!ok) return
    const r = await consoleCall(`/marketing/content/${kind}/${data.id}/state`, { json: { action, version: data.version } })
    if (!r.ok) return sayRefusal(r.error, { stale: setStale, say: setNotice }, '처리하지 못했습니다.')
    await refresh()
  }

  const err = (k: string) => form.error(k)
  const {
    wrap,
    aria: props,
    text: input,
  } = fieldKit(
    'ct',
    err,
    (k) => String(draft[k] ?? ''),
    (k, x) => set(k, x),
  )
  const body = (label: string) => (
    <section aria-labelledby="ct-body-title">
      <h3 id="ct-body-title" className="mb-1 text-xs font-semibold text-gray-700">
        {label}
      </h3>
      <Suspense fallback={<div className="skeleton h-72 rounded-xl" aria-label="편집기를 불러오는 중" />}>
        <BlockEditor
          initialJson=""
          initialHtml={String(draft.contentHtml ?? '')}
          campaign={false}
          label={label}
          onChange={(_, htmlOut) => set('contentHtml', htmlOut)}
        />
      </Suspense>
      {err('contentHtml') ? (
        <p role="alert" className="mt-1 text-xs text-accent">
          {err('contentHtml')}
        </p>
      ) : null}
    </section>
  )

  return (
    <form onSubmit={(e) => void save(e)} noValidate className="space-y-4 rounded-xl border border-gray-200 bg-white p-4">
      {stale ? <StaleNotice conflict={stale} onReload={reload} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">
          {data ? `${CONTENT_KIND_LABELS[kind]} 편집` : `새 ${CONTENT_KIND_LABELS[kind]}`}{' '}
          {data ? <Badge tone={PHASE[data.phase][1]}>{PHASE[data.phase][0]}</Badge> : null}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <SaveState saving={put.isPending} dirty={dirty} updatedAt={data?.updatedAt} />
          <button type="submit" className={btn.smallPrimary} disabled={put.isPending || (!!data && !dirty)}>
            {data ? '저장' : '초안 저장'}
          </button>
          {data && data.phase === 'draft' ? (
            <button type="button" className={btn.small} onClick={() => void step('publish')}>
              게시
            </button>
          ) : null}
          {data && data.phase !== 'draft' ? (
            <button type="button" className={btn.small} onClick={() => void step('unpublish')}>
              게시 내리기
            </button>
          ) : null}
        </div>
      </div>
      <FormNotice notice={notice} />
      {data && data.phase !== 'draft' ? (
        <p className="text-xs text-gray-600">
          쇼핑몰 주소:{' '}
          <a href={SHOP_PATH[kind](data.id)} target="_blank" rel="noreferrer" className="text-brand-800 underline">
            {SHOP_PATH[kind](data.id)}
          </a>{' '}
          (게시 중인 글을 저장하면 바로 바뀌어요)
        </p>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2">
        {kind === 'faqs'
          ? wrap(
              'category',
              '분류',
              <select
                {...props('category')}
                className={`${dense.select} w-full`}
                value={String(draft.category)}
                onChange={(e) => set('category', e.target.value)}
              >
                {FAQ_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>,
            )
          : kind === 'magazine'
            ? input('category', '분류', { max: 20, hint: '예: 안경 상식, 렌즈 관리' })
            : null}
        {input('publishAt', '게시 일시 (한국 시간)', {
          type: 'datetime-local',
          hint: kind === 'faqs' ? '게시하면 이 시각부터 보여요.' : '게시하면 이 시각부터 보이고, 이 날짜로 표시돼요.',
        })}
        {kind === 'faqs' ? input('sortSeq', '순서 (작을수록 위)', { type: 'number' }) : null}
      </div>
      {kind === 'faqs' ? (
        <>
          {input('question', '질문', { max: 200 })}
          {wrap(
            'answer',
            '답변',
            <textarea
              {...props('answer')}
              rows={8}
              maxLength={3000}
              className="w-full rounded-lg border border-gray-300 p-2.5 text-sm"
              value={String(draft.answer)}
              onChange={(e) => set('answer', e.target.value)}
            />,
          )}
        </>
      ) : (
        <>
          {input('title', '제목', { max: 100 })}
          {kind === 'notices' ? (
            <label className="flex min-h-8 items-center gap-2 text-sm">
              <input type="checkbox" checked={!!draft.important} onChange={(e) => set('important', e.target.checked)} /> 중요 공지 (목록 맨
              위에 고정)
            </label>
          ) : (
            <>
              {input('summary', '요약', { max: 300 })}
              <ImageField label="대표 이미지" value={String(draft.imgSrc)} onChange={(v) => set('imgSrc', v)} error={err('imgSrc')} />
            </>
          )}
          {body(kind === 'notices' ? '공지 본문' : '기사 본문')}
        </>
      )}
    </form>
  )
}
