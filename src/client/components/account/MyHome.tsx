import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import {
  Barcode,
  Bell,
  CalendarCheck,
  ChevronRight,
  CircleHelp,
  Coins,
  CreditCard,
  Eye,
  Gift,
  Glasses,
  Heart,
  History,
  Landmark,
  MessageSquareText,
  Package,
  PackageCheck,
  Receipt,
  ScanFace,
  ShoppingBag,
  ShoppingCart,
  Stamp,
  Star,
  Store,
  Ticket,
  TicketPercent,
  Truck,
  Undo2,
  UserRoundCog,
  Users,
  Vote,
  WalletCards,
  type LucideIcon,
} from 'lucide-react'
import { RecentlyViewed } from '../RecentlyViewed'
import { useMember } from '~/client/hooks/useMember'
import { formatNumber, maskCardNo, maskName } from '~/shared/format'
import { btn, Glyph } from '~/client/components/ui'
import { MyVisitQueue } from '~/client/components/kiosk/MyVisitQueue'
import { MyGrade } from '~/client/components/benefits/MyGrade'
import { deferred } from '~/client/components/Deferred'

/** The contact-lens run-out card (issue 33) loads after the page is interactive. */
const ContactReorderCard = deferred(() => import('~/client/components/eyes/ContactReorderCard').then((m) => m.ContactReorderCard))
import { benefitQueries } from '~/client/queries/benefits'
import { MYPAGE_MENU } from './mypage-menu'

/** One icon set (lucide, imported one by one so only these ship) for every my-page entry, drawn by the kit's Glyph. */
const ICONS: Record<string, LucideIcon> = {
  '/mypage/manageorder/orderlist': Receipt,
  '/mypage/manageorder/delivery': Truck,
  '/mypage/manageorder/cancellist': Undo2,
  '/mypage/manageorder/reservation': CalendarCheck,
  '/mypage/manageorder/offlineorderlist': ShoppingBag,
  '/mypage/manageorder/paymentcard': CreditCard,
  '/mypage/manageorder/account': Landmark,
  '/mypage/myactivity/cart': ShoppingCart,
  '/mypage/myactivity/dibs': Heart,
  '/mypage/myactivity/comment': Star,
  '/mypage/myactivity/productinquiry': CircleHelp,
  '/mypage/myactivity/privateinquiry': MessageSquareText,
  '/mypage/myactivity/vote': Vote,
  '/mypage/myactivity/familyaccount': Users,
  '/mypage/myeyechart': Eye,
  '/mypage/myfaceinfo': ScanFace,
  '/mypage/myservice/fitting': Glasses,
  '/mypage/manageorder/giftcoupon': WalletCards,
  '/mypage/manageorder/paysdigitalcoupon': Ticket,
  '/mypage/mybonus/coupon': TicketPercent,
  '/mypage/mybonus/point': Coins,
  '/mypage/mybonus/stamp': Stamp,
  '/mypage/myservice/couponzone': Gift,
  '/mypage/myservice/giftcoupon': WalletCards,
  '/mypage/myservice/paysdigitalcoupon': Ticket,
  '/mypage/app/pushnotification': Bell,
  '/mypage/mystore/mystore': Store,
  '/mypage/mystore/visitlist': History,
  '/mypage/app/mycodeinfo': Barcode,
  '/account/editinfo': UserRoundCog,
}

/** The phone's grouped list: the desktop side menu's groups (one list, src/client/components/account/mypage-menu.ts) and the account. */
const GROUPS: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, string]>]> = [
  ...MYPAGE_MENU,
  ['회원 정보', [['/account/editinfo', '회원정보 수정']]],
]

const STAGES = [
  ['paid', '결제완료', Receipt],
  ['preparing', '배송준비', Package],
  ['shipping', '배송중', Truck],
  ['delivered', '배송완료', PackageCheck],
] as const

/** 결제완료 · 배송준비 · 배송중 · 배송완료 and 쿠폰 · 포인트 · 스탬프, from one request (GET /benefit/summary: one statement). */
function StatusStrip() {
  const { data, isPending, isError } = useQuery(benefitQueries.summary())
  if (isError) return null
  const n = (v: number | undefined) => (isPending || v === undefined ? '–' : formatNumber(v))
  return (
    <section aria-labelledby="my-status" className="rounded-2xl border border-gray-200 bg-white" data-testid="my-status">
      <div className="flex items-center justify-between px-4 pt-4">
        <h2 id="my-status" className="text-base font-bold">
          주문·배송 <span className="text-xs font-normal text-gray-500">최근 3개월</span>
        </h2>
        <Link to="/mypage/manageorder/orderlist" className="flex items-center text-xs font-semibold text-gray-600">
          전체 보기
          <Glyph icon={ChevronRight} className="h-4 w-4" />
        </Link>
      </div>
      <ol className="grid grid-cols-4 px-2 pt-3 pb-4" aria-busy={isPending || undefined}>
        {STAGES.map(([key, label, Icon], i) => (
          <li key={key} className="relative">
            <Link
              to={key === 'paid' ? '/mypage/manageorder/orderlist' : '/mypage/manageorder/delivery'}
              className="flex flex-col items-center gap-1 rounded-xl py-1 text-center"
              data-testid={`my-status-${key}`}
            >
              <Glyph icon={Icon} className="h-5 w-5 text-gray-500 [stroke-width:1.75]" />
              <strong className={`text-lg leading-6 ${data && data[key] > 0 ? 'text-brand-700' : 'text-gray-900'}`}>
                {n(data?.[key])}
              </strong>
              <span className="text-xs text-gray-600">{label}</span>
            </Link>
            {i < STAGES.length - 1 ? <Glyph icon={ChevronRight} className="absolute top-7 -right-2 h-4 w-4 text-gray-500" /> : null}
          </li>
        ))}
      </ol>
      <ul className="grid grid-cols-3 divide-x divide-gray-100 border-t border-gray-100 text-center">
        {(
          [
            ['/mypage/mybonus/coupon', '쿠폰', data ? `${formatNumber(data.coupons)}장` : '–', 'coupons'],
            ['/mypage/mybonus/point', '포인트', data ? `${formatNumber(data.points)} P` : '–', 'points'],
            ['/mypage/mybonus/stamp', '스탬프', data ? `${formatNumber(data.stamps)}개` : '–', 'stamps'],
          ] as const
        ).map(([href, label, value, key]) => (
          <li key={href}>
            <Link to={href} className="flex flex-col items-center gap-0.5 py-3" data-testid={`my-status-${key}`}>
              <span className="text-xs text-gray-600">{label}</span>
              <strong className="text-[15px] text-gray-900">{value}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Every member feature, grouped as on the desktop side menu, each with its icon (phones; desktop has the side menu). */
function GroupedMenu() {
  return (
    <nav aria-label="마이페이지 전체 메뉴" className="space-y-4 md:hidden">
      {GROUPS.map(([group, items]) => (
        <section key={group} aria-label={group} className="rounded-2xl border border-gray-200 bg-white">
          <h2 className="px-4 pt-3 pb-1 text-xs font-bold text-gray-500">{group}</h2>
          <ul className="divide-y divide-gray-100">
            {items.map(([href, name]) => (
              <li key={href}>
                <Link to={href} className="flex min-h-12 items-center gap-3 px-4 text-[15px] text-gray-800">
                  <Glyph icon={ICONS[href] ?? Receipt} className="h-5 w-5 shrink-0 text-brand-700 [stroke-width:1.75]" />
                  <span className="flex-1">{name}</span>
                  <Glyph icon={ChevronRight} className="h-4 w-4 text-gray-500" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  )
}

/** My-page home: greeting, the status strip with counts, the grade, every feature (grouped); guests get a sign-in prompt. */
export function MyHome() {
  const { member, loading, signOut } = useMember()
  if (loading)
    return (
      <div className="space-y-4" aria-busy="true">
        <div className="h-24 rounded-2xl skeleton" />
        <div className="h-40 rounded-2xl skeleton" />
        <div className="h-64 rounded-2xl skeleton" />
      </div>
    )
  if (!member)
    return (
      <section className="rounded-2xl border border-gray-200 p-6 text-center">
        <h1 className="text-xl font-bold">마이페이지</h1>
        <p className="mt-2 text-sm text-gray-600">로그인하고 주문, 예약, 쿠폰을 한 곳에서 확인하세요.</p>
        <Link to="/account/signin" search={{ returnUrl: '/mypage' }} className={`${btn.primary} mt-5 w-full text-[15px]`}>
          로그인
        </Link>
        <Link to="/account/signup" className={`${btn.secondary} mt-2 w-full text-[15px]`}>
          회원가입
        </Link>
      </section>
    )
  return (
    <div className="space-y-4">
      <section className="flex items-center justify-between gap-3 rounded-2xl bg-brand-700 px-5 py-4 text-white">
        <div className="min-w-0">
          <p className="text-xs opacity-90">
            {member.integrationMemberGbNm} · {member.loginId}
          </p>
          <h1 className="mt-0.5 text-lg font-bold" data-testid="my-greeting">
            {maskName(member.userName)}님, 안녕하세요
          </h1>
          {member.onlineCardNo ? <p className="mt-0.5 text-xs opacity-90">멤버십 {maskCardNo(member.onlineCardNo)}</p> : null}
        </div>
        <Link
          to="/mypage/app/mycodeinfo"
          className="flex shrink-0 flex-col items-center gap-0.5 rounded-xl bg-white/15 px-3 py-2 text-[11px] font-semibold"
        >
          <Glyph icon={Barcode} className="h-5 w-5" />
          멤버십 바코드
        </Link>
      </section>
      {member.lastChangeCode === 'PASSWORD' ? (
        <Link
          to="/account/editinfo"
          className="block rounded-2xl bg-amber-50 p-4 text-sm text-amber-900"
          data-testid="password-change-notice"
        >
          <span className="font-semibold">비밀번호를 바꾼 지 90일이 지났어요.</span> 소중한 정보를 지키기 위해 비밀번호를 변경해 주세요 →
        </Link>
      ) : null}
      <StatusStrip />
      <MyGrade />
      <MyVisitQueue />
      <ContactReorderCard />
      <GroupedMenu />
      <div className="-mx-4 md:mx-0">
        <RecentlyViewed limit={8} />
      </div>
      {member.integrationMemberGbNm !== '통합회원' ? (
        <Link to="/account/integration" className="block rounded-2xl bg-brand-50 p-4 text-sm font-semibold text-brand-800">
          매장 멤버십을 통합하면 매장 포인트와 스탬프도 함께 볼 수 있어요 →
        </Link>
      ) : null}
      <div className="flex justify-end gap-4 pb-2 text-sm text-gray-500">
        <button
          type="button"
          className="min-h-11 underline"
          data-testid="signout"
          onClick={async () => {
            await signOut()
            window.location.assign('/main')
          }}
        >
          로그아웃
        </button>
      </div>
    </div>
  )
}
