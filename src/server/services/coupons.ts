/**
 * Coupon zone, downloads and my coupons. Downloads are exactly once per member (unless the coupon allows
 * duplicates) and respect the quantity limit under concurrency: both are decided inside ONE guarded batch
 * (db/coupon-zone.ts issueCoupon), never by a read before the write.
 */
import type { D1Database } from '@cloudflare/workers-types'
import type {
  CouponDownloadAllAnswer,
  CouponDownloadAnswer,
  CouponZoneAnswer,
  CouponZoneItem,
  MyCoupon,
  MyCouponAnswer,
} from '../../shared/api/benefit-types'
import {
  ageAllowed,
  ageBandsLabel,
  ageBandsOf,
  benefitLabel,
  couponState,
  issueValidity,
  KIND_LABELS,
  offlineBarcode,
  scopeLabel,
} from '../../shared/benefits/coupons'
import { goodsTypeName } from '../../shared/codes'
import { seoulNow } from '../../shared/dates'
import {
  birthdayCoupon,
  issueCoupon,
  memberBirth,
  memberCoupons,
  signupCoupons,
  zoneCoupon,
  zonePage,
  type MemberCouponRow,
  type ZoneCouponRow,
} from '../db/coupon-zone'
import { DomainError } from '../domain-error'
import { code128Svg } from './barcode'

const ymdDots = (iso: string) => seoulNow(iso).format('YYYY.MM.DD')

function validLabel(r: ZoneCouponRow): string {
  if (r.valid_type_cd === 'ISSUE_DAYS') return `받은 날부터 ${r.valid_days ?? 0}일`
  if (r.valid_type_cd === 'CONFIRM_DAYS') return `구매확정일부터 ${r.valid_days ?? 0}일`
  return `${r.valid_start_dttm ? ymdDots(r.valid_start_dttm) : ''} ~ ${r.valid_end_dttm ? ymdDots(r.valid_end_dttm) : ''}`
}

function zoneItem(r: ZoneCouponRow, birth: string | null, now: Date): CouponZoneItem {
  const bands = ageBandsOf(r.age_bands)
  const soldOut = r.qtt_limit != null && r.issued_qtt >= r.qtt_limit
  return {
    couponNo: r.coupon_no,
    couponNm: r.coupon_nm,
    couponDscrt: r.coupon_dscrt,
    couponKindCd: r.coupon_kind_cd,
    kindLabel: KIND_LABELS[r.coupon_kind_cd] ?? '쿠폰',
    benefitLabel: benefitLabel(r),
    benefitTypeCd: r.benefit_type_cd,
    minOrderAmt: r.min_order_amt,
    scopeLabel: scopeLabel(r.goods_type_cd ? goodsTypeName(r.goods_type_cd) : null, r.target_scope_cd, r.min_order_amt),
    validLabel: validLabel(r),
    goodsTypeCd: r.goods_type_cd,
    channelCd: r.channel_cd,
    issueEndDttm: r.issue_end_dttm,
    issuedYn: r.held > 0 && r.dup_download_yn !== 'Y' ? 'Y' : 'N',
    soldOutYn: soldOut ? 'Y' : 'N',
    remainQtt: r.qtt_limit == null ? null : Math.max(0, r.qtt_limit - r.issued_qtt),
    dupDownloadYn: r.dup_download_yn,
    soloUseYn: r.solo_use_yn,
    ageLabel: ageBandsLabel(bands),
    ageAllowed: birth === null ? true : ageAllowed(bands, birth, now),
  }
}

export async function couponZone(
  db: D1Database,
  memberNo: number | null,
  q: { goodsTypeCd: string; page: number; rows: number; couponOnlineYn: string },
  now = new Date(),
): Promise<CouponZoneAnswer> {
  const birth = memberNo ? ((await memberBirth(db, memberNo))?.birth ?? null) : null
  const r = await zonePage(db, {
    nowIso: now.toISOString(),
    goodsTypeCd: q.goodsTypeCd,
    online: q.couponOnlineYn,
    memberNo,
    rows: q.rows,
    offset: (q.page - 1) * q.rows,
  })
  const couponList = r.rows.map((row) => zoneItem(row, birth, now))
  return {
    couponList,
    totalCount: r.total,
    page: q.page,
    rows: q.rows,
    remainYn: couponList.some((c) => c.issuedYn === 'N') ? 'Y' : 'N',
    downloadableCount: memberNo ? r.open : r.total,
  }
}

/** Downloads one coupon; refusals are DomainErrors with the shopper's reason. */
export async function downloadCoupon(db: D1Database, memberNo: number, couponNo: number, now = new Date()): Promise<CouponDownloadAnswer> {
  const nowIso = now.toISOString()
  const c = await zoneCoupon(db, couponNo, nowIso, memberNo)
  if (!c) throw DomainError.notFound('받을 수 있는 쿠폰이 아니에요. 발급 기간이 끝났을 수 있어요.', 'couponNo')
  const birth = (await memberBirth(db, memberNo))?.birth ?? null
  const bands = ageBandsOf(c.age_bands)
  if (!ageAllowed(bands, birth, now))
    throw DomainError.of('forbidden', 'couponNo', `${ageBandsLabel(bands).replace(/ 전용$/, '')} 회원만 받을 수 있는 쿠폰이에요.`)
  const v = issueValidity(c, now)
  if (v.end <= nowIso) throw DomainError.of('gone', 'couponNo', '사용 기간이 끝난 쿠폰이라 받을 수 없어요.')
  const out = await issueCoupon(db, { couponNo, memberNo, start: v.start, end: v.end, nowIso })
  if (out === 'exhausted') throw DomainError.conflict('선착순 수량이 모두 소진되었어요.', 'couponNo')
  if (out === 'held') throw DomainError.conflict('이미 받은 쿠폰이에요. 나의 쿠폰함에서 확인해 주세요.', 'couponNo')
  return { couponNo, issued: true, validEndDttm: v.end }
}

/** "모두 받기": every coupon of the tab the member can still get; the others are named with their reason. */
export async function downloadAll(
  db: D1Database,
  memberNo: number,
  goodsTypeCd: string,
  couponNos: number[] | undefined,
  now = new Date(),
): Promise<CouponDownloadAllAnswer> {
  const page = await zonePage(db, { nowIso: now.toISOString(), goodsTypeCd, online: '', memberNo, rows: 100, offset: 0 })
  const wanted = page.rows.filter(
    (r) =>
      (!couponNos || couponNos.includes(r.coupon_no)) &&
      (r.held === 0 || r.dup_download_yn === 'Y') &&
      !(r.qtt_limit != null && r.issued_qtt >= r.qtt_limit),
  )
  const issued: number[] = []
  const skipped: { couponNo: number; reason: string }[] = []
  for (const r of wanted) {
    if (r.held > 0) continue // duplicates are taken one at a time with 받기
    try {
      await downloadCoupon(db, memberNo, r.coupon_no, now)
      issued.push(r.coupon_no)
    } catch (e) {
      if (!(e instanceof DomainError)) throw e
      skipped.push({ couponNo: r.coupon_no, reason: e.errors[0]?.reason ?? '받을 수 없는 쿠폰이에요.' })
    }
  }
  return { issued, skipped }
}

function myCoupon(r: MemberCouponRow, nowIso: string): MyCoupon {
  const state = couponState(r, nowIso)
  const offline = r.channel_cd === 'OFFLINE' || r.coupon_kind_cd === 'OFFLINE'
  const end = seoulNow(r.valid_end_dttm)
  const barcodeValue = r.barcode_no ?? offlineBarcode(r.issue_no)
  return {
    issueNo: r.issue_no,
    couponNo: r.coupon_no,
    couponNm: r.coupon_nm,
    couponDscrt: r.coupon_dscrt,
    kindLabel: r.face_amt ? KIND_LABELS.POINT : (KIND_LABELS[r.coupon_kind_cd] ?? '쿠폰'),
    benefitLabel: benefitLabel(r, r.face_amt),
    scopeLabel: offline
      ? '다비치 매장에서 사용'
      : scopeLabel(r.goods_type_cd ? goodsTypeName(r.goods_type_cd) : null, r.target_scope_cd, r.min_order_amt),
    minOrderAmt: r.min_order_amt,
    soloUseYn: r.solo_use_yn,
    channelCd: r.channel_cd,
    state,
    validStartDttm: r.valid_start_dttm,
    validEnd: end.format('YYYY-MM-DD'),
    daysLeft: state === 'usable' ? Math.max(0, end.startOf('day').diff(seoulNow(nowIso).startOf('day'), 'day')) : null,
    useDttm: r.use_dttm,
    useStoreNm: r.use_store_nm ?? null,
    ordNo: r.ord_no,
    barcode: offline && state === 'usable' ? { value: barcodeValue, svg: code128Svg(barcodeValue) } : null,
  }
}

export async function myCoupons(
  db: D1Database,
  memberNo: number,
  state: 'usable' | 'used' | 'expired',
  channel: 'all' | 'online' | 'offline',
  now = new Date(),
): Promise<MyCouponAnswer> {
  const nowIso = now.toISOString()
  const r = await memberCoupons(db, memberNo, state, channel, nowIso)
  return { coupons: r.rows.map((row) => myCoupon(row, nowIso)), counts: r.counts, birthday: await birthdayOffer(db, memberNo, now) }
}

/** The birthday coupon: downloadable in the member's birth month, once a year. */
async function birthdayOffer(db: D1Database, memberNo: number, now: Date) {
  const seoul = seoulNow(now)
  const c = await birthdayCoupon(db, now.toISOString(), memberNo, seoul.year())
  if (!c) return null
  const birth = (await memberBirth(db, memberNo))?.birth ?? ''
  const month = /^\d{8}$/.test(birth) && birth !== '00000000' ? Number(birth.slice(4, 6)) : 0
  const inMonth = month === seoul.month() + 1
  const held = c.held > 0
  const reason = held
    ? '올해 생일 쿠폰을 이미 받으셨어요.'
    : !month
      ? '생년월일을 등록하시면 생일이 있는 달에 받을 수 있어요.'
      : inMonth
        ? null
        : `생일이 있는 ${month}월에 받을 수 있어요.`
  return { couponNo: c.coupon_no, couponNm: c.coupon_nm, benefitLabel: benefitLabel(c), available: !held && inMonth, held, reason }
}

export async function downloadBirthday(db: D1Database, memberNo: number, now = new Date()): Promise<CouponDownloadAnswer> {
  const offer = await birthdayOffer(db, memberNo, now)
  if (!offer) throw DomainError.notFound('지금은 받을 수 있는 생일 쿠폰이 없어요.', 'couponNo')
  if (!offer.available) throw DomainError.conflict(offer.reason ?? '생일 쿠폰을 받을 수 없어요.', 'couponNo')
  const c = (await birthdayCoupon(db, now.toISOString(), memberNo, seoulNow(now).year()))!
  const v = issueValidity(c, now)
  const out = await issueCoupon(db, {
    couponNo: c.coupon_no,
    memberNo,
    start: v.start,
    end: v.end,
    nowIso: now.toISOString(),
    issueSeq: seoulNow(now).year(),
  })
  if (out === 'held') throw DomainError.conflict('올해 생일 쿠폰을 이미 받으셨어요.', 'couponNo')
  if (out === 'exhausted') throw DomainError.conflict('생일 쿠폰이 모두 소진되었어요.', 'couponNo')
  return { couponNo: c.coupon_no, issued: true, validEndDttm: v.end }
}

/** At registration: every sign-up coupon in its window, once (issue_seq 1). Never blocks the sign-up. */
export async function issueSignupCoupons(db: D1Database, memberNo: number, now = new Date()) {
  for (const c of await signupCoupons(db, now.toISOString())) {
    const v = issueValidity(c, now)
    await issueCoupon(db, { couponNo: c.coupon_no, memberNo, start: v.start, end: v.end, nowIso: now.toISOString(), issueSeq: 1 }).catch(
      (e) => console.error('signup coupon', e),
    )
  }
}
