import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { Badge, btn } from '~/client/components/ui'
import { consoleCall } from '~/client/console/api'
import { dense } from '~/client/console/Filters'
import { consoleQueries } from '~/client/console/queries'
import { QueryError } from '~/client/console/QueryError'
import { Tabs } from '~/client/console/Tabs'
import { fieldKit } from '~/client/console/Field'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { isoToSeoulLocal, seoulText } from '~/shared/admin/campaign'
import type { BannerItem, BannerListAnswer } from '~/shared/api/marketing-types'
import { GOODS_TYPES } from '~/shared/codes'
import { AUDIENCE_LABELS, AUDIENCES, BANNER_TYPE_LABELS, bannerCreateSchema } from '~/shared/schemas/marketing'
import type { Audience } from '~/shared/api/types'
import { EditForm, useDeskSave, useRemove } from '../../-components/DeskParts'
import { OrderedRows } from '../../-components/OrderedRows'
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
  const qc = useQueryClient()
  const refresh = () => qc.invalidateQueries({ queryKey: consoleQueries.path('/marketing/banners') })
  const remove = useRemove<BannerItem>(
    (b) => `/marketing/banners/${b.bannerNo}`,
    (b) => `'${b.name}' 배너를 삭제할까요? 메인 화면에서 바로 사라집니다.`,
    refresh,
  )
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-xl font-bold">메인 화면</h1>
        <p className="text-sm text-gray-600">
          배너의 게시 기간과 순서를 정하고, 원하는 시각의 메인 화면을 미리 봅니다. 시간은 모두 한국 시간입니다.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Tabs
          label="배너 종류"
          options={BANNER_TYPE_LABELS}
          value={type}
          onChange={(t) => navigate({ search: (s) => ({ ...s, type: t }) })}
        />
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
          onDone={() => {
            setEditing(null)
            void refresh()
          }}
        />
      ) : null}
      {remove.notice}
      {q.isError ? (
        <QueryError title="배너를 불러오지 못했습니다." error={q.error} onRetry={() => q.refetch()} />
      ) : !q.data ? (
        <div className="skeleton h-48 rounded-xl" aria-label="배너를 불러오는 중" />
      ) : !q.data.banners.length ? (
        <p className="rounded-xl bg-gray-50 p-6 text-center text-sm text-gray-600">
          이 종류의 배너가 아직 없어요. ‘배너 추가’로 만들어 주세요.
        </p>
      ) : (
        <OrderedRows
          key={q.data.banners.map((b) => `${b.bannerNo}:${b.version}`).join()}
          title="노출 순서"
          rows={q.data.banners}
          saveOrder={(rows) =>
            consoleCall('/marketing/banners/order', { json: { items: rows.map((b) => ({ bannerNo: b.bannerNo, version: b.version })) } })
          }
          no={(b) => b.bannerNo}
          name={(b) => b.name}
          onSaved={refresh}
        >
          {(b) => (
            <div className="flex items-center gap-3">
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
              <button type="button" className={btn.small} onClick={() => setEditing(b)} aria-label={`${b.name} 수정`}>
                수정
              </button>
              <button type="button" className={btn.small} onClick={() => void remove.run(b, b.version)} aria-label={`${b.name} 삭제`}>
                삭제
              </button>
            </div>
          )}
        </OrderedRows>
      )}
      <MainPreview goodsType={goodsType} />
    </div>
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
  const { save, stale, failed } = useDeskSave('/marketing/banners', banner?.bannerNo ?? null, form.setApiErrors, onDone)
  const set = (k: keyof typeof v, x: string) => setV((p) => ({ ...p, [k]: x }))
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const body = form.validate({ ...v, type, goodsType: type === 'MAIN' ? goodsType : undefined })
    if (!body) return
    const { type: _t, goodsType: _g, ...fields } = body
    await save(banner ? { ...fields, version: banner.version } : body)
  }
  const { text: field, wrap, aria } = fieldKit<keyof typeof v>('b', form.error, (k) => v[k], set)
  return (
    <EditForm
      title={banner ? `배너 수정: ${banner.name}` : `${BANNER_TYPE_LABELS[type as 'MAIN']} 추가`}
      onSubmit={submit}
      onClose={onDone}
      failed={failed}
      stale={stale}
      cols={2}
    >
      {field('name', '배너 이름')}
      {field('linkUrl', '링크 (/로 시작하는 사이트 안 주소)')}
      {field('description', '설명')}
      {field('bgColor', '배경색 (#RRGGBB)')}
      {field('startAt', '게시 시작 (한국 시간)', { type: 'datetime-local' })}
      {field('endAt', '게시 종료 (한국 시간)', { type: 'datetime-local' })}
      {wrap(
        'audience',
        '보여줄 대상',
        <select
          {...aria('audience', true)}
          className={`${dense.input} w-full`}
          value={v.audience}
          onChange={(e) => set('audience', e.target.value)}
        >
          {AUDIENCES.map((a) => (
            <option key={a} value={a}>
              {AUDIENCE_LABELS[a]}
            </option>
          ))}
        </select>,
        <>가입 혜택 배너는 &lsquo;비회원만&rsquo;으로 두면 회원과 가맹점주에게는 보이지 않습니다.</>,
      )}
      <ImageField label="PC 이미지" value={v.imgSrc} onChange={(x) => set('imgSrc', x)} error={form.error('imgSrc')} />
      <ImageField
        label="모바일 이미지"
        value={v.mobileImgSrc}
        onChange={(x) => set('mobileImgSrc', x)}
        error={form.error('mobileImgSrc')}
      />
    </EditForm>
  )
}
