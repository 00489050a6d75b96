import { Link } from '@tanstack/react-router'
import { IconGrid, IconHome, IconPin, IconUser } from '../components/icons'

const tabs = [
  { href: '/main', label: '홈', Icon: IconHome, match: /^\/(main(\/.*)?)?$/ },
  { href: '/products', label: '카테고리', Icon: IconGrid, match: /^\/products/ },
  { href: '/davichstore', label: '매장찾기', Icon: IconPin, match: /^\/davichstore/ },
  { href: '/mypage', label: '마이', Icon: IconUser, match: /^\/mypage/ },
] as const

/** Phones only: 홈, 카테고리, 매장찾기, 마이. */
export function BottomTabBar({ path }: { path: string }) {
  return (
    <nav
      aria-label="하단 메뉴"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-100 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-4">
        {tabs.map(({ href, label, Icon, match }) => {
          const active = match.test(path)
          return (
            <li key={href}>
              <Link
                to={href}
                aria-current={active ? 'page' : undefined}
                className={`flex h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium ${active ? 'text-brand-700' : 'text-gray-500'}`}
              >
                <Icon width={22} height={22} />
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
