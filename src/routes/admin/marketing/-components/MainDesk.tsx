import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useEffect, useState, type DragEvent, type FormEvent } from 'react'
import { Badge, btn } from '~/client/components/ui'
import { useDialog } from '~/client/components/Dialogs'
import { consoleCall } from '~/client/console/api'
import { dense } from '~/client/console/Filters'
import { consoleQueries } from '~/client/console/queries'
import { QueryError } from '~/client/console/QueryError'
import { isStale, StaleNotice } from '~/client/console/StaleNotice'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { isoToSeoulLocal, seoulText } from '~/shared/admin/campaign'
import type { StaleConflict } from '~/shared/admin/stale'
import type { BannerItem, BannerListAnswer } from '~/shared/api/marketing-types'
import { GOODS_TYPES } from '~/shared/codes'
import { AUDIENCE_LABELS, AUDIENCES, BANNER_TYPE_LABELS, BANNER_TYPES, bannerCreateSchema } from '~/shared/schemas/marketing'
import type { Audience } from '~/shared/api/types'
import { ImageField } from './ImageField'
import { MainPreview } from './MainPreview'

const route = getRouteApi('/admin/marketing/main')
const WHEN: Record<BannerItem['when'], [string, 'brand' | 'blue' | 'gray']> = {
  live: ['게시 중', 'brand'],
  upcoming: ['예약', 'blue'],
  ended: ['종료', 'gray'],
}

/**
 * The main page desk: the banners of one kind (main banners per goods type, sub banners, the top strip) in their
 * order — drag a row, or move it with ↑/↓ (the keyboard way), then save the order in one batch — a form to add or
 * edit one (PC and mobile images, link, period in Seoul time), and /main at a chosen time.
 */
export function MainDesk() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const type = search.type ?? 'MAIN'
  const goodsType = search.goodsType ?? '01'
  const q = useQuery(
    consoleQueries.get<BannerListAnswer>('/marketing/banners', { type, goodsType: type === 'MAIN' ? goodsType : undefined }),
  )
  const [editing, setEditing] = useState<BannerItem | 'new' | null>(null)
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-xl font-bold">메인 화면</h1>
        <p className="text-sm text-gray-600">
          배너의 게시 기간과 순서를 정하고, 원하는 시각의 메인 화면을 미리 봅니다. 시간은 모두 한국 시간입니다.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div role="tablist" aria-label="배너 종류" className="flex gap-1">
          {BANNER_TYPES.map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              aria-selected={t === type}
              className={t === type ? btn.smallPrimary : btn.small}
              onClick={() => navigate({ search: (s) => ({ ...s, type: t }) })}
            >
              {BANNER_TYPE_LABELS[t]}
            </button>
          ))}
        </div>
        {type === 'MAIN' ? (
          <div>
            <label htmlFor="m-goods-type" className={dense.label}>
              상품 종류
            </label>
            <select
              id="m-goods-type"
              className={dense.select}
              value={goodsType}
              onChange={(e) => navigate({ search: (s) => ({ ...s, goodsType: e.target.value as typeof goodsType }) })}
            >
              {GOODS_TYPES.filter((g) => g.code !== '05').map((g) => (
                <option key={g.code} value={g.code}>
                  {g.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="button" className={btn.small} onClick={() => setEditing('new')}>
          배너 추가
        </button>
      </div>
      {editing ? (
        <BannerForm
          key={editing === 'new' ? 'new' : `${editing.bannerNo}:${editing.version}`}
          type={type}
          goodsType={goodsType}
          banner={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {q.isError ? (
        <QueryError title="배너를 불러오지 못했습니다." error={q.error} onRetry={() => q.refetch()} />
      ) : !q.data ? (
        <div className="skeleton h-48 rounded-xl" aria-label="배너를 불러오는 중" />
      ) : (
        <BannerOrder key={q.data.banners.map((b) => `${b.bannerNo}:${b.version}`).join()} banners={q.data.banners} onEdit={setEditing} />
      )}
      <MainPreview goodsType={goodsType} />
    </div>
  )
}

function BannerOrder({ banners, onEdit }: { banners: BannerItem[]; onEdit: (b: BannerItem) => void }) {
  const qc = useQueryClient()
  const dialog = useDialog()
  const [rows, setRows] = useState(banners)
  const [drag, setDrag] = useState<number | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [stale, setStale] = useState<StaleConflict | null>(null)
  const moved = rows.some((r, i) => r.bannerNo !== banners[i]?.bannerNo)
  const refresh = () => qc.invalidateQueries({ queryKey: consoleQueries.path('/marketing/banners') })
  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return
    const next = [...rows]
    const [r] = next.splice(from, 1)
    next.splice(to, 0, r!)
    setRows(next)
    setMessage(`${r!.name}: ${to + 1}번째로 옮겼어요. 순서 저장을 눌러 주세요.`)
  }
  const saveOrder = async () => {
    const r = await consoleCall('/marketing/banners/order', {
      json: { items: rows.map((b) => ({ bannerNo: b.bannerNo, version: b.version })) },
    })
    if (!r.ok) return setMessage(r.error.errors[0]?.reason ?? '순서를 저장하지 못했습니다.')
    setMessage('순서를 저장했어요.')
    await refresh()
  }
  const remove = async (b: BannerItem) => {
    if (!(await dialog.confirm(`'${b.name}' 배너를 삭제할까요? 메인 화면에서 바로 사라집니다.`, { confirmLabel: '삭제' }))) return
    const r = await consoleCall(`/marketing/banners/${b.bannerNo}`, { method: 'DELETE', query: { version: b.version } })
    if (!r.ok) {
      if (isStale(r.error)) return setStale(r.error)
      return setMessage(r.error.errors[0]?.reason ?? '삭제하지 못했습니다.')
    }
    await refresh()
  }
  if (!rows.length)
    return (
      <p className="rounded-xl bg-gray-50 p-6 text-center text-sm text-gray-600">
        이 종류의 배너가 아직 없어요. ‘배너 추가’로 만들어 주세요.
      </p>
    )
  return (
    <section aria-labelledby="banner-order-title" className="rounded-xl border border-gray-200 bg-white p-4">
      {stale ? <StaleNotice conflict={stale} onReload={() => void refresh().then(() => setStale(null))} /> : null}
      <div className="flex items-center justify-between">
        <h2 id="banner-order-title" className="text-base font-bold">
          노출 순서 <span className="text-xs font-normal text-gray-600">끌어서 옮기거나 ↑·↓ 버튼으로 옮겨요</span>
        </h2>
        <button type="button" className={btn.smallPrimary} disabled={!moved} onClick={() => void saveOrder()}>
          순서 저장
        </button>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {message ?? ''}
      </p>
      {message ? <p className="mt-1 text-xs text-gray-700">{message}</p> : null}
      <ol className="mt-3 space-y-2">
        {rows.map((b, i) => (
          <li
            key={b.bannerNo}
            draggable
            onDragStart={() => setDrag(i)}
            onDragOver={(e: DragEvent) => e.preventDefault()}
            onDrop={() => (drag === null ? undefined : (move(drag, i), setDrag(null)))}
            className={`flex items-center gap-3 rounded-lg border p-2 ${drag === i ? 'border-brand-600 bg-brand-50' : 'border-gray-200'}`}
            data-testid="banner-row"
          >
            <span className="w-5 cursor-grab text-center text-gray-500" aria-hidden>
              ⠿
            </span>
            <img src={b.imgSrc} alt="" width={120} height={40} className="h-10 w-28 rounded bg-gray-100 object-cover" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold">
                {b.name} <Badge tone={WHEN[b.when][1]}>{WHEN[b.when][0]}</Badge>
                {b.audience !== 'ALL' ? <Badge tone="gray">{AUDIENCE_LABELS[b.audience]}</Badge> : null}
              </p>
              <p className="text-xs text-gray-600 tabular-nums">
                {seoulText(b.startAt)} ~ {seoulText(b.endAt)}
                {b.goodsType ? '' : b.type === 'MAIN' ? ' · 모든 상품 종류' : ''}
              </p>
            </div>
            <button type="button" className={btn.small} disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`${b.name} 위로`}>
              ↑
            </button>
            <button
              type="button"
              className={btn.small}
              disabled={i === rows.length - 1}
              onClick={() => move(i, i + 1)}
              aria-label={`${b.name} 아래로`}
            >
              ↓
            </button>
            <button type="button" className={btn.small} onClick={() => onEdit(b)}>
              수정
            </button>
            <button type="button" className={btn.small} onClick={() => void remove(b)}>
              삭제
            </button>
          </li>
        ))}
      </ol>
    </section>
  )
}

function BannerForm({
  type,
  goodsType,
  banner,
  onDone,
}: {
  type: string
  goodsType: string
  banner: BannerItem | null
  onDone: () => void
}) {
  const qc = useQueryClient()
  const form = useSchemaForm(bannerCreateSchema)
  const tomorrow = isoToSeoulLocal(new Date(Date.now() + 86_400_000).toISOString()).slice(0, 11)
  const [v, setV] = useState({
    name: banner?.name ?? '',
    description: banner?.description ?? '',
    imgSrc: banner?.imgSrc ?? '',
    mobileImgSrc: banner?.mobileImgSrc ?? '',
    linkUrl: banner?.linkUrl ?? '',
    bgColor: banner?.bgColor ?? '#ffffff',
    startAt: banner ? isoToSeoulLocal(banner.startAt) : `${tomorrow}00:00`,
    endAt: banner ? isoToSeoulLocal(banner.endAt) : `${tomorrow}23:59`,
    audience: (banner?.audience ?? 'ALL') as Audience,
  })
  const [stale, setStale] = useState<StaleConflict | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  useEffect(() => setFailed(null), [v])
  const set = (k: keyof typeof v, x: string) => setV((p) => ({ ...p, [k]: x }))
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const body = form.validate({ ...v, type, goodsType: type === 'MAIN' ? goodsType : undefined })
    if (!body) return
    const { type: _t, goodsType: _g, ...fields } = body
    const r = banner
      ? await consoleCall(`/marketing/banners/${banner.bannerNo}`, { method: 'PUT', json: { ...fields, version: banner.version } })
      : await consoleCall('/marketing/banners', { json: body })
    if (!r.ok) {
      if (isStale(r.error)) return setStale(r.error)
      form.setApiErrors(r.error.errors)
      return setFailed(r.error.errors[0]?.reason ?? '저장하지 못했습니다.')
    }
    await qc.invalidateQueries({ queryKey: consoleQueries.path('/marketing/banners') })
    onDone()
  }
  const field = (k: keyof typeof v, label: string, type = 'text') => (
    <div>
      <label htmlFor={`b-${k}`} className={dense.label}>
        {label}
      </label>
      <input
        id={`b-${k}`}
        type={type}
        className={`${dense.input} w-full`}
        value={v[k]}
        onChange={(e) => set(k, e.target.value)}
        aria-invalid={!!form.error(k)}
        aria-describedby={form.error(k) ? `b-${k}-error` : undefined}
      />
      {form.error(k) ? (
        <p id={`b-${k}-error`} role="alert" className="mt-1 text-xs text-accent">
          {form.error(k)}
        </p>
      ) : null}
    </div>
  )
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3 rounded-xl border border-brand-200 bg-white p-4">
      <h2 className="text-base font-bold">{banner ? `배너 수정: ${banner.name}` : `${BANNER_TYPE_LABELS[type as 'MAIN']} 추가`}</h2>
      {stale ? <StaleNotice conflict={stale} onReload={onDone} /> : null}
      <div className="grid gap-3 md:grid-cols-2">
        {field('name', '배너 이름')}
        {field('linkUrl', '링크 (/로 시작하는 사이트 안 주소)')}
        {field('description', '설명')}
        {field('bgColor', '배경색 (#RRGGBB)')}
        {field('startAt', '게시 시작 (한국 시간)', 'datetime-local')}
        {field('endAt', '게시 종료 (한국 시간)', 'datetime-local')}
        <div>
          <label htmlFor="b-audience" className={dense.label}>
            보여줄 대상
          </label>
          <select
            id="b-audience"
            className={`${dense.input} w-full`}
            value={v.audience}
            onChange={(e) => set('audience', e.target.value)}
            aria-describedby="b-audience-hint"
          >
            {AUDIENCES.map((a) => (
              <option key={a} value={a}>
                {AUDIENCE_LABELS[a]}
              </option>
            ))}
          </select>
          <p id="b-audience-hint" className="mt-1 text-xs text-gray-600">
            가입 혜택 배너는 &lsquo;비회원만&rsquo;으로 두면 회원과 가맹점주에게는 보이지 않습니다.
          </p>
        </div>
        <ImageField label="PC 이미지" value={v.imgSrc} onChange={(x) => set('imgSrc', x)} error={form.error('imgSrc')} />
        <ImageField
          label="모바일 이미지"
          value={v.mobileImgSrc}
          onChange={(x) => set('mobileImgSrc', x)}
          error={form.error('mobileImgSrc')}
        />
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-accent">
          {failed}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className={btn.smallPrimary}>
          저장
        </button>
        <button type="button" className={btn.small} onClick={onDone}>
          닫기
        </button>
      </div>
    </form>
  )
}
