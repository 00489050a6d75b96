import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { Badge, btn } from '~/client/components/ui'
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
import { isoToSeoulLocal } from '~/shared/admin/campaign'
import type { StaleConflict } from '~/shared/admin/stale'
import type { CampaignGoods, CouponCategoriesAnswer, CouponDetail } from '~/shared/api/marketing-types'
import { KIND_LABELS } from '~/shared/benefits/coupons'
import { GOODS_TYPES } from '~/shared/goods-types'
import { formatNumber } from '~/shared/format'
import { AGE_BANDS, COUPON_KINDS, couponCreateSchema, couponSaveSchema, ORDER_SCOPE_KINDS } from '~/shared/schemas/marketing'
import { GoodsPicker } from './GoodsPicker'
import { ImageField } from './ImageField'

const route = getRouteApi('/admin/marketing/coupons/$couponNo')

/** What each kind is for (the domain notes, Coupons), shown under the kind. */
const KIND_HINTS: Record<string, string> = {
  GOODS: '상품 페이지와 쿠폰존에서 받는 상품 쿠폰입니다.',
  GOODS_MOBILE: '모바일에서만 받는 상품 쿠폰입니다.',
  BIRTHDAY: '생일 달에 마이페이지에서 받고, 받은 날부터 N일 동안 씁니다.',
  SIGNUP: '회원 가입 때 자동으로 발급됩니다. 주문 전체에 씁니다.',
  DIRECT: '운영자가 회원(묶음)에게 직접 발급합니다.',
  ORDER: '주문 전체 금액에 쓰는 쿠폰입니다.',
  PURCHASE: '상품을 사면 발급되고, 구매 확정 뒤부터 씁니다.',
  GIFT: '예약 전용·매장 전용 사은품 쿠폰입니다. 상품 하나에 연결하고, 수량이 사은품 예약 수를 제한합니다.',
  STORE_ONLINE: '매장에서 발급해 온라인에서 쓰는 쿠폰입니다.',
  OFFLINE: '매장에서 바코드(나의 D-쿠폰)로 쓰는 쿠폰입니다.',
}

interface Draft {
  kind: string
  name: string
  description: string
  benefitType: 'RATE' | 'AMOUNT' | 'TEXT'
  benefitValue: string
  benefitMaxAmt: string
  benefitText: string
  unlimited: boolean
  qttLimit: string
  dupDownload: boolean
  soloUse: boolean
  validType: 'FIXED' | 'ISSUE_DAYS' | 'CONFIRM_DAYS'
  validStartAt: string
  validEndAt: string
  validDays: string
  minOrderAmt: string
  targetScope: 'ALL' | 'INCLUDE' | 'EXCLUDE'
  goods: CampaignGoods[]
  ctgNos: number[]
  goodsType: string
  ageBands: number[]
  channel: 'ONLINE' | 'OFFLINE' | 'BOTH'
  issueStartAt: string
  issueEndAt: string
  imgSrc: string
}

const inDays = (days: number, hhmm = '00:00') => {
  const d = new Date(Date.now() + 9 * 3600_000 + days * 86_400_000)
  return `${d.toISOString().slice(0, 10)}T${hhmm}`
}

const BLANK: Draft = {
  kind: 'GOODS',
  name: '',
  description: '',
  benefitType: 'AMOUNT',
  benefitValue: '',
  benefitMaxAmt: '',
  benefitText: '',
  unlimited: true,
  qttLimit: '',
  dupDownload: false,
  soloUse: false,
  validType: 'ISSUE_DAYS',
  validStartAt: '',
  validEndAt: '',
  validDays: '30',
  minOrderAmt: '0',
  targetScope: 'ALL',
  goods: [],
  ctgNos: [],
  goodsType: '',
  ageBands: [],
  channel: 'ONLINE',
  issueStartAt: '',
  issueEndAt: '',
  imgSrc: '',
}

const draftOf = (d: CouponDetail): Draft => ({
  kind: d.kind,
  name: d.name,
  description: d.description,
  benefitType: d.benefitType,
  benefitValue: d.benefitType === 'TEXT' ? '' : String(d.benefitValue),
  benefitMaxAmt: d.benefitMaxAmt === null ? '' : String(d.benefitMaxAmt),
  benefitText: d.benefitText,
  unlimited: d.qttLimit === null,
  qttLimit: d.qttLimit === null ? '' : String(d.qttLimit),
  dupDownload: d.dupDownload,
  soloUse: d.soloUse,
  validType: d.validType,
  validStartAt: d.validStartAt ? isoToSeoulLocal(d.validStartAt) : '',
  validEndAt: d.validEndAt ? isoToSeoulLocal(d.validEndAt) : '',
  validDays: d.validDays === null ? '' : String(d.validDays),
  minOrderAmt: String(d.minOrderAmt),
  targetScope: d.targetScope,
  goods: d.goods.map((g) => ({ ...g, imgSrc: '', price: 0 })),
  ctgNos: d.categories.map((c) => c.ctgNo),
  goodsType: d.goodsType,
  ageBands: d.ageBands,
  channel: d.channel,
  issueStartAt: isoToSeoulLocal(d.issueStartAt),
  issueEndAt: isoToSeoulLocal(d.issueEndAt),
  imgSrc: d.imgSrc,
})

/** The body the API takes (numbers from the form's text; '' → 0 so the schema names what is missing). */
const bodyOf = (d: Draft) => ({
  kind: d.kind,
  name: d.name,
  description: d.description,
  benefitType: d.benefitType,
  benefitValue: d.benefitType === 'TEXT' ? 0 : Number(d.benefitValue || NaN),
  benefitMaxAmt: d.benefitType === 'RATE' && d.benefitMaxAmt !== '' ? Number(d.benefitMaxAmt) : null,
  benefitText: d.benefitType === 'TEXT' ? d.benefitText : '',
  qttLimit: d.unlimited ? null : Number(d.qttLimit || NaN),
  dupDownload: d.dupDownload,
  soloUse: d.soloUse,
  validType: d.validType,
  validStartAt: d.validType === 'FIXED' ? d.validStartAt : '',
  validEndAt: d.validType === 'FIXED' ? d.validEndAt : '',
  validDays: d.validType === 'FIXED' ? null : Number(d.validDays || NaN),
  minOrderAmt: Number(d.minOrderAmt || 0),
  targetScope: d.targetScope,
  goodsNos: d.targetScope === 'ALL' ? [] : d.goods.map((g) => g.goodsNo),
  ctgNos: d.targetScope === 'ALL' ? [] : d.ctgNos,
  goodsType: d.goodsType,
  ageBands: d.ageBands,
  channel: d.channel,
  issueStartAt: d.issueStartAt,
  issueEndAt: d.issueEndAt,
  imgSrc: d.imgSrc,
})

/** One coupon: create (couponNo 'new') or edit every field the domain notes list; publish to the zone, stop, resume. */
export function CouponEditor() {
  const { couponNo } = route.useParams()
  const isNew = couponNo === 'new'
  const q = useQuery({ ...consoleQueries.get<CouponDetail>(`/marketing/coupons/${couponNo}`), enabled: !isNew, staleTime: Infinity })
  if (isNew) return <EditorBody data={null} reload={() => undefined} />
  if (q.isError) return <QueryError title="쿠폰을 불러오지 못했습니다." error={q.error} onRetry={() => q.refetch()} />
  if (!q.data) return <div className="skeleton h-[32rem] rounded-xl" aria-label="쿠폰을 불러오는 중" />
  return <EditorBody key={`${q.data.couponNo}:${q.data.version}`} data={q.data} reload={() => void q.refetch()} />
}

function EditorBody({ data, reload }: { data: CouponDetail | null; reload: () => void }) {
  const qc = useQueryClient()
  const navigate = useNavigate()
  const dialog = useDialog()
  const [draft, setDraft] = useState<Draft>(() =>
    data ? draftOf(data) : { ...BLANK, issueStartAt: inDays(0, '00:00'), issueEndAt: inDays(30, '23:59') },
  )
  const [dirty, setDirty] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [stale, setStale] = useState<StaleConflict | null>(null)
  const form = useSchemaForm(data ? couponSaveSchema : couponCreateSchema)
  const cats = useQuery(consoleQueries.get<CouponCategoriesAnswer>('/marketing/coupon-categories'))
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => {
    setDraft((d) => ({ ...d, [k]: v }))
    setDirty(true)
    setNotice(null)
  }
  useUnsavedWarning(dirty)
  const locked = !!data?.locked
  const orderScope = ORDER_SCOPE_KINDS.includes(draft.kind)

  const put = useConsoleSave<{ version: number } | { couponNo: number }>({
    path: '/marketing/coupons',
    no: data?.couponNo,
    refused: { stale: setStale, fields: form.setApiErrors, say: setNotice },
    invalidate: ['/marketing/coupons', data && `/marketing/coupons/${data.couponNo}`],
    onSaved: (saved) => {
      setDirty(false)
      if (!data && 'couponNo' in saved)
        void navigate({ to: '/admin/marketing/coupons/$couponNo', params: { couponNo: String(saved.couponNo) } })
    },
  })
  const save = async (e: FormEvent) => {
    e.preventDefault()
    const body = form.validate(data ? { ...bodyOf(draft), version: data.version } : bodyOf(draft))
    if (!body) return setNotice('입력한 내용을 확인해 주세요.')
    await put.mutateAsync(body)
  }

  const step = async (action: 'publish' | 'unpublish' | 'stop' | 'resume', message: string, label: string) => {
    if (!data) return
    if (dirty) return setNotice('저장하지 않은 변경이 있어요. 먼저 저장해 주세요.')
    if (!(await dialog.confirm(message, { confirmLabel: label }))) return
    const r = await consoleCall<{ version: number }>(`/marketing/coupons/${data.couponNo}/state`, {
      json: { action, version: data.version },
    })
    if (!r.ok) return sayRefusal(r.error, { stale: setStale, say: setNotice }, '처리하지 못했습니다.')
    void qc.invalidateQueries({ queryKey: consoleQueries.path('/marketing/coupons') })
    await qc.invalidateQueries({ queryKey: consoleQueries.path(`/marketing/coupons/${data.couponNo}`) })
  }

  const err = (k: string) => form.error(k)
  const {
    wrap: field,
    aria,
    text,
  } = fieldKit<keyof Draft & string>(
    'cp',
    err,
    (k) => draft[k] as string,
    (k, x) => set(k, x as never),
  )
  const radios = <K extends keyof Draft & string>(k: K, legend: string, options: [Draft[K], string][], disabled = false) => (
    <fieldset aria-describedby={err(k) ? `cp-${k}-error` : undefined}>
      <legend className={dense.label}>{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map(([value, l]) => (
          <label key={String(value)} className="flex min-h-8 items-center gap-1.5 text-sm">
            <input type="radio" name={`cp-${k}`} checked={draft[k] === value} disabled={disabled} onChange={() => set(k, value)} /> {l}
          </label>
        ))}
      </div>
      {err(k) ? (
        <p id={`cp-${k}-error`} role="alert" className="mt-1 text-xs text-accent">
          {err(k)}
        </p>
      ) : null}
    </fieldset>
  )
  const check = (k: 'dupDownload' | 'soloUse' | 'unlimited', label: string, disabled = false) => (
    <label className="flex min-h-8 items-center gap-2 text-sm">
      <input type="checkbox" checked={draft[k]} disabled={disabled} onChange={(e) => set(k, e.target.checked)} /> {label}
    </label>
  )
  const box = 'grid gap-3 rounded-xl border border-gray-200 bg-white p-4 md:grid-cols-2'
  const legend = 'px-1 text-sm font-bold'
  const categories = (cats.data?.categories ?? []).filter((c) => !draft.goodsType || c.goodsType === draft.goodsType)

  return (
    <div className="max-w-5xl">
      <nav aria-label="위치" className="mb-2 text-sm">
        <Link to="/admin/marketing/coupons" className="text-brand-800 underline">
          쿠폰
        </Link>{' '}
        › {data ? data.name : '새 쿠폰'}
      </nav>
      {stale ? (
        <div className="mb-4">
          <StaleNotice conflict={stale} onReload={reload} />
        </div>
      ) : null}
      <form onSubmit={(e) => void save(e)} noValidate className="space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-xl font-bold">{data ? '쿠폰 편집' : '쿠폰 만들기'}</h1>
          <div className="flex items-center gap-2">
            <SaveState saving={put.isPending} dirty={dirty} updatedAt={data?.updatedAt} />
            <button type="submit" className={btn.smallPrimary} disabled={put.isPending || (!!data && !dirty)}>
              {data ? '저장' : '쿠폰 만들기'}
            </button>
          </div>
        </div>
        <FormNotice notice={notice} />
        {data ? (
          <section
            aria-label="쿠폰 상태"
            className="flex flex-wrap items-center gap-2 rounded-xl border border-gray-200 bg-gray-50 p-3 text-sm"
          >
            <Badge tone={data.inUse ? 'brand' : 'gray'}>{data.inUse ? '사용 중' : '중지됨'}</Badge>
            {data.inZone ? <Badge tone="brand">쿠폰존 게시 중</Badge> : null}
            <span className="tabular-nums">
              발급 {formatNumber(data.issuedQtt)}
              {data.qttLimit !== null ? ` / ${formatNumber(data.qttLimit)}` : ''}장 · 사용 {formatNumber(data.usedQtt)}장
            </span>
            <span className="ml-auto flex flex-wrap gap-2">
              {data.zoneKind && data.inUse && !data.inZone ? (
                <button
                  type="button"
                  className={btn.smallPrimary}
                  onClick={() =>
                    void step('publish', `'${data.name}'을(를) 쿠폰존에 올릴까요? 회원이 바로 받을 수 있어요.`, '쿠폰존에 올리기')
                  }
                >
                  쿠폰존에 올리기
                </button>
              ) : null}
              {data.inZone ? (
                <button
                  type="button"
                  className={btn.small}
                  onClick={() =>
                    void step('unpublish', '쿠폰존에서 내릴까요? 이미 받은 회원의 쿠폰은 그대로 쓸 수 있어요.', '쿠폰존에서 내리기')
                  }
                >
                  쿠폰존에서 내리기
                </button>
              ) : null}
              {data.inUse ? (
                <button
                  type="button"
                  className={btn.small}
                  onClick={() =>
                    void step('stop', '이 쿠폰을 중지할까요? 쿠폰존에서도 내려가고, 회원이 가진 쿠폰도 쓸 수 없게 돼요.', '사용 중지')
                  }
                >
                  사용 중지
                </button>
              ) : (
                <button
                  type="button"
                  className={btn.small}
                  onClick={() => void step('resume', '이 쿠폰을 다시 쓸 수 있게 할까요?', '다시 사용')}
                >
                  다시 사용
                </button>
              )}
            </span>
            {!data.zoneKind ? <p className="w-full text-xs text-gray-600">이 종류는 쿠폰존에 올리지 않고 발급합니다.</p> : null}
          </section>
        ) : null}
        {locked ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
            이미 발급된 쿠폰이라 종류·혜택·최소 결제 금액·적용 범위·상품 종류·사용처·단독 사용·유효기간 방식은 바꿀 수 없어요.
          </p>
        ) : null}

        <fieldset className={box}>
          <legend className={legend}>기본 정보</legend>
          {field(
            'kind',
            '쿠폰 종류',
            <select
              {...aria('kind', true)}
              className={`${dense.select} w-full`}
              value={draft.kind}
              disabled={locked}
              onChange={(e) => set('kind', e.target.value)}
            >
              {COUPON_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </select>,
            KIND_HINTS[draft.kind],
          )}
          {text('name', '쿠폰 이름', { max: 60 })}
          <div className="md:col-span-2">{text('description', '설명 (회원에게 보여요)', { max: 200 })}</div>
          <ImageField label="쿠폰 이미지" value={draft.imgSrc} onChange={(v) => set('imgSrc', v)} error={err('imgSrc')} />
        </fieldset>

        <fieldset className={box}>
          <legend className={legend}>혜택</legend>
          <div className="md:col-span-2">
            {radios(
              'benefitType',
              '혜택 방식',
              [
                ['AMOUNT', '정액 할인(원)'],
                ['RATE', '정률 할인(%)'],
                ['TEXT', '문구 혜택 (콘택트렌즈)'],
              ],
              locked,
            )}
          </div>
          {draft.benefitType === 'TEXT' ? (
            text('benefitText', '혜택 문구', { max: 40, hint: '예: 1+1, 사은품 증정', disabled: locked })
          ) : (
            <>
              {text('benefitValue', draft.benefitType === 'RATE' ? '할인율(%)' : '할인 금액(원)', { type: 'number', disabled: locked })}
              {draft.benefitType === 'RATE'
                ? text('benefitMaxAmt', '최대 할인 금액(원)', { type: 'number', hint: '비워 두면 제한 없이 할인해요.', disabled: locked })
                : null}
            </>
          )}
          {text('minOrderAmt', '최소 결제 금액(원)', { type: 'number', hint: '0이면 금액과 관계없이 쓸 수 있어요.', disabled: locked })}
          <div className="flex flex-col justify-end">{check('soloUse', '단독 사용 (다른 쿠폰과 함께 쓸 수 없음)', locked)}</div>
        </fieldset>

        <fieldset className={box}>
          <legend className={legend}>발급</legend>
          {text('issueStartAt', '발급 시작 (한국 시간)', { type: 'datetime-local' })}
          {text('issueEndAt', '발급 종료 (한국 시간)', { type: 'datetime-local' })}
          <div>
            {check('unlimited', '수량 제한 없음')}
            {draft.unlimited
              ? null
              : text('qttLimit', '발급 수량(장)', {
                  type: 'number',
                  hint: data ? `이미 ${formatNumber(data.issuedQtt)}장 발급됐어요.` : undefined,
                })}
          </div>
          <div className="flex flex-col justify-end">{check('dupDownload', '한 회원이 여러 장 받을 수 있음 (중복 다운로드)')}</div>
        </fieldset>

        <fieldset className={box}>
          <legend className={legend}>사용 기간</legend>
          <div className="md:col-span-2">
            {radios(
              'validType',
              '유효기간 방식',
              [
                ['FIXED', '기간 지정'],
                ['ISSUE_DAYS', '받은 날부터 N일'],
                ['CONFIRM_DAYS', '구매 확정일부터 N일'],
              ],
              locked,
            )}
          </div>
          {draft.validType === 'FIXED' ? (
            <>
              {text('validStartAt', '사용 시작 (한국 시간)', { type: 'datetime-local' })}
              {text('validEndAt', '사용 종료 (한국 시간)', { type: 'datetime-local' })}
            </>
          ) : (
            text('validDays', '사용 기간(일)', { type: 'number', hint: '받은 날(또는 구매 확정일)을 1일째로 세요.' })
          )}
        </fieldset>

        <fieldset className={box}>
          <legend className={legend}>적용 대상</legend>
          {field(
            'goodsType',
            '상품 종류',
            <select
              {...aria('goodsType')}
              className={`${dense.select} w-full`}
              value={draft.goodsType}
              disabled={locked}
              onChange={(e) => set('goodsType', e.target.value)}
            >
              <option value="">전체 상품 종류</option>
              {GOODS_TYPES.map((g) => (
                <option key={g.code} value={g.code}>
                  {g.name}
                </option>
              ))}
            </select>,
          )}
          {field(
            'channel',
            '사용처',
            <select
              {...aria('channel')}
              className={`${dense.select} w-full`}
              value={draft.channel}
              disabled={locked}
              onChange={(e) => set('channel', e.target.value as Draft['channel'])}
            >
              <option value="ONLINE">온라인</option>
              <option value="OFFLINE">매장</option>
              <option value="BOTH">온라인과 매장</option>
            </select>,
          )}
          <div className="md:col-span-2">
            {radios(
              'targetScope',
              orderScope ? '적용 범위 (주문 전체에 쓰는 쿠폰은 전 상품)' : '적용 범위',
              [
                ['ALL', '전 상품'],
                ['INCLUDE', '고른 상품·카테고리만'],
                ['EXCLUDE', '고른 상품·카테고리 빼고'],
              ],
              locked || orderScope,
            )}
          </div>
          {draft.targetScope !== 'ALL' ? (
            <>
              <div className="md:col-span-2">
                <GoodsPicker
                  title={draft.targetScope === 'INCLUDE' ? '적용 상품' : '제외 상품'}
                  max={draft.kind === 'GIFT' ? 1 : 200}
                  value={draft.goods}
                  onChange={(g) => !locked && set('goods', g)}
                  error={err('goodsNos')}
                />
              </div>
              <fieldset className="md:col-span-2">
                <legend className={dense.label}>{draft.targetScope === 'INCLUDE' ? '적용 카테고리' : '제외 카테고리'}</legend>
                {cats.isError ? (
                  <p className="text-xs text-accent">카테고리를 불러오지 못했습니다.</p>
                ) : (
                  <div className="flex max-h-40 flex-wrap gap-x-4 gap-y-1 overflow-auto">
                    {categories.map((c) => (
                      <label key={c.ctgNo} className="flex min-h-8 items-center gap-1.5 text-sm">
                        <input
                          type="checkbox"
                          checked={draft.ctgNos.includes(c.ctgNo)}
                          disabled={locked}
                          onChange={(e) =>
                            set('ctgNos', e.target.checked ? [...draft.ctgNos, c.ctgNo] : draft.ctgNos.filter((x) => x !== c.ctgNo))
                          }
                        />{' '}
                        {c.name}
                      </label>
                    ))}
                  </div>
                )}
              </fieldset>
            </>
          ) : null}
          <fieldset className="md:col-span-2" aria-describedby="cp-ageBands-hint">
            <legend className={dense.label}>연령대 (고르지 않으면 모든 연령)</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {AGE_BANDS.map((b) => (
                <label key={b} className="flex min-h-8 items-center gap-1.5 text-sm">
                  <input
                    type="checkbox"
                    checked={draft.ageBands.includes(b)}
                    onChange={(e) => set('ageBands', e.target.checked ? [...draft.ageBands, b] : draft.ageBands.filter((x) => x !== b))}
                  />{' '}
                  {b === 50 ? '50대 이상' : `${b}대`}
                </label>
              ))}
            </div>
            <p id="cp-ageBands-hint" className="mt-1 text-xs text-gray-600">
              고른 연령대의 회원만 쿠폰존에서 받을 수 있어요.
            </p>
          </fieldset>
        </fieldset>
      </form>
    </div>
  )
}
