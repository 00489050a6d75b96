import { Link } from '@tanstack/react-router'
import { RecentlyViewed } from '../RecentlyViewed'
import { useMember } from '~/client/hooks/useMember'
import { maskCardNo, maskName, maskPhone } from '~/shared/format'
import { btn } from '~/client/components/ui'
import { MyVisitQueue } from '~/client/components/kiosk/MyVisitQueue'
import { MyGrade } from '~/client/components/benefits/MyGrade'
import { deferred } from '~/client/components/Deferred'

/** The contact-lens run-out card (issue 33) loads after the page is interactive. */
const ContactReorderCard = deferred(() => import('~/client/components/eyes/ContactReorderCard').then((m) => m.ContactReorderCard))

/** Paths as plain strings: some shortcuts lead to pages later issues build (the router answers them with its 404 until then). */
type Shortcuts = ReadonlyArray<readonly [string, string, string]>
const MEMBER_LINKS: Shortcuts = [
  ['/mypage/manageorder/orderlist', '주문/배송 조회', '주'],
  ['/mypage/manageorder/reservation', '방문 예약', '예'],
  ['/mypage/mybonus/coupon', '쿠폰', '쿠'],
  ['/mypage/mybonus/point', '포인트', 'P'],
  ['/mypage/myactivity/dibs', '찜한 상품', '찜'],
  ['/mypage/myactivity/cart', '장바구니', '장'],
  ['/mypage/mystore/mystore', '나의 매장', '매'],
  ['/account/editinfo', '회원정보 수정', '정'],
]
/** My-page home: greeting, masked info, shortcuts; guests get a sign-in prompt (the page opts out of the section's gate). */
export function MyHome() {
  const { member, loading, signOut } = useMember()
  if (loading)
    return (
      <div className="space-y-4" aria-busy="true">
        <div className="h-28 rounded-2xl skeleton" />
        <div className="grid grid-cols-4 gap-3">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="h-20 rounded-xl skeleton" />
          ))}
        </div>
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
  const links = MEMBER_LINKS
  return (
    <div className="space-y-6">
      <section className="rounded-2xl bg-brand-700 p-5 text-white">
        <p className="text-sm opacity-90">{member.integrationMemberGbNm}</p>
        <h1 className="mt-1 text-xl font-bold" data-testid="my-greeting">
          {maskName(member.userName)}님, 안녕하세요
        </h1>
        <dl className="mt-3 grid grid-cols-[4.5rem_1fr] gap-y-1 text-sm opacity-95">
          <dt>아이디</dt>
          <dd>{member.loginId}</dd>
          <dt>휴대폰</dt>
          <dd>{maskPhone(member.userMobile ?? '')}</dd>
          {member.onlineCardNo ? (
            <>
              <dt>멤버십</dt>
              <dd>{maskCardNo(member.onlineCardNo)}</dd>
            </>
          ) : null}
        </dl>
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
      <MyGrade />
      <nav aria-label="마이페이지 바로가기">
        <ul className="grid grid-cols-4 gap-3">
          {links.map(([href, label, icon]) => (
            <li key={href}>
              <Link
                to={href}
                className="flex h-20 flex-col items-center justify-center gap-1 rounded-xl border border-gray-100 bg-white text-xs font-semibold text-gray-700 shadow-sm hover:border-brand-200"
              >
                <span
                  className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700"
                  aria-hidden="true"
                >
                  {icon}
                </span>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <MyVisitQueue />
      <ContactReorderCard />
      <div className="-mx-4 md:mx-0">
        <RecentlyViewed limit={8} />
      </div>
      {member.integrationMemberGbNm !== '통합회원' ? (
        <Link to="/account/integration" className="block rounded-2xl bg-brand-50 p-4 text-sm font-semibold text-brand-800">
          매장 멤버십을 통합하면 매장 포인트와 스탬프도 함께 볼 수 있어요 →
        </Link>
      ) : null}
      <div className="flex justify-end gap-4 text-sm text-gray-500">
        <button
          type="button"
          className="underline"
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
