import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { Badge, btn, type BadgeTone } from '~/client/components/ui'
import { useDialog } from '~/client/components/Dialogs'
import { consoleCall } from '~/client/console/api'
import { PagedTable, type Col } from '~/client/console/DataTable'
import { dense } from '~/client/console/Filters'
import { consoleQueries } from '~/client/console/queries'
import { sayRefusal, StaleNotice } from '~/client/console/StaleNotice'
import { Tabs } from '~/client/console/Tabs'
import { fieldAria, fieldKit } from '~/client/console/Field'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { isoToSeoulLocal, seoulText } from '~/shared/admin/campaign'
import type { StaleConflict } from '~/shared/admin/stale'
import type { DealAdmin, DealGoodsOption } from '~/shared/api/console-goods-types'
import { formatNumber } from '~/shared/format'
import { DEAL_STATES, dealSaveSchema } from '~/shared/schemas/console-catalogue'
import { GoodsFinder } from '../../-components/GoodsFinder'
import { DeskHeader, EditForm, GoodsCell, useDeskSave } from '../../-components/DeskParts'

const route = getRouteApi('/admin/goods/deals')
const STATE_TABS: Record<(typeof DEAL_STATES)[number], string> = { all: '전체', running: '진행 중', scheduled: '예정', ended: '종료' }
const STATE_BADGE: Record<DealAdmin['state'], [string, BadgeTone]> = {
  running: ['진행 중', 'brand'],
  soldout: ['한정 수량 소진', 'accent'],
  scheduled: ['예정', 'blue'],
  ended: ['종료', 'gray'],
}
const pct = (sale: number, deal: number) => (sale > 0 ? Math.floor(((sale - deal) / sale) * 100) : 0)

/**
 * Time deals: a deal price for one goods in a window (Seoul time), optionally up to a stock cap. Saving shows it on
 * /main's deal shelf and on the goods' cards at once; the cap is counted by the orders themselves (never oversold).
 */
export function DealDesk() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const state = search.state ?? 'all'
  const page = search.page ?? 1
  const q = useQuery(consoleQueries.list<DealAdmin>('/goods/deals', { state, page }))
  const [editing, setEditing] = useState<DealAdmin | 'new' | null>(null)
  const qc = useQueryClient()
  const dialog = useDialog()
  const [stale, setStale] = useState<StaleConflict | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const refresh = () => qc.invalidateQueries({ queryKey: consoleQueries.path('/goods/deals') })
  const end = async (d: DealAdmin) => {
    const ok = await dialog.confirm(
      `'${d.goodsNm}' 타임딜을 지금 종료할까요? 메인 화면과 상품 카드에서 바로 내려가고, 판매가로 돌아갑니다.`,
      {
        confirmLabel: '종료',
      },
    )
    if (!ok) return
    const r = await consoleCall<DealAdmin>(`/goods/deals/${d.dealNo}/end`, { json: { version: d.version } })
    if (!r.ok) return sayRefusal(r.error, { stale: setStale, say: setMessage }, '종료하지 못했습니다.')
    setMessage(`'${d.goodsNm}' 타임딜을 종료했습니다.`)
    await refresh()
  }
  const columns: Col<DealAdmin>[] = [
    {
      id: 'goods',
      header: '상품',
      cell: (d) => (
        <GoodsCell
          imgSrc={d.imgSrc}
          name={<p className="font-semibold text-gray-900">{d.goodsNm}</p>}
          sub={`${d.goodsNo}${d.goodsDisplayYn === 'N' ? ' · 상품 숨김' : ''}`}
        />
      ),
    },
    {
      id: 'price',
      header: '타임딜 가격',
      className: 'text-right whitespace-nowrap tabular-nums',
      cell: (d) => (
        <>
          <span className="font-semibold">{formatNumber(d.dealPrice)}원</span>{' '}
          <span className="text-xs font-semibold text-accent">{pct(d.salePrice, d.dealPrice)}%</span>
          <span className="block text-xs text-gray-600">판매가 {formatNumber(d.salePrice)}원</span>
        </>
      ),
    },
    {
      id: 'window',
      header: '기간 (한국 시간)',
      className: 'whitespace-nowrap tabular-nums text-xs',
      cell: (d) => (
        <>
          {seoulText(d.startAt)}
          <br />~ {seoulText(d.endAt)}
        </>
      ),
    },
    {
      id: 'cap',
      header: '판매 / 한정 수량',
      className: 'text-right whitespace-nowrap tabular-nums',
      cell: (d) =>
        d.stockCap == null ? `${formatNumber(d.soldQtt)} / 제한 없음` : `${formatNumber(d.soldQtt)} / ${formatNumber(d.stockCap)}`,
    },
    { id: 'state', header: '상태', cell: (d) => <Badge tone={STATE_BADGE[d.state][1]}>{STATE_BADGE[d.state][0]}</Badge> },
    {
      id: 'actions',
      header: '관리',
      className: 'whitespace-nowrap',
      cell: (d) =>
        d.state === 'ended' ? (
          <span className="text-xs text-gray-600">{d.updBy ? `${d.updBy} 수정` : ''}</span>
        ) : (
          <div className="flex gap-1">
            <button type="button" className={btn.small} onClick={() => setEditing(d)} aria-label={`${d.goodsNm} 타임딜 수정`}>
              수정
            </button>
            <button type="button" className={btn.small} onClick={() => void end(d)} aria-label={`${d.goodsNm} 타임딜 종료`}>
              종료
            </button>
          </div>
        ),
    },
  ]
  return (
    <div className="space-y-4">
      <DeskHeader
        title="타임딜"
        lead="가격·기간(한국 시간)·한정 수량을 정하면 메인 화면의 타임딜과 상품 카드에 바로 나옵니다. 한정 수량은 주문이 들어올 때마다 정확히 셉니다."
        action="타임딜 만들기"
        onAction={() => setEditing('new')}
      />
      {editing ? (
        <DealForm
          key={editing === 'new' ? 'new' : `${editing.dealNo}:${editing.version}`}
          deal={editing === 'new' ? null : editing}
          onDone={(msg) => {
            setEditing(null)
            if (msg) setMessage(msg)
            void refresh()
          }}
        />
      ) : null}
      <Tabs
        label="타임딜 상태"
        options={STATE_TABS}
        value={state}
        onChange={(s) => navigate({ search: (x) => ({ ...x, state: s === 'all' ? undefined : s, page: undefined }) })}
      />
      {stale ? <StaleNotice conflict={stale} onReload={() => void refresh().then(() => setStale(null))} /> : null}
      <p role="status" aria-live="polite" className={message ? 'text-sm text-gray-700' : 'sr-only'}>
        {message ?? ''}
      </p>
      <PagedTable
        query={q}
        errorTitle="타임딜 목록을 불러오지 못했습니다."
        caption="타임딜 목록"
        columns={columns}
        page={page}
        rowKey={(d) => d.dealNo}
        onPage={(p) => navigate({ search: (x) => ({ ...x, page: p }) })}
        empty={<p>이 상태의 타임딜이 없습니다. ‘타임딜 만들기’로 새 타임딜을 열어 주세요.</p>}
      />
    </div>
  )
}

function DealForm({ deal, onDone }: { deal: DealAdmin | null; onDone: (message?: string) => void }) {
  const form = useSchemaForm(dealSaveSchema)
  const hourAhead = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000)
  const [goods, setGoods] = useState<DealGoodsOption | null>(
    deal
      ? { goodsNo: deal.goodsNo, goodsNm: deal.goodsNm, salePrice: deal.salePrice, customerPrice: deal.customerPrice, imgSrc: deal.imgSrc }
      : null,
  )
  const [v, setV] = useState({
    dealPrice: deal ? String(deal.dealPrice) : '',
    startAt: deal ? isoToSeoulLocal(deal.startAt) : isoToSeoulLocal(hourAhead.toISOString()),
    endAt: deal ? isoToSeoulLocal(deal.endAt) : isoToSeoulLocal(new Date(hourAhead.getTime() + 24 * 3_600_000).toISOString()),
    capped: deal ? deal.stockCap != null : true,
    stockCap: deal?.stockCap != null ? String(deal.stockCap) : '100',
  })
  const set = <K extends keyof typeof v>(k: K, x: (typeof v)[K]) => setV((p) => ({ ...p, [k]: x }))
  const price = Number(v.dealPrice)
  const { save, stale, failed } = useDeskSave<DealAdmin>('/goods/deals', deal?.dealNo ?? null, form.setApiErrors, (saved) =>
    onDone(`'${saved.goodsNm}' 타임딜을 ${deal ? '고쳤습니다' : '만들었습니다'}. 메인 화면에 바로 반영됩니다.`),
  )
  const { text } = fieldKit<'dealPrice' | 'startAt' | 'endAt'>('d', form.error, (k) => v[k], set)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    await save(
      form.validate({
        ...(deal ? { version: deal.version } : {}),
        goodsNo: goods?.goodsNo ?? '',
        dealPrice: v.dealPrice === '' ? NaN : price,
        startAt: v.startAt,
        endAt: v.endAt,
        stockCap: v.capped ? (v.stockCap === '' ? NaN : Number(v.stockCap)) : null,
      }),
    )
  }
  return (
    <EditForm
      title={deal ? `타임딜 수정: ${deal.goodsNm}` : '새 타임딜'}
      onSubmit={submit}
      onClose={() => onDone()}
      failed={failed}
      stale={stale}
      cols={4}
      submitLabel={deal ? '저장' : '타임딜 열기'}
      top={
        <GoodsChooser value={goods} onChange={setGoods} locked={!!deal && deal.soldQtt > 0} error={form.error('goodsNo') ?? undefined} />
      }
    >
      {text('dealPrice', '타임딜 가격 (원)', {
        numeric: true,
        hint:
          goods && price > 0 && price < goods.salePrice ? (
            <>
              판매가 {formatNumber(goods.salePrice)}원에서 <strong className="text-accent">{pct(goods.salePrice, price)}%</strong> 할인
            </>
          ) : null,
      })}
      {text('startAt', '시작 (한국 시간)', { type: 'datetime-local' })}
      {text('endAt', '종료 (한국 시간)', { type: 'datetime-local' })}
      <fieldset>
        <legend className={dense.label}>한정 수량</legend>
        <div className="flex items-center gap-2">
          <label className="flex items-center gap-1 text-sm">
            <input type="checkbox" checked={v.capped} onChange={(e) => set('capped', e.target.checked)} />
            정하기
          </label>
          <label htmlFor="d-stockCap" className="sr-only">
            한정 수량 (개)
          </label>
          <input
            {...fieldAria('d-stockCap', form.error('stockCap'))}
            inputMode="numeric"
            disabled={!v.capped}
            className={`${dense.input} w-24 tabular-nums disabled:bg-gray-100`}
            value={v.capped ? v.stockCap : ''}
            placeholder={v.capped ? '' : '제한 없음'}
            onChange={(e) => set('stockCap', e.target.value.replace(/[^\d]/g, ''))}
          />
          <span className="text-sm text-gray-700">개</span>
        </div>
        {form.error('stockCap') ? (
          <p id="d-stockCap-error" role="alert" className="mt-1 text-xs text-accent">
            {form.error('stockCap')}
          </p>
        ) : null}
        {deal && deal.soldQtt > 0 ? (
          <p className="mt-1 text-xs text-gray-600">지금까지 {formatNumber(deal.soldQtt)}개 팔렸습니다.</p>
        ) : null}
      </fieldset>
    </EditForm>
  )
}

/** The goods of a deal: searched by name or number among displayed goods sold online (lenses are reservation-only). */
function GoodsChooser({
  value,
  onChange,
  locked,
  error,
}: {
  value: DealGoodsOption | null
  onChange: (g: DealGoodsOption | null) => void
  locked: boolean
  error?: string
}) {
  if (value)
    return (
      <div className="flex items-center gap-3 rounded-lg bg-gray-50 p-2">
        <img src={value.imgSrc} alt="" width={44} height={44} className="size-11 rounded border border-gray-200 bg-white object-contain" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="truncate font-semibold">{value.goodsNm}</p>
          <p className="text-xs text-gray-600 tabular-nums">
            {value.goodsNo} · 판매가 {formatNumber(value.salePrice)}원
          </p>
        </div>
        {locked ? (
          <span className="text-xs text-gray-600">판매된 타임딜은 상품을 바꿀 수 없습니다</span>
        ) : (
          <button type="button" className={btn.small} onClick={() => onChange(null)}>
            다른 상품
          </button>
        )}
      </div>
    )
  return (
    <GoodsFinder
      id="d-goodsNo"
      label="상품 (상품명 또는 상품 번호)"
      search={(q) => consoleCall<DealGoodsOption[]>('/goods/deals/goods', { query: { q } })}
      action={() => ({ text: '고르기' })}
      onPick={(g: DealGoodsOption) => onChange(g)}
      emptyText="찾는 상품이 없습니다. 전시 중이고 택배·매장 수령으로 파는 상품만 고를 수 있습니다."
      error={error}
    />
  )
}
