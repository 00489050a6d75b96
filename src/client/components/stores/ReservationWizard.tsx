import { Link } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { getApi } from '~/client/api'
import { reservationQueries } from '~/client/queries/reservations'
import { storeQueries } from '~/client/queries/stores'
import type { Reservation, StoreSummary } from '~/shared/api/store-types'
import { formatDate8, formatHHMM, formatNumber, maskName, maskPhone, weekdayKo } from '~/shared/format'
import { formatDistance } from '~/shared/geo'
import { HOMESHOPPING_CHANNELS, PURPOSE_GROUPS, purposeForGoodsTypes, purposeLabel } from '~/shared/reservation/purposes'
import { useDialog } from '../Dialogs'
import { DateSlotPicker } from './DateSlotPicker'
import { SmsVerify } from './SmsVerify'
import { Badge, EmptyState, Field, ListSkeleton, btn, field } from '~/client/components/ui'

export interface WizardProps {
  mode: 'member' | 'guest'
  channel: 'ONLINE' | 'HOMESHOPPING'
  storeNo?: number
  goods?: { goodsNo: string; itemNo?: string | null; buyQtt?: number }[]
  myStoreNo?: number | null
}

type StepKey = 'store' | 'purpose' | 'datetime' | 'goods' | 'guest' | 'confirm'
const STEP_NAMES: Record<StepKey, string> = { store: '매장 선택', purpose: '방문 목적', datetime: '날짜·시간', goods: '상품 확인', guest: '예약자 정보', confirm: '예약 확인' }

const ymdLabel = (d: string) => `${formatDate8(d, '.')}(${weekdayKo(d)})`

/** The visit reservation flow: store → purpose → date and time → goods → (guest: name + SMS) → confirm. */
export function ReservationWizard({ mode, channel, storeNo: initialStore, goods: initialGoods = [], myStoreNo }: WizardProps) {
  const dialog = useDialog()
  const qc = useQueryClient()
  const hasGoods = initialGoods.length > 0
  const steps: StepKey[] = ['store', 'purpose', 'datetime', ...(hasGoods ? (['goods'] as const) : []), ...(mode === 'guest' ? (['guest'] as const) : []), 'confirm']
  const [step, setStep] = useState<StepKey>(initialStore ? 'purpose' : 'store')
  const [store, setStore] = useState<StoreSummary | null>(null)
  const [storeNo, setStoreNo] = useState<number | null>(initialStore ?? null)
  const goods = useQuery({ ...reservationQueries.visitProduct(initialGoods), enabled: hasGoods })
  const suggested = purposeForGoodsTypes((goods.data?.goodsList ?? []).map((g) => g.goodsTypeCd))
  const [group, setGroup] = useState<string>(channel === 'HOMESHOPPING' ? '기타' : '')
  const [purpose, setPurpose] = useState<string>(channel === 'HOMESHOPPING' ? '피팅' : '')
  const [eyeTest, setEyeTest] = useState(false)
  const [note, setNote] = useState('')
  const [hs, setHs] = useState({ hsChannel: '', hsOrderNo: '', hsGoodsNm: '' })
  const [date, setDate] = useState<string | null>(null)
  const [time, setTime] = useState<string | null>(null)
  const [guestName, setGuestName] = useState('')
  const [mobile, setMobile] = useState('')
  const [proof, setProof] = useState<string | null>(null)
  const [agree, setAgree] = useState(false)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<Reservation | null>(null)
  const top = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (suggested && !group) {
      setGroup(suggested.group)
      setPurpose(suggested.option)
    }
  }, [suggested, group])

  const detail = useQuery({ ...storeQueries.detail(storeNo ?? 0), enabled: !!storeNo })
  const storeName = store?.storeName ?? detail.data?.storeName ?? ''
  // An unknown or closed store in ?storeNo= → back to choosing a store.
  useEffect(() => {
    if (detail.isError && !store) {
      setStoreNo(null)
      setStep('store')
    }
  }, [detail.isError, store])

  const idx = steps.indexOf(step)
  const go = (k: StepKey) => {
    setStep(k)
    requestAnimationFrame(() => top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }))
  }
  const next = () => go(steps[Math.min(idx + 1, steps.length - 1)])
  const prev = () => go(steps[Math.max(idx - 1, 0)])

  const canNext: Record<StepKey, boolean> = {
    store: !!storeNo,
    purpose: !!group && !!purpose && (channel !== 'HOMESHOPPING' || (!!hs.hsChannel && /^[A-Za-z0-9-]{4,30}$/.test(hs.hsOrderNo) && hs.hsGoodsNm.trim().length > 0)),
    datetime: !!date && !!time,
    goods: true,
    guest: /^[가-힣a-zA-Z\s]{1,20}$/.test(guestName.trim()) && !!proof,
    confirm: agree,
  }

  const submit = async () => {
    if (!storeNo || !date || !time) return
    setBusy(true)
    const body = {
      storeNo, rsvDate: date, rsvTime: time, purposeGroup: group, purpose, note, eyeTestYn: eyeTest ? ('Y' as const) : ('N' as const),
      goodsList: (goods.data?.goodsList ?? []).map((g) => ({ goodsNo: g.goodsNo, itemNo: g.itemNo, buyQtt: g.buyQtt })),
      channel, ...(channel === 'HOMESHOPPING' ? hs : {}),
    }
    const r = mode === 'guest'
      ? await getApi().reservation.guestCreate({ ...body, guestName: guestName.trim(), mobile: mobile.replace(/\D/g, ''), certProof: proof ?? '' })
      : await getApi().reservation.create(body)
    setBusy(false)
    if (!r.ok) {
      const e = r.error.errors[0]
      await dialog.warn(e?.reason ?? '예약하지 못했어요. 잠시 후 다시 시도해 주세요.')
      if (e?.field === 'rsvTime' || e?.field === 'rsvDate') {
        setTime(null)
        void qc.invalidateQueries({ queryKey: ['reservation', 'slots'] })
        void qc.invalidateQueries({ queryKey: ['reservation', 'calendar'] })
        go('datetime')
      } else if (e?.field === 'certProof') {
        setProof(null)
        go('guest')
      }
      return
    }
    void qc.invalidateQueries({ queryKey: ['reservation'] })
    setDone(r.data)
    requestAnimationFrame(() => top.current?.scrollIntoView({ block: 'start' }))
  }

  if (done) return <ReservationDone r={done} mode={mode} />

  return (
    <div ref={top} className="scroll-mt-16">
      <ol className="scrollbar-none -mx-4 mb-5 flex gap-1 overflow-x-auto px-4" aria-label="예약 단계">
        {steps.map((k, i) => (
          <li key={k} aria-current={k === step ? 'step' : undefined}
            className={`flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-semibold ${k === step ? 'bg-gray-900 text-white' : i < idx ? 'bg-brand-50 text-brand-700' : 'bg-gray-100 text-gray-400'}`}>
            <span aria-hidden="true">{i + 1}</span>{STEP_NAMES[k]}
          </li>
        ))}
      </ol>

      {storeNo && step !== 'store' ? (
        <div className="mb-5 flex items-center justify-between gap-3 rounded-2xl bg-gray-50 px-4 py-3">
          <div className="min-w-0">
            <p className="text-xs text-gray-500">방문 매장</p>
            <p className="truncate text-sm font-bold" data-testid="chosen-store">{storeName || '매장 정보를 불러오는 중'}</p>
          </div>
          <button type="button" className={btn.small} onClick={() => go('store')}>변경</button>
        </div>
      ) : null}

      <h2 className="mb-4 text-lg font-bold">{STEP_NAMES[step]}</h2>

      {step === 'store' ? (
        <StorePickStep selected={storeNo} myStoreNo={myStoreNo ?? null} onPick={(s) => { setStore(s); setStoreNo(s.storeNo); setDate(null); setTime(null); go('purpose') }} />
      ) : step === 'purpose' ? (
        <div className="space-y-6">
          {channel === 'HOMESHOPPING' ? (
            <fieldset className="space-y-3 rounded-2xl border border-gray-200 p-4">
              <legend className="px-1 text-sm font-bold">홈쇼핑 구매 정보</legend>
              <Field label="구매하신 홈쇼핑" htmlFor="hs-channel">
                <select id="hs-channel" className={field.select} value={hs.hsChannel} onChange={(e) => setHs({ ...hs, hsChannel: e.target.value })}>
                  <option value="">선택해 주세요</option>
                  {HOMESHOPPING_CHANNELS.map((c) => <option key={c} value={c}>{c}</option>)}
                </select>
              </Field>
              <Field label="홈쇼핑 주문번호" htmlFor="hs-order" hint="주문 내역(문자·앱)에 있는 주문번호를 입력해 주세요. 영문·숫자 4~30자">
                <input id="hs-order" className={field.input} value={hs.hsOrderNo} maxLength={30} onChange={(e) => setHs({ ...hs, hsOrderNo: e.target.value.replace(/[^A-Za-z0-9-]/g, '') })} />
              </Field>
              <Field label="구매하신 상품" htmlFor="hs-goods">
                <input id="hs-goods" className={field.input} value={hs.hsGoodsNm} maxLength={100} placeholder="예) 다비치 누진렌즈 + 안경테 패키지" onChange={(e) => setHs({ ...hs, hsGoodsNm: e.target.value })} />
              </Field>
            </fieldset>
          ) : null}
          <fieldset>
            <legend className="mb-2 text-sm font-bold">무엇 때문에 방문하시나요?</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" role="radiogroup" aria-label="방문 목적">
              {PURPOSE_GROUPS.map((g) => (
                <button key={g.group} type="button" role="radio" aria-checked={group === g.group}
                  onClick={() => { setGroup(g.group); setPurpose(g.options.length === 1 ? g.options[0] : '') }}
                  className={`rounded-xl border px-3 py-3 text-sm font-semibold ${group === g.group ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-gray-200 text-gray-800'}`}>
                  {g.group}
                </button>
              ))}
            </div>
          </fieldset>
          {group ? (
            <fieldset>
              <legend className="mb-2 text-sm font-bold">상세 목적</legend>
              <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="상세 목적">
                {PURPOSE_GROUPS.find((g) => g.group === group)?.options.map((o) => (
                  <button key={o} type="button" role="radio" aria-checked={purpose === o} onClick={() => setPurpose(o)}
                    className={`rounded-full border px-3.5 py-2 text-[13px] font-semibold ${purpose === o ? 'border-gray-900 bg-gray-900 text-white' : 'border-gray-200 text-gray-700'}`}>
                    {o}
                  </button>
                ))}
              </div>
            </fieldset>
          ) : null}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="h-5 w-5 accent-brand-600" checked={eyeTest} onChange={(e) => setEyeTest(e.target.checked)} />
            방문 시 시력검사를 받고 싶어요
          </label>
          <Field label="요청사항 (선택)" htmlFor="rsv-note" hint={`${note.length}/200`}>
            <textarea id="rsv-note" className={`${field.textarea} min-h-24`} maxLength={200} value={note} placeholder="매장에 미리 전달할 내용이 있다면 적어 주세요." onChange={(e) => setNote(e.target.value)} />
          </Field>
        </div>
      ) : step === 'datetime' && storeNo ? (
        <DateSlotPicker storeNo={storeNo} date={date} time={time} onChange={(d, t) => { setDate(d); setTime(t) }} />
      ) : step === 'goods' ? (
        <GoodsStep loading={goods.isPending} list={goods.data?.goodsList ?? []} total={goods.data?.totalAmt ?? 0} />
      ) : step === 'guest' ? (
        <div className="space-y-4">
          <Field label="예약자 이름" htmlFor="guest-name">
            <input id="guest-name" className={field.input} autoComplete="name" maxLength={20} value={guestName} onChange={(e) => setGuestName(e.target.value)} />
          </Field>
          <SmsVerify mobile={mobile} onMobile={setMobile} proof={proof} onProof={setProof} />
          <p className="rounded-xl bg-gray-50 px-4 py-3 text-xs leading-relaxed text-gray-600">비회원 예약은 이름, 휴대폰 번호, 예약번호로 조회할 수 있어요. 예약 완료 화면의 예약번호를 꼭 메모해 주세요.</p>
        </div>
      ) : step === 'confirm' ? (
        <div className="space-y-4">
          <dl className="divide-y divide-gray-100 rounded-2xl border border-gray-200 text-sm">
            <Row k="매장" v={storeName} />
            <Row k="일시" v={date && time ? `${ymdLabel(date)} ${formatHHMM(time)}` : ''} />
            <Row k="방문 목적" v={`${purposeLabel(group, purpose)}${eyeTest ? ' (시력검사 희망)' : ''}`} />
            {channel === 'HOMESHOPPING' ? <Row k="홈쇼핑" v={`${hs.hsChannel} · 주문번호 ${hs.hsOrderNo} · ${hs.hsGoodsNm}`} /> : null}
            {goods.data?.goodsList.length ? <Row k="예약 상품" v={goods.data.goodsList.map((g) => `${g.goodsNm}${g.itemNm ? ` (${g.itemNm})` : ''} ${g.buyQtt}개`).join(', ')} /> : null}
            {mode === 'guest' ? <Row k="예약자" v={`${maskName(guestName)} · ${maskPhone(mobile.replace(/\D/g, ''))}`} /> : null}
            {note ? <Row k="요청사항" v={note} /> : null}
          </dl>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-0.5 h-5 w-5 accent-brand-600" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
            <span>예약 정보 확인 및 매장 방문 예약을 위한 개인정보 수집·이용에 동의합니다. <span className="text-gray-500">(필수)</span></span>
          </label>
        </div>
      ) : null}

      {step !== 'store' ? (
        <div className="sticky bottom-16 z-10 -mx-4 mt-8 flex gap-2 border-t border-gray-100 bg-white/95 px-4 py-3 backdrop-blur md:bottom-0 md:static md:mx-0 md:border-0 md:bg-transparent md:px-0">
          <button type="button" className={`${btn.secondary} w-28`} onClick={prev}>이전</button>
          {step === 'confirm' ? (
            <button type="button" className={`${btn.primary} flex-1`} disabled={!agree || busy} aria-busy={busy} onClick={submit}>{busy ? '예약하는 중…' : '예약하기'}</button>
          ) : (
            <button type="button" className={`${btn.primary} flex-1`} disabled={!canNext[step]} onClick={next}>다음</button>
          )}
        </div>
      ) : null}
    </div>
  )
}

function Row({ k, v }: { k: string; v: string }) {
  return (
    <div className="flex gap-4 px-4 py-3">
      <dt className="w-20 shrink-0 text-gray-500">{k}</dt>
      <dd className="min-w-0 flex-1 break-words font-medium text-gray-900">{v}</dd>
    </div>
  )
}

function StorePickStep({ selected, myStoreNo, onPick }: { selected: number | null; myStoreNo: number | null; onPick: (s: StoreSummary) => void }) {
  const [q, setQ] = useState('')
  const [keyword, setKeyword] = useState('')
  const [pos, setPos] = useState<{ lat: number; lng: number } | null>(null)
  useEffect(() => {
    navigator.permissions?.query({ name: 'geolocation' }).then((st) => {
      if (st.state === 'granted') navigator.geolocation.getCurrentPosition((p) => setPos({ lat: p.coords.latitude, lng: p.coords.longitude }), () => {})
    }).catch(() => {})
  }, [])
  const list = useQuery(storeQueries.list({ keyword: keyword || undefined, lat: pos?.lat, lng: pos?.lng, rows: 20 }))
  const stores = useMemo(() => {
    const s = list.data?.stores ?? []
    return myStoreNo ? [...s.filter((x) => x.storeNo === myStoreNo), ...s.filter((x) => x.storeNo !== myStoreNo)] : s
  }, [list.data, myStoreNo])
  return (
    <div>
      <form role="search" className="flex gap-2" onSubmit={(e) => { e.preventDefault(); setKeyword(q.trim()) }}>
        <label htmlFor="pick-keyword" className="sr-only">매장 검색</label>
        <input id="pick-keyword" className={field.input} type="search" placeholder="매장명이나 지역으로 검색" value={q} onChange={(e) => setQ(e.target.value)} />
        <button type="submit" className={`${btn.primary} shrink-0`}>검색</button>
      </form>
      <p className="mt-3 text-xs text-gray-500">{pos ? '내 위치에서 가까운 순으로 보여 드려요.' : '위치 권한을 허용하시면 가까운 매장부터 보여 드려요.'} <Link to="/davichstore" className="underline">지도·상세 검색</Link></p>
      <div className="mt-3">
        {list.isPending ? <ListSkeleton rows={4} /> : !stores.length ? (
          <EmptyState title="검색된 매장이 없어요">다른 검색어로 찾아보세요.</EmptyState>
        ) : (
          <ul className="space-y-2" aria-label="예약할 매장">
            {stores.map((s) => (
              <li key={s.storeNo}>
                <button type="button" onClick={() => onPick(s)} aria-pressed={s.storeNo === selected}
                  className={`w-full rounded-2xl border p-4 text-left ${s.storeNo === selected ? 'border-brand-600 bg-brand-50/50' : 'border-gray-200 hover:border-gray-400'}`}>
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-bold">{s.storeName}</span>
                    <span className="flex shrink-0 items-center gap-1">
                      {s.storeNo === myStoreNo ? <Badge tone="accent">나의 매장</Badge> : null}
                      {s.distanceKm != null ? <Badge>{formatDistance(s.distanceKm)}</Badge> : null}
                    </span>
                  </span>
                  <span className="mt-1 block text-[13px] text-gray-600">{s.address}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}

function GoodsStep({ loading, list, total }: { loading: boolean; list: { goodsNo: string; goodsNm: string; itemNm: string | null; brandNm: string; imgSrc: string; salePrice: number; buyQtt: number; reservationOnlyYn: string }[]; total: number }) {
  if (loading) return <ListSkeleton rows={2} label="예약 상품을 불러오는 중" />
  if (!list.length) return <EmptyState title="예약할 수 있는 상품이 없어요">판매가 끝났거나 잘못된 상품일 수 있어요. 상품 없이 방문 예약만 진행할 수 있어요.</EmptyState>
  return (
    <div>
      <p className="mb-3 text-sm text-gray-600">안경렌즈·콘택트렌즈는 관련 법에 따라 온라인으로 판매할 수 없어 매장에서 결제하고 착용해 보실 수 있어요.</p>
      <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200" aria-label="예약 상품">
        {list.map((g) => (
          <li key={`${g.goodsNo}-${g.itemNm}`} className="flex gap-3 p-3">
            <img src={g.imgSrc} alt={g.goodsNm} width={72} height={72} className="h-18 w-18 shrink-0 rounded-xl bg-gray-50 object-cover" />
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold text-gray-500">{g.brandNm}</p>
              <p className="line-clamp-2 text-sm font-medium">{g.goodsNm}</p>
              {g.itemNm ? <p className="text-xs text-gray-500">옵션: {g.itemNm}</p> : null}
              <p className="mt-1 flex items-center gap-2 text-sm"><strong>{formatNumber(g.salePrice)}원</strong><span className="text-gray-500">· {g.buyQtt}개</span>{g.reservationOnlyYn === 'Y' ? <Badge tone="brand">예약전용</Badge> : null}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-right text-sm">매장 결제 예정 금액 <strong className="text-base">{formatNumber(total)}원</strong></p>
    </div>
  )
}

export function ReservationDone({ r, mode }: { r: Reservation; mode: 'member' | 'guest' }) {
  return (
    <section className="rounded-2xl border border-gray-200 p-6 text-center" aria-labelledby="done-title">
      <p className="text-4xl" aria-hidden="true">✓</p>
      <h2 id="done-title" className="mt-2 text-lg font-bold">방문 예약이 완료되었어요</h2>
      <p className="mt-1 text-sm text-gray-500">예약 시간에 맞춰 매장으로 방문해 주세요.{mode === 'guest' ? ' 예약번호는 문자로도 보내 드렸어요.' : ''}</p>
      <dl className="mx-auto mt-5 max-w-sm space-y-2 rounded-xl bg-gray-50 p-4 text-left text-sm">
        <div className="flex justify-between gap-4"><dt className="text-gray-500">예약번호</dt><dd className="font-bold tracking-wide" data-testid="reservation-no">{r.reservationNo}</dd></div>
        <div className="flex justify-between gap-4"><dt className="text-gray-500">매장</dt><dd className="text-right font-medium">{r.storeName}</dd></div>
        <div className="flex justify-between gap-4"><dt className="text-gray-500">일시</dt><dd className="font-medium">{ymdLabel(r.rsvDate)} {formatHHMM(r.rsvTime)}</dd></div>
        <div className="flex justify-between gap-4"><dt className="text-gray-500">목적</dt><dd className="text-right font-medium">{purposeLabel(r.purposeGroup, r.purpose)}</dd></div>
        {r.guestName ? <div className="flex justify-between gap-4"><dt className="text-gray-500">예약자</dt><dd className="font-medium">{r.guestName} · {r.guestMobile}</dd></div> : null}
      </dl>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        {mode === 'member' ? (
          <Link className={btn.primary} to="/mypage/manageorder/reservation/$id" params={{ id: r.reservationNo }}>예약 내역 보기</Link>
        ) : (
          <Link className={btn.primary} to="/mypage/myservice/guestlist">비회원 예약 조회</Link>
        )}
        <Link className={btn.secondary} to="/main">쇼핑 계속하기</Link>
      </div>
    </section>
  )
}
