import { Link, Outlet, useLocation, useMatches, useRouteContext, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { EmptyState, ErrorState, ListSkeleton, PageTitle, btn } from '../components/ui'
import { chipClass } from '../components/ui/classes'
import { siteQueries } from '../queries/site'
import { MYPAGE_MENU } from '../components/account/mypage-menu'

/**
 * Section layouts: the frame, the menu and the gate of a section (/mypage, /mypagestore, /customercenter), rendered
 * by the section's layout route (src/routes/<section>/route.tsx) around its pages, so a page is only its content.
 *
 * The gate reads the member the root `beforeLoad` resolved once for the navigation (router context, refreshed by
 * `router.invalidate()` on sign-in/out): a guest gets the section's sign-in card — with the page's title, in the
 * server HTML — in place of every page that does not opt out with `staticData: { guest: true }`. Pages the guard
 * table sends guests to sign-in (src/shared/route-guards.ts) never get here as a guest.
 */

const CUSTOMER_CENTER_MENU = [
  ['/customercenter/notice', '공지사항'],
  ['/customercenter/faq', '자주 묻는 질문'],
  ['/customercenter/qa', '1:1 문의'],
  ['/customercenter/inspection', '시력검사 안내'],
  ['/customercenter/lensGuide', '렌즈 가이드'],
  ['/customercenter/magazine', '매거진'],
  ['/customercenter/partnership', '제휴 문의'],
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

/** The leaf route's static data (title, guest opt-out) and path. */
function useLeaf() {
  return useMatches({
    select: (ms) => {
      const leaf = ms[ms.length - 1]
      return { title: leaf?.staticData.title, guest: leaf?.staticData.guest === true, path: leaf?.pathname ?? '/' }
    },
  })
}

/** The section's pages, each behind the gate, with the kit's skeleton while a page's data suspends. */
function GatedOutlet({ gate }: { gate: 'member' | 'store' | null }) {
  const member = useRouteContext({ from: '__root__', select: (c) => c.member })
  const leaf = useLeaf()
  const href = useLocation({ select: (l) => l.href })
  if (gate && !member && !leaf.guest) return <SignInCard store={gate === 'store'} title={leaf.title} returnTo={href} />
  return (
    <Suspense fallback={<SectionPending />}>
      <Outlet />
    </Suspense>
  )
}

/** What a guest gets in place of a member page: the page's title and a sign-in link that comes back to it. */
function SignInCard({ store, title, returnTo }: { store: boolean; title?: string; returnTo: string }) {
  return (
    <>
      {title ? <PageTitle>{title}</PageTitle> : null}
      <EmptyState
        title={store ? '가맹점 로그인이 필요한 메뉴예요.' : '로그인이 필요한 메뉴예요.'}
        action={
          <div className="flex flex-col gap-2">
            <Link className={btn.primary} to="/account/signin" search={{ returnUrl: returnTo }}>
              {store ? '가맹점 로그인' : '로그인하기'}
            </Link>
            {store ? (
              <Link className={btn.secondary} to="/customercenter/partnership">
                가맹 문의하기
              </Link>
            ) : null}
          </div>
        }
      >
        {store
          ? '가맹점주 계정으로 로그인하시면 우리 매장의 주문·예약과 고객 기록을 확인하실 수 있어요. 계정은 본사에서 발급해 드려요.'
          : '로그인하시면 주문·배송 내역과 혜택을 확인하실 수 있어요.'}
      </EmptyState>
    </>
  )
}

/** A section's pending state (the layout route's pendingComponent, and the fallback while a page suspends). */
export function SectionPending() {
  return <ListSkeleton rows={3} media />
}

/** A section's error state: what failed and a way forward, inside the section's frame. */
export function SectionError({ reset }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <ErrorState
      action={
        <button
          type="button"
          className={btn.primary}
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          다시 시도
        </button>
      }
    >
      일시적인 오류일 수 있어요. 잠시 후 다시 시도해 주세요.
    </ErrorState>
  )
}

/** /mypage/* and /mypagestore/*: the my-page menu (the store owner's on /mypagestore) and the member gate. */
export function MypageSectionLayout({ store = false }: { store?: boolean }) {
  const { path } = useLeaf()
  return (
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
      <main id="main" className="min-w-0 md:py-6">
        <GatedOutlet gate={store ? 'store' : 'member'} />
      </main>
    </div>
  )
}

/** /customercenter/*: the customer-centre menu (side menu on desktop, chips on phones) and the call centre's hours. */
export function CustomerCenterLayout() {
  const { path } = useLeaf()
  const { data: site } = useSuspenseQuery(siteQueries.info())
  return (
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
        <GatedOutlet gate={null} />
      </main>
    </div>
  )
}
