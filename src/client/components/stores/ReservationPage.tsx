import { Link, useSearch } from '@tanstack/react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { memberQueries } from '~/client/queries/member'
import { storeQueries } from '~/client/queries/stores'
import { ReservationWizard } from './ReservationWizard'
import { ListSkeleton, PageTitle } from '~/client/components/ui'
import { SignInRequired, StoreOwnerBlocked } from '~/client/components/stores/Gates'

export interface ReservationSearch {
  storeNo?: number
  goodsNo?: string
  itemNo?: string
  qty?: string
  lensIndex?: string
  lensFrame?: string
  record?: number
}

/** Goods arriving from the product page or the cart: comma lists goodsNo=G1,G2&itemNo=I1,I2&qty=1,2. */
export function goodsFromSearch(s: ReservationSearch) {
  const goods = (s.goodsNo ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter((x) => /^G\d{6}$/.test(x))
  const items = (s.itemNo ?? '').split(',')
  const qtys = (s.qty ?? '').split(',')
  return goods.slice(0, 20).map((goodsNo, i) => {
    const q = Number(qtys[i])
    return { goodsNo, itemNo: items[i]?.trim() || null, buyQtt: Number.isInteger(q) && q >= 1 && q <= 99 ? q : 1 }
  })
}

export function ReservationPage({
  mode,
  channel,
  search,
}: {
  mode: 'member' | 'guest'
  channel: 'ONLINE' | 'HOMESHOPPING'
  search: ReservationSearch
}) {
  const { data: member } = useSuspenseQuery(memberQueries.info())
  const myStore = useQuery({ ...storeQueries.myStore(), enabled: !!member && member.authRole === 'ROLE_USER' })
  if (member?.authRole === 'ROLE_STORE') return <StoreOwnerBlocked />
  const base = channel === 'HOMESHOPPING' ? '/davichstore/homeshopping' : '/davichstore'
  const qs = typeof window === 'undefined' ? '' : window.location.search
  if (mode === 'member' && !member)
    return <SignInRequired returnTo={`${base}/reservation${qs}`} guestHref={`${base}/guestreservation${qs}`} />
  const title =
    channel === 'HOMESHOPPING'
      ? mode === 'guest'
        ? '홈쇼핑 구매 고객 비회원 방문 예약'
        : '홈쇼핑 구매 고객 방문 예약'
      : mode === 'guest'
        ? '비회원 방문 예약'
        : '매장 방문 예약'
  const sub =
    channel === 'HOMESHOPPING'
      ? 'TV 홈쇼핑에서 구매하신 안경·렌즈를 가까운 매장에서 검사받고 맞춰 보세요.'
      : mode === 'guest'
        ? '휴대폰 인증만으로 예약할 수 있어요.'
        : '원하는 매장과 시간을 골라 기다림 없이 방문하세요.'
  return (
    <div className="mx-auto max-w-2xl px-4 pb-16 pt-4 md:pt-8">
      <PageTitle sub={sub}>{title}</PageTitle>
      {mode === 'guest' && member ? (
        <p className="mb-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-700">
          로그인되어 있어요.{' '}
          <a className="font-semibold underline" href={`${base}/reservation${qs}`}>
            회원 예약
          </a>
          으로 진행하시면 예약 내역에서 변경·취소할 수 있어요.
        </p>
      ) : null}
      {mode === 'member' ? null : (
        <p className="mb-4 text-right text-xs">
          <Link className="text-gray-500 underline" to="/mypage/myservice/guestlist">
            비회원 예약 조회
          </Link>
        </p>
      )}
      <ReservationWizard
        mode={mode}
        channel={channel}
        storeNo={search.storeNo}
        goods={goodsFromSearch(search)}
        myStoreNo={myStore.data?.store?.storeNo ?? null}
        lens={mode === 'member' && search.lensIndex ? { index: search.lensIndex, frame: search.lensFrame ?? null } : undefined}
        eyeRecordNo={mode === 'member' ? search.record : undefined}
      />
    </div>
  )
}

/** The page of /davichstore/{,homeshopping/}{reservation,guestreservation} (src/routes/-shells.tsx). */
export function ReservationRoutePage({ mode, channel }: { mode: 'member' | 'guest'; channel: 'ONLINE' | 'HOMESHOPPING' }) {
  const search = useSearch({ strict: false })
  return (
    <Suspense
      fallback={
        <div className="mx-auto max-w-2xl px-4 py-8">
          <ListSkeleton rows={3} />
        </div>
      }
    >
      <ReservationPage mode={mode} channel={channel} search={search} />
    </Suspense>
  )
}
