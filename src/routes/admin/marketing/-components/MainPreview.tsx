import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Suspense, useMemo, useState, type FormEvent } from 'react'
import { btn } from '~/client/components/ui'
import { consoleCall } from '~/client/console/api'
import { dense } from '~/client/console/Filters'
import { mainQueries } from '~/client/queries/main'
import { isoToSeoulLocal, seoulText } from '~/shared/admin/campaign'
import type { MainPreviewAnswer } from '~/shared/api/marketing-types'
import { mainSections } from '~/shared/main-page'
import { MainPage } from '../../../main/-components/MainPage'

/**
 * /main as a guest will see it at a chosen Seoul time: the console API answers the shop's own main-page queries at
 * that time, and the shop's own MainPage renders them from a query cache of its own (nothing is fetched from the
 * shop API, so today's data cannot leak in). Not interactive (inert): it is a picture of the page.
 */
export function MainPreview({ goodsType }: { goodsType: string }) {
  const [at, setAt] = useState(() => isoToSeoulLocal(new Date(Date.now() + 86_400_000).toISOString()).slice(0, 11) + '10:00')
  const [data, setData] = useState<MainPreviewAnswer | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const show = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    setError(null)
    const r = await consoleCall<MainPreviewAnswer>('/marketing/main-preview', { query: { at, goodsType } })
    setBusy(false)
    if (r.ok) setData(r.data)
    else setError(r.error.errors[0]?.reason ?? '미리보기를 불러오지 못했습니다.')
  }
  const client = useMemo(() => {
    if (!data) return null
    const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, enabled: false } } })
    qc.setQueryData(mainQueries.banners(data.goodsType).queryKey, data.banners)
    qc.setQueryData(mainQueries.page(data.goodsType).queryKey, mainSections(data.page))
    // Popups open as dialogs over the whole window: listed beside the picture instead of drawn in it.
    qc.setQueryData(mainQueries.topBanner().queryKey, { ...data.topBanner, popups: [] })
    return qc
  }, [data])
  return (
    <section aria-labelledby="main-preview-title" className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="main-preview-title" className="text-base font-bold">
        /main 미리보기
      </h2>
      <form onSubmit={(e) => void show(e)} className="mt-2 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="preview-at" className={dense.label}>
            미리볼 시각 (한국 시간)
          </label>
          <input id="preview-at" type="datetime-local" className={dense.input} value={at} onChange={(e) => setAt(e.target.value)} />
        </div>
        <button type="submit" className={btn.smallPrimary} disabled={busy}>
          {busy ? '불러오는 중…' : '이 시각으로 보기'}
        </button>
      </form>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-accent">
          {error}
        </p>
      ) : null}
      {data && client ? (
        <div className="mt-3">
          <p className="mb-2 text-xs text-gray-600" role="status">
            {seoulText(data.at)} 기준 · 메인 배너 {data.banners.mainBanners.length}개 · 서브 배너 {data.banners.subBanners.length}개 · 팝업{' '}
            {data.topBanner.popups.length ? data.topBanner.popups.map((p) => p.popupNm).join(', ') : '없음'}
          </p>
          <div
            className="max-h-[640px] overflow-auto rounded-lg border border-gray-300"
            style={{ transform: 'translateZ(0)' }}
            data-testid="main-preview"
          >
            {/* inert: a picture of the page, no links or buttons to follow */}
            {/* keyed by the time: a query observer keeps the client it was made with, so each answer mounts anew */}
            <div inert key={`${data.at}|${data.goodsType}`}>
              <QueryClientProvider client={client}>
                <Suspense fallback={<div className="skeleton h-96" />}>
                  <MainPage goodsType={data.goodsType} />
                </Suspense>
              </QueryClientProvider>
            </div>
          </div>
        </div>
      ) : (
        <p className="mt-3 text-sm text-gray-600">
          시각을 고르면 그때 고객이 볼 메인 화면을 보여 드려요. 예약한 배너가 그 시각에 나오는지 확인해 보세요.
        </p>
      )}
    </section>
  )
}
