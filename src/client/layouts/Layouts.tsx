import { lazy, Suspense, type ReactNode } from 'react'
import type { SiteInfoAnswer } from '~/shared/api/types'
import { Logo } from '../components/Logo'
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
  /** 'buy': no tab bar (the page pins its own buy bar); 'checkout': no tab bar, footer, search or menu. */
  chrome?: 'buy' | 'checkout'
  site: SiteInfoAnswer
  children: ReactNode
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

export function AppShell({ layout, path, title, logo, chrome, site, children }: ShellProps) {
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
      <SiteHeader title={title} logo={logo} gnbs={site.gnbs} focused={chrome === 'checkout'} />
    </>
  )
  // The sections (customercenter, mypage) render their own frame, menu and <main> (src/client/layouts/Sections.tsx,
  // from the section's layout route).
  const body = layout === 'customercenter' || layout === 'mypage' ? children : <main id="main">{children}</main>
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-2">
        본문 바로가기
      </a>
      {header}
      {body}
      {chrome === 'checkout' ? null : <SiteFooter info={site} />}
      {chrome ? null : <BottomTabBar path={path} />}
    </>
  )
}
