import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent } from 'react'
import { Badge, btn, FormError } from '~/client/components/ui'
import { useDialog } from '~/client/components/Dialogs'
import { useConsoleSave } from '~/client/console/useConsoleSave'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { dense } from '~/client/console/Filters'
import { QueryError } from '~/client/console/QueryError'
import { consoleQueries } from '~/client/console/queries'
import { StaleNotice } from '~/client/console/StaleNotice'
import type { StaleConflict } from '~/shared/admin/stale'
import type { GoodsAdminDetail, GoodsEditorOptions, GoodsSku } from '~/shared/api/console-goods-types'
import { formatServerTime } from '~/shared/format'
import { GOODS_ATTRIBUTES, SKU_FIELDS, SKU_LABELS } from '~/shared/goods-attributes'
import { GOODS_TYPES, type GoodsTypeCode } from '~/shared/goods-types'
import { isReservationOnly } from '~/shared/rules'
import { goodsSaveSchema } from '~/shared/schemas/console-goods'
import { Pictures } from './Pictures'
import { SkuTable, type SkuDraft } from './SkuTable'

const route = getRouteApi('/admin/goods/$goodsNo')

interface Draft {
  version?: number
  goodsTypeCd: GoodsTypeCode
  goodsNm: string
  brandNo: string
  ctgNo: string
  goodsDscrt: string
  customerPrice: string
  salePrice: string
  supplyPrice: string
  dlvrYn: boolean
  directYn: boolean
  displayYn: boolean
  searchWords: string
  attrs: Record<string, string>
  items: SkuDraft[]
  images: string[]
}

const str = (n: number | null | undefined) => (n == null ? '' : String(n))
const num = (s: string) => (s.trim() === '' ? NaN : Number(s.replace(/,/g, '')))
const skuDraft = (i: GoodsSku): SkuDraft => ({ ...i, packCount: str(i.packCount), addPrice: str(i.addPrice), stockQtt: str(i.stockQtt) })
const EMPTY_SKU: SkuDraft = {
  itemNo: null,
  itemNm: '',
  color: '',
  size: '',
  power: '',
  cylinder: '',
  axis: '',
  packCount: '',
  addPrice: '0',
  stockQtt: '0',
}

function draftOf(g: GoodsAdminDetail | null): Draft {
  if (!g)
    return {
      goodsTypeCd: '01',
      goodsNm: '',
      brandNo: '',
      ctgNo: '',
      goodsDscrt: '',
      customerPrice: '',
      salePrice: '',
      supplyPrice: '',
      dlvrYn: true,
      directYn: true,
      displayYn: true,
      searchWords: '',
      attrs: {},
      items: [{ ...EMPTY_SKU }],
      images: [],
    }
  return {
    version: g.version,
    goodsTypeCd: g.goodsTypeCd,
    goodsNm: g.goodsNm,
    brandNo: String(g.brandNo),
    ctgNo: String(g.ctgNo),
    goodsDscrt: g.goodsDscrt,
    customerPrice: String(g.customerPrice),
    salePrice: String(g.salePrice),
    supplyPrice: String(g.supplyPrice),
    dlvrYn: g.dlvrYn,
    directYn: g.directYn,
    displayYn: g.displayYn,
    searchWords: g.searchWords,
    attrs: g.attrs,
    items: g.items.map(skuDraft),
    images: g.images,
  }
}

/** The body the API takes (the schema parses it; numbers from the text inputs). */
function bodyOf(d: Draft) {
  const fields = SKU_FIELDS[d.goodsTypeCd]
  const opt = (k: (typeof fields)[number], v: string) => (fields.includes(k) && v.trim() !== '' ? v.trim() : null)
  return {
    version: d.version,
    goodsTypeCd: d.goodsTypeCd,
    goodsNm: d.goodsNm,
    brandNo: num(d.brandNo),
    ctgNo: num(d.ctgNo),
    goodsDscrt: d.goodsDscrt,
    customerPrice: num(d.customerPrice),
    salePrice: num(d.salePrice),
    supplyPrice: num(d.supplyPrice),
    dlvrYn: isReservationOnly(d.goodsTypeCd) ? false : d.dlvrYn,
    directYn: isReservationOnly(d.goodsTypeCd) ? true : d.directYn,
    displayYn: d.displayYn,
    reservationOnly: isReservationOnly(d.goodsTypeCd),
    searchWords: d.searchWords,
    attrs: Object.fromEntries(Object.entries(d.attrs).filter(([k, v]) => v && GOODS_ATTRIBUTES[d.goodsTypeCd].some((a) => a.key === k))),
    items: d.items.map((i) => ({
      itemNo: i.itemNo,
      itemNm: i.itemNm,
      color: opt('color', i.color ?? ''),
      size: opt('size', i.size ?? ''),
      power: opt('power', i.power ?? ''),
      cylinder: opt('cylinder', i.cylinder ?? ''),
      axis: opt('axis', i.axis ?? ''),
      packCount: fields.includes('packCount') && i.packCount.trim() !== '' ? num(i.packCount) : null,
      addPrice: num(i.addPrice),
      stockQtt: num(i.stockQtt),
    })),
    images: d.images,
  }
}

export function GoodsEditor() {
  const { goodsNo } = route.useParams()
  const isNew = goodsNo === 'new'
  const opts = useQuery(consoleQueries.get<GoodsEditorOptions>('/goods/options'))
  const detail = useQuery({ ...consoleQueries.get<GoodsAdminDetail>(`/goods/${goodsNo}`), enabled: !isNew })
  if (opts.isError || detail.isError)
    return (
      <QueryError
        title="상품 정보를 불러오지 못했습니다."
        error={opts.error ?? detail.error}
        onRetry={() => (opts.refetch(), detail.refetch())}
      />
    )
  if (!opts.data || (!isNew && !detail.data))
    return <div className="skeleton h-[32rem] rounded-xl" aria-busy="true" aria-label="불러오는 중" />
  return <Editor key={`${goodsNo}:${detail.data?.version ?? 0}`} goods={isNew ? null : detail.data!} options={opts.data} />
}

function Editor({ goods, options }: { goods: GoodsAdminDetail | null; options: GoodsEditorOptions }) {
  const [d, setD] = useState<Draft>(() => draftOf(goods))
  const [stale, setStale] = useState<StaleConflict | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  const form = useSchemaForm(goodsSaveSchema)
  const dialog = useDialog()
  const qc = useQueryClient()
  const navigate = useNavigate()
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => {
    setD((p) => ({ ...p, [k]: v }))
    form.clear(k as string)
    setSaved(null)
  }
  const reservation = isReservationOnly(d.goodsTypeCd)
  const ctgs = options.categories.filter((c) => c.goodsTypeCd === d.goodsTypeCd)
  useEffect(() => {
    if (d.ctgNo && !ctgs.some((c) => String(c.ctgNo) === d.ctgNo)) setD((p) => ({ ...p, ctgNo: '' }))
  }, [d.goodsTypeCd]) // eslint-disable-line react-hooks/exhaustive-deps

  const put = useConsoleSave<GoodsAdminDetail>({
    path: '/goods',
    no: goods?.goodsNo,
    refused: { stale: setStale, fields: form.setApiErrors },
    invalidate: [consoleQueries.all],
    onSaved: (saved) => {
      setStale(null)
      if (!goods) return void navigate({ to: '/admin/goods/$goodsNo', params: { goodsNo: saved.goodsNo } })
      setD(draftOf(saved))
      setSaved(`저장했습니다. (버전 ${saved.version})`)
    },
  })
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const body = form.validate(bodyOf(d))
    if (body) await put.mutateAsync(body)
  }
  const reload = async () => {
    if (!goods) return
    if (!(await dialog.confirm('최신 내용을 불러오면 저장하지 않은 수정 내용은 사라집니다. 불러올까요?', { confirmLabel: '불러오기' })))
      return
    await qc.invalidateQueries({ queryKey: consoleQueries.path(`/goods/${goods.goodsNo}`) })
  }

  const label = 'mb-1 block text-xs font-semibold text-gray-700'
  const err = (k: string) => form.error(k)
  const errText = (k: string) =>
    err(k) ? (
      <p id={`${k}-error`} className="mt-1 text-xs font-medium text-accent">
        {err(k)}
      </p>
    ) : null
  const input = (
    k: 'goodsNm' | 'customerPrice' | 'salePrice' | 'supplyPrice' | 'searchWords',
    text: string,
    extra: { numeric?: boolean; hint?: string } = {},
  ) => (
    <div>
      <label htmlFor={`g-${k}`} className={label}>
        {text}
      </label>
      <input
        id={`g-${k}`}
        className={dense.input + ' w-full'}
        value={d[k]}
        inputMode={extra.numeric ? 'numeric' : undefined}
        aria-invalid={!!err(k)}
        aria-describedby={err(k) ? `${k}-error` : extra.hint ? `${k}-hint` : undefined}
        onChange={(e) => set(k, e.target.value)}
      />
      {extra.hint ? (
        <p id={`${k}-hint`} className="mt-1 text-xs text-gray-600">
          {extra.hint}
        </p>
      ) : null}
      {errText(k)}
    </div>
  )
  /** A sales switch; `fixed` where the goods type decides it (reservation-only lenses). */
  const check = (k: 'dlvrYn' | 'directYn' | 'displayYn', text: string, fixed?: boolean) => (
    <label className="flex items-center gap-2">
      <input type="checkbox" checked={fixed ?? d[k]} disabled={fixed !== undefined} onChange={(e) => set(k, e.target.checked)} />
      {text}
    </label>
  )
  const section = 'rounded-xl border border-gray-200 bg-white p-5'
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Link to="/admin/goods" className="text-sm text-brand-700 hover:underline">
            ← 상품 관리
          </Link>
          <h1 className="mt-1 text-xl font-bold">{goods ? goods.goodsNm : '상품 등록'}</h1>
          {goods ? (
            <p className="text-sm text-gray-600">
              {goods.goodsNo} · 버전 {goods.version}
              {goods.updDttm ? ` · 최근 수정 ${formatServerTime(goods.updDttm)}${goods.updBy ? ` (${goods.updBy})` : ''}` : ''} ·{' '}
              <a href={`/products/${goods.goodsNo}`} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                쇼핑몰에서 보기
              </a>
            </p>
          ) : null}
        </div>
      </div>
      {stale ? <StaleNotice conflict={stale} onReload={reload} /> : null}

      <section className={section} aria-labelledby="s-basic">
        <h2 id="s-basic" className="mb-3 text-base font-bold">
          기본 정보
        </h2>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          <div>
            <label htmlFor="g-type" className={label}>
              상품 유형
            </label>
            <select
              id="g-type"
              className={dense.select + ' w-full'}
              value={d.goodsTypeCd}
              onChange={(e) => set('goodsTypeCd', e.target.value as GoodsTypeCode)}
            >
              {GOODS_TYPES.map((t) => (
                <option key={t.code} value={t.code}>
                  {t.code} {t.name}
                </option>
              ))}
            </select>
          </div>
          <div className="md:col-span-1 xl:col-span-3">{input('goodsNm', '상품명')}</div>
          <div>
            <label htmlFor="g-brand" className={label}>
              브랜드
            </label>
            <select
              id="g-brand"
              className={dense.select + ' w-full'}
              value={d.brandNo}
              aria-invalid={!!err('brandNo')}
              onChange={(e) => set('brandNo', e.target.value)}
            >
              <option value="">브랜드 선택</option>
              {options.brands.map((b) => (
                <option key={b.brandNo} value={b.brandNo}>
                  {b.brandNm}
                </option>
              ))}
            </select>
            {errText('brandNo')}
          </div>
          <div>
            <label htmlFor="g-ctg" className={label}>
              카테고리
            </label>
            <select
              id="g-ctg"
              className={dense.select + ' w-full'}
              value={d.ctgNo}
              aria-invalid={!!err('ctgNo')}
              onChange={(e) => set('ctgNo', e.target.value)}
            >
              <option value="">카테고리 선택</option>
              {ctgs.map((c) => (
                <option key={c.ctgNo} value={c.ctgNo}>
                  {c.ctgNm}
                </option>
              ))}
            </select>
            {errText('ctgNo')}
          </div>
          <div className="md:col-span-2">
            {input('searchWords', '검색어 (선택)', { hint: '동의어·모델명 등. 쇼핑몰 검색에만 쓰이고 화면에는 보이지 않습니다.' })}
          </div>
        </div>
      </section>

      <section className={section} aria-labelledby="s-attr">
        <h2 id="s-attr" className="mb-3 text-base font-bold">
          속성 <span className="text-sm font-normal text-gray-600">({GOODS_TYPES.find((t) => t.code === d.goodsTypeCd)?.name})</span>
        </h2>
        <div className="grid gap-4 md:grid-cols-3 xl:grid-cols-4">
          {GOODS_ATTRIBUTES[d.goodsTypeCd].map((a) => (
            <div key={a.key}>
              <label htmlFor={`a-${a.key}`} className={label}>
                {a.label}
              </label>
              {a.options ? (
                <select
                  id={`a-${a.key}`}
                  className={dense.select + ' w-full'}
                  value={d.attrs[a.key] ?? ''}
                  onChange={(e) => set('attrs', { ...d.attrs, [a.key]: e.target.value })}
                >
                  <option value="">선택 안 함</option>
                  {a.options.map((o) => (
                    <option key={o}>{o}</option>
                  ))}
                </select>
              ) : (
                <input
                  id={`a-${a.key}`}
                  className={dense.input + ' w-full'}
                  maxLength={a.max}
                  value={d.attrs[a.key] ?? ''}
                  onChange={(e) => set('attrs', { ...d.attrs, [a.key]: e.target.value })}
                />
              )}
              {errText(`attrs.${a.key}`)}
            </div>
          ))}
        </div>
      </section>

      <section className={section} aria-labelledby="s-sale">
        <h2 id="s-sale" className="mb-3 text-base font-bold">
          가격·판매
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {input('customerPrice', '정가 (원)', { numeric: true })}
          {input('salePrice', '판매가 (원)', { numeric: true })}
          {input('supplyPrice', '공급가 (원)', { numeric: true })}
        </div>
        <fieldset className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <legend className={label}>판매 방법</legend>
          {check('dlvrYn', '택배 배송', reservation ? false : undefined)}
          {check('directYn', '매장 수령', reservation ? true : undefined)}
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={reservation} disabled aria-describedby="reserve-hint" readOnly />
            매장 예약 전용
          </label>
          {check('displayYn', '쇼핑몰에 전시')}
        </fieldset>
        <p id="reserve-hint" className="mt-2 text-xs text-gray-600">
          {reservation ? (
            <>
              <Badge tone="brand">예약 전용</Badge> 안경렌즈·콘택트렌즈는 법령에 따라 매장 예약으로만 판매합니다. 택배 배송을 켤 수 없고
              예약 전용을 끌 수 없습니다.
            </>
          ) : (
            '매장 예약 전용은 안경렌즈·콘택트렌즈에만 적용됩니다.'
          )}
        </p>
        {errText('dlvrYn')}
        {errText('directYn')}
      </section>

      <SkuTable
        type={d.goodsTypeCd}
        items={d.items}
        error={form.error}
        onChange={(items) => set('items', items)}
        onAdd={() => set('items', [...d.items, { ...EMPTY_SKU }])}
        labels={SKU_LABELS}
      />

      <Pictures images={d.images} onChange={(images) => set('images', images)} error={err('images')} />

      <section className={section} aria-labelledby="s-desc">
        <h2 id="s-desc" className="mb-1 text-base font-bold">
          상품 설명
        </h2>
        <p id="dscrt-hint" className="mb-2 text-xs text-gray-600">
          문단(p)·굵게(strong)·목록(ul, li)·표·이미지(img) 태그를 쓸 수 있습니다. 스크립트·이벤트 속성 등 허용하지 않는 내용은 저장할 때
          지워집니다.
        </p>
        <label htmlFor="g-dscrt" className="sr-only">
          상품 설명
        </label>
        <textarea
          id="g-dscrt"
          rows={8}
          className={dense.input + ' h-auto w-full py-2 font-mono text-[13px]'}
          value={d.goodsDscrt}
          aria-describedby="dscrt-hint"
          onChange={(e) => set('goodsDscrt', e.target.value)}
        />
        {errText('goodsDscrt')}
      </section>

      <div className="sticky bottom-0 z-10 -mx-4 border-t border-gray-200 bg-white/95 px-4 py-3 backdrop-blur lg:-mx-8 lg:px-8">
        <div className="flex flex-wrap items-center justify-end gap-3">
          <FormError message={form.firstError()} />
          {saved ? (
            <p role="status" className="text-sm font-medium text-brand-700">
              {saved}
            </p>
          ) : null}
          <button type="submit" className={btn.primary + ' min-h-10 px-6'} disabled={put.isPending}>
            {put.isPending ? '저장 중…' : goods ? '저장' : '등록'}
          </button>
        </div>
      </div>
    </form>
  )
}
