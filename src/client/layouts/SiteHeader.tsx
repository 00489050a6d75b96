import { Link, useRouter } from '@tanstack/react-router'
import type { GnbMenu } from '~/shared/api/types'
import { IconBack, IconCart, IconSearch } from '../components/icons'
import { Logo } from '../components/Logo'
import { MemberWidget } from '../components/account/MemberWidget'
import { useMember } from '../hooks/useMember'
import { cartPath } from '~/shared/route-guards'

/**
 * Sticky header. Phones: back button + route title ("The logo is shown only on the terms pages and main"),
 * search and cart on the right. Desktop: logo, the site menus (gnbs) and account links.
 */
/** `focused` (the order sheet): back, title and logo only — no menu, search, member or cart links. */
export function SiteHeader({ title, logo, gnbs, focused }: { title?: string; logo?: boolean; gnbs: GnbMenu[]; focused?: boolean }) {
  const router = useRouter()
  const { member } = useMember()
  return (
    <header className="sticky top-0 z-30 border-b border-gray-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4">
        <div className="flex min-w-0 flex-1 items-center gap-1 md:flex-none">
          {logo ? (
            <Logo />
          ) : (
            <>
              <button type="button" className="-ml-2 p-2 md:hidden" aria-label="뒤로 가기" onClick={() => router.history.back()}>
                <IconBack />
              </button>
              <span className="truncate text-[17px] font-bold md:hidden">{title ?? '다비치마켓'}</span>
              <span className="hidden md:inline-flex">
                <Logo />
              </span>
            </>
          )}
        </div>
        {focused ? null : (
          <nav aria-label="주요 메뉴" className="hidden flex-1 md:block">
            <ul className="flex items-center gap-5 pl-8 text-[15px] font-semibold text-gray-800">
              {gnbs.map((m) => (
                <li key={m.menuNo} className="group relative">
                  <a href={m.linkUrl} className="py-4 hover:text-brand-600">
                    {m.menuNm}
                  </a>
                  {m.children.length ? (
                    <ul className="invisible absolute left-0 top-full z-40 min-w-36 rounded-xl border border-gray-100 bg-white p-2 shadow-lg group-focus-within:visible group-hover:visible">
                      {m.children.map((c) => (
                        <li key={c.menuNo}>
                          <a href={c.linkUrl} className="block rounded-lg px-3 py-2 text-sm font-medium hover:bg-gray-50">
                            {c.menuNm}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
        )}
        {focused ? null : (
          <div className="flex items-center">
            <Link to="/search" className="p-2" aria-label="검색">
              <IconSearch />
            </Link>
            <MemberWidget />
            <Link to={cartPath(!!member)} className="p-2" aria-label="장바구니">
              <IconCart />
            </Link>
          </div>
        )}
      </div>
    </header>
  )
}
