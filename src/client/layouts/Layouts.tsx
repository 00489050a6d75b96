import { Link } from '@tanstack/react-router'
import { lazy, Suspense, type ReactNode } from 'react'
import type { SiteInfoAnswer } from '~/shared/api/types'
import { Logo } from '../components/Logo'
import { chipClass } from '../components/ui/classes'
import { BottomTabBar } from './BottomTabBar'
import { useKiosk } from '../hooks/useKiosk'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

export type LayoutName = 'default' | 'appnative' | 'customercenter' | 'mypage' | 'paymentcomplete' | 'empty' | 'console'

interface ShellProps {
  layout: LayoutName
  path: string
  title?: string
  logo?: boolean
  site: SiteInfoAnswer
  children: ReactNode
}

const CUSTOMER_CENTER_MENU = [
  ['/customercenter/notice', '공지사항'],
  ['/customercenter/faq', '자주 묻는 질문'],
  ['/customercenter/qa', '1:1 문의'],
  ['/customercenter/inspection', '시력검사 안내'],
  ['/customercenter/lensGuide', '렌즈 가이드'],
  ['/customercenter/magazine', '매거진'],
  ['/customercenter/partnership', '제휴 문의'],
] as const

// Entries without a page yet are shown as "준비 중", not as links that would 404. One entry per line: each
// domain fills in its own lines.
const MYPAGE_MENU = [
  [
    '주문 관리',
    [
      ['/mypage/manageorder/orderlist', '주문 내역'],
      ['/mypage/manageorder/delivery', '배송 조회'],
      ['/mypage/manageorder/cancellist', '취소/반품 내역'],
      ['/mypage/manageorder/reservation', '방문 예약 내역'],
      ['/mypage/manageorder/offlineorderlist', '매장 구매 내역'],
      ['/mypage/manageorder/paymentcard', '결제 수단'],
      ['/mypage/manageorder/account', '환불 계좌'],
    ],
  ],
  [
    '나의 활동',
    [
      ['/mypage/myactivity/cart', '장바구니'],
      ['/mypage/myactivity/dibs', '찜한 상품'],
      ['/mypage/myactivity/comment', '나의 리뷰'],
      ['/mypage/myactivity/productinquiry', '상품 문의'],
      ['/mypage/myactivity/privateinquiry', '1:1 문의 내역'],
      ['/mypage/myactivity/vote', '스타일 투표'],
      ['/mypage/myactivity/familyaccount', '가족 계정'],
      ['/mypage/myeyechart', '시력 기록'],
      ['/mypage/myfaceinfo', '얼굴 정보'],
      ['/mypage/myservice/fitting', '스마트 피팅'],
    ],
  ],
  [
    '나의 혜택',
    [
      ['/mypage/manageorder/giftcoupon', '상품권'],
      ['/mypage/manageorder/paysdigitalcoupon', '디지털 쿠폰'],
      ['/mypage/mybonus/coupon', '쿠폰'],
      ['/mypage/mybonus/point', '포인트'],
      ['/mypage/mybonus/stamp', '스탬프'],
      ['/mypage/myservice/couponzone', '쿠폰존'],
      ['/mypage/myservice/giftcoupon', '상품권 등록'],
      ['/mypage/myservice/paysdigitalcoupon', '모바일 교환권'],
      ['/mypage/app/pushnotification', '알림 설정'],
    ],
  ],
  [
    '나의 매장',
    [
      ['/mypage/mystore/mystore', '나의 매장'],
      ['/mypage/mystore/visitlist', '방문 내역'],
      ['/mypage/app/mycodeinfo', '멤버십 바코드'],
    ],
  ],
] as const

/** The store owner's menu (/mypagestore/*, ROLE_STORE). */
const STORE_MENU = [
  [
    '매장 관리',
    [
      ['/mypagestore', '오늘의 매장'],
      ['/mypagestore/manageorder/orderlist', '매장 주문 관리'],
      ['/mypagestore/myfaceinfo', '고객 얼굴형·피팅 기록'],
    ],
  ],
  [
    '나의 활동',
    [
      ['/mypagestore/myactivity/cart', '장바구니'],
      ['/mypagestore/myactivity/dibs', '찜한 상품'],
    ],
  ],
] as const

/** A menu entry is current on its page and below it (a home entry like /mypagestore only on itself). */
const isCurrent = (href: string, path: string) => (href === '/mypagestore' ? /^\/mypagestore\/?$/.test(path) : path.startsWith(href))

function SideNav({ label, items, path }: { label: string; items: readonly (readonly [string, string])[]; path: string }) {
  return (
    <ul className="space-y-1" aria-label={label}>
      {items.map(([href, name]) =>
        !href ? (
          <li key={name}>
            <span className="flex items-center justify-between rounded-lg px-3 py-2 text-sm text-gray-400" aria-disabled="true">
              {name}
              <span className="rounded bg-gray-100 px-1.5 py-0.5 text-[10px] font-semibold">준비 중</span>
            </span>
          </li>
        ) : (
          <li key={href}>
            <Link
              to={href}
              aria-current={isCurrent(href, path) ? 'page' : undefined}
              className={`block rounded-lg px-3 py-2 text-sm ${isCurrent(href, path) ? 'bg-brand-50 font-semibold text-brand-700' : 'text-gray-700 hover:bg-gray-50'}`}
            >
              {name}
            </Link>
          </li>
        ),
      )}
    </ul>
  )
}

// Kiosk mode lives in this device's storage, so the server never renders its bar: its code (bar, idle reset)
// loads only on a kiosk.
const KioskChrome = lazy(() => import('../components/kiosk/KioskChrome').then((m) => ({ default: m.KioskChrome })))
function KioskGate() {
  const { kiosk } = useKiosk()
  return kiosk ? (
    <Suspense fallback={null}>
      <KioskChrome />
    </Suspense>
  ) : null
}

export function AppShell({ layout, path, title, logo, site, children }: ShellProps) {
  if (layout === 'empty') return <main id="main">{children}</main>
  // The head-office console draws its own frame (src/routes/admin/route.tsx): none of the shop's chrome.
  if (layout === 'console') return <>{children}</>
  if (layout === 'appnative')
    return (
      <main id="main" className="min-h-dvh">
        {children}
      </main>
    )
  if (layout === 'paymentcomplete') {
    return (
      <>
        <header className="border-b border-gray-100">
          <div className="mx-auto flex h-14 max-w-3xl items-center px-4">
            <Logo />
          </div>
        </header>
        <main id="main" className="mx-auto max-w-3xl px-4 py-8">
          {children}
        </main>
        <SiteFooter info={site} />
      </>
    )
  }
  const header = (
    <>
      <KioskGate />
      <SiteHeader title={title} logo={logo} gnbs={site.gnbs} />
    </>
  )
  let body = <main id="main">{children}</main>
  if (layout === 'customercenter') {
    body = (
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6 md:grid-cols-[200px_1fr]">
        <nav aria-label="고객센터 메뉴" className="hidden md:block">
          <h2 className="mb-3 px-3 text-lg font-bold">고객센터</h2>
          <SideNav label="고객센터" items={CUSTOMER_CENTER_MENU} path={path} />
          <div className="mt-6 rounded-xl bg-gray-50 p-4 text-sm">
            <p className="font-semibold">고객센터 {site.callCenterInfo.custCtTelNo}</p>
            <p className="mt-1 text-gray-600">{site.callCenterInfo.custCtOperTime}</p>
          </div>
        </nav>
        {/* Phones: the same menu as a row of chips that scrolls inside its box (the side menu is desktop only). */}
        <nav aria-label="고객센터 메뉴" className="-mx-4 -mb-4 min-w-0 md:hidden">
          <ul className="scrollbar-none flex gap-2 overflow-x-auto px-4 pb-1">
            {CUSTOMER_CENTER_MENU.map(([href, name]) => (
              <li key={href}>
                <Link to={href} aria-current={path.startsWith(href) ? 'page' : undefined} className={chipClass(path.startsWith(href))}>
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0">
          {children}
        </main>
      </div>
    )
  } else if (layout === 'mypage') {
    const store = /^\/mypagestore(\/|$)/.test(path)
    body = (
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6 md:grid-cols-[200px_1fr]">
        <nav aria-label="마이페이지 메뉴" className="hidden md:block">
          <Link to={store ? '/mypagestore' : '/mypage'} className="mb-3 block px-3 text-lg font-bold">
            {store ? '가맹점 마이페이지' : '마이페이지'}
          </Link>
          {(store ? STORE_MENU : MYPAGE_MENU).map(([group, items]) => (
            <div key={group} className="mb-4">
              <p className="px-3 pb-1 text-xs font-semibold text-gray-500">{group}</p>
              <SideNav label={group} items={items} path={path} />
            </div>
          ))}
        </nav>
        <main id="main" className="min-w-0">
          {children}
        </main>
      </div>
    )
  }
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-2">
        본문 바로가기
      </a>
      {header}
      {body}
      <SiteFooter info={site} />
      <BottomTabBar path={path} />
    </>
  )
}
