import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react'
import { btn } from '~/client/components/ui'
import { consoleCall } from '~/client/console/api'
import { fieldKit } from '~/client/console/Field'
import { consoleQueries } from '~/client/console/queries'
import { FormNotice, SaveState } from '~/client/console/SaveState'
import { QueryError } from '~/client/console/QueryError'
import { sayRefusal, StaleNotice } from '~/client/console/StaleNotice'
import { useConsoleSave } from '~/client/console/useConsoleSave'
import { useUnsavedWarning } from '~/client/console/useUnsavedWarning'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { campaignPath, isoToSeoulLocal, seoulLocalToIso, seoulText, type CampaignAction } from '~/shared/admin/campaign'
import type { StaleConflict } from '~/shared/admin/stale'
import type { CampaignDetail, CampaignGoods } from '~/shared/api/marketing-types'
import { campaignSaveSchema } from '~/shared/schemas/marketing'
import { GoodsPicker } from './GoodsPicker'
import { ImageField } from './ImageField'
import { PublishPanel } from './PublishPanel'
import { SharePreview } from './SharePreview'

// The editor (Tiptap/ProseMirror) loads with this page only, in its own chunk.
const BlockEditor = lazy(() => import('./BlockEditor').then((m) => ({ default: m.BlockEditor })))

const route = getRouteApi('/admin/marketing/campaigns/$prmtNo')

interface Draft {
  title: string
  subtitle: string
  description: string
  keywords: string
  themeColor: string
  dcRate: string
  imgSrc: string
  mobileImgSrc: string
  startAt: string
  endAt: string
  ogTitle: string
  ogDescription: string
  ogImgSrc: string
  docJson: string
  contentHtml: string
  goods: CampaignGoods[]
}

const draftOf = (d: CampaignDetail): Draft => ({
  title: d.title,
  subtitle: d.subtitle,
  description: d.description,
  keywords: d.keywords,
  themeColor: d.themeColor,
  dcRate: String(d.dcRate),
  imgSrc: d.imgSrc,
  mobileImgSrc: d.mobileImgSrc,
  startAt: isoToSeoulLocal(d.startAt),
  endAt: isoToSeoulLocal(d.endAt),
  ogTitle: d.ogTitle,
  ogDescription: d.ogDescription,
  ogImgSrc: d.ogImgSrc,
  docJson: d.docJson,
  contentHtml: d.contentHtml,
  goods: d.goods,
})

/** One campaign page: the form and block editor on the left, the share cards and publishing on the right. */
export function CampaignEditor() {
  const { prmtNo } = route.useParams()
  const q = useQuery({ ...consoleQueries.get<CampaignDetail>(`/marketing/campaigns/${prmtNo}`), staleTime: Infinity })
  if (q.isError) return <QueryError title="기획전을 불러오지 못했습니다." error={q.error} onRetry={() => q.refetch()} />
  if (!q.data) return <div className="skeleton h-[32rem] rounded-xl" aria-label="기획전을 불러오는 중" />
  // Remount on a new version (after a reload), so the form and the editor start from what is saved.
  return <EditorBody key={`${q.data.id}:${q.data.version}`} data={q.data} reload={() => void q.refetch()} />
}

function EditorBody({ data, reload }: { data: CampaignDetail; reload: () => void }) {
  const qc = useQueryClient()
  const [draft, setDraft] = useState<Draft>(() => draftOf(data))
  const [dirty, setDirty] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [stale, setStale] = useState<StaleConflict | null>(null)
  const form = useSchemaForm(campaignSaveSchema)
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => {
    setDraft((d) => ({ ...d, [k]: v }))
    setDirty(true)
    setNotice(null)
  }
  useUnsavedWarning(dirty)

  const shelf = useMemo(() => draft.goods.map((g) => ({ goodsNo: g.goodsNo, name: g.name })), [draft.goods])
  const endIso = seoulLocalToIso(draft.endAt)
  const key = consoleQueries.get(`/marketing/campaigns/${data.id}`).queryKey

  const put = useConsoleSave<{ version: number }>({
    path: '/marketing/campaigns',
    no: data.id,
    refused: { stale: setStale, fields: form.setApiErrors, say: setNotice },
    invalidate: ['/marketing/campaigns', `/marketing/campaigns/${data.id}`],
    onSaved: () => setDirty(false),
  })
  const save = async (e?: FormEvent) => {
    e?.preventDefault()
    const body = form.validate({
      ...draft,
      version: data.version,
      dcRate: Number(draft.dcRate),
      goodsNos: draft.goods.map((g) => g.goodsNo),
    })
    if (!body) return setNotice('입력한 내용을 확인해 주세요.')
    await put.mutateAsync(body)
  }

  const step = async (action: CampaignAction) => {
    const r = await consoleCall<{ version: number }>(`/marketing/campaigns/${data.id}/state`, { json: { action, version: data.version } })
    if (!r.ok) return sayRefusal(r.error, { stale: setStale, say: setNotice }, '처리하지 못했습니다.')
    void qc.invalidateQueries({ queryKey: consoleQueries.path('/marketing/campaigns') })
    await qc.invalidateQueries({ queryKey: key })
  }

  const { text: input } = fieldKit<keyof Draft & string>(
    'c',
    form.error,
    (k) => draft[k] as string,
    (k, x) => set(k, x as never),
  )

  return (
    <div>
      <nav aria-label="위치" className="mb-2 text-sm">
        <Link to="/admin/marketing/campaigns" className="text-brand-800 underline">
          기획전 페이지
        </Link>{' '}
        › {data.title}
      </nav>
      {stale ? (
        <div className="mb-4">
          <StaleNotice conflict={stale} onReload={reload} />
        </div>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_360px]">
        <form onSubmit={(e) => void save(e)} noValidate className="min-w-0 space-y-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h1 className="text-xl font-bold">기획전 편집</h1>
            <div className="flex items-center gap-2">
              <SaveState saving={put.isPending} dirty={dirty} updatedAt={data.updatedAt} />
              <button type="submit" className={btn.smallPrimary} disabled={put.isPending || !dirty}>
                저장
              </button>
            </div>
          </div>
          <FormNotice notice={notice} />
          <fieldset className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 md:grid-cols-2">
            <legend className="px-1 text-sm font-bold">기본 정보</legend>
            {input('title', '제목', { max: 60 })}
            {input('subtitle', '부제목', { max: 100 })}
            <div className="md:col-span-2">{input('description', '요약 설명', { max: 300 })}</div>
            {input('keywords', '태그 (쉼표로 구분)', { max: 200 })}
            <div className="grid grid-cols-2 gap-3">
              {input('dcRate', '최대 할인율(%)', { type: 'number' })}
              {input('themeColor', '대표 색 (#RRGGBB)', { max: 7 })}
            </div>
            {input('startAt', '시작 일시 (한국 시간)', { type: 'datetime-local' })}
            {input('endAt', '종료 일시 (한국 시간)', { type: 'datetime-local' })}
            <ImageField label="대표 이미지 (PC)" value={draft.imgSrc} onChange={(v) => set('imgSrc', v)} error={form.error('imgSrc')} />
            <ImageField
              label="모바일 이미지"
              value={draft.mobileImgSrc}
              onChange={(v) => set('mobileImgSrc', v)}
              error={form.error('mobileImgSrc')}
            />
          </fieldset>
          <section aria-labelledby="body-title">
            <h2 id="body-title" className="mb-2 text-base font-bold">
              본문
            </h2>
            <Suspense fallback={<div className="skeleton h-96 rounded-xl" aria-label="편집기를 불러오는 중" />}>
              <BlockEditor
                initialJson={data.docJson}
                initialHtml={data.contentHtml}
                shelf={shelf}
                endText={endIso ? seoulText(endIso) : ''}
                onChange={(json, html) => {
                  setDraft((d) => ({ ...d, docJson: json, contentHtml: html }))
                  setDirty(true)
                }}
              />
            </Suspense>
            {form.error('contentHtml') ? (
              <p role="alert" className="mt-1 text-xs text-accent">
                {form.error('contentHtml')}
              </p>
            ) : null}
          </section>
          <GoodsPicker value={draft.goods} onChange={(g) => set('goods', g)} />
          <fieldset className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 md:grid-cols-2">
            <legend className="px-1 text-sm font-bold">공유 태그 (비워 두면 제목·요약·대표 이미지)</legend>
            {input('ogTitle', '공유 제목', { max: 100 })}
            {input('ogDescription', '공유 설명', { max: 300 })}
            <ImageField
              label="공유 이미지 (1200×630 권장)"
              value={draft.ogImgSrc}
              onChange={(v) => set('ogImgSrc', v)}
              error={form.error('ogImgSrc')}
            />
          </fieldset>
        </form>
        <aside className="space-y-6" aria-label="게시와 공유 미리보기">
          <PublishPanel data={data} dirty={dirty} onStep={step} />
          <SharePreview
            title={draft.ogTitle || draft.title}
            description={draft.ogDescription || draft.description || draft.subtitle}
            imageSrc={draft.ogImgSrc || draft.imgSrc}
            url={`${typeof window === 'undefined' ? '' : window.location.origin}${campaignPath(data)}`}
          />
        </aside>
      </div>
    </div>
  )
}
