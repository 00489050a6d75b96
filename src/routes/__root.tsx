/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { useSuspenseQuery } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  HeadContent,
  lazyRouteComponent,
  Outlet,
  redirect,
  Scripts,
  useLocation,
  useMatches,
} from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { DialogProvider } from '~/client/components/Dialogs'
import { fontLoaderScript, fontsCss, fontsSeen } from '~/client/fonts'
import { useMarketingTags } from '~/client/marketing'
import { startTelemetry } from '~/client/telemetry-start'
import { AppShell } from '~/client/layouts/Layouts'
import { currentMember } from '~/client/queries/member'
import { dibsQueries } from '~/client/queries/dibs'
import { siteQueries } from '~/client/queries/site'
import { guardRedirect } from '~/shared/route-guards'
import appCss from '~/styles.css?url'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // The member, resolved ONCE per navigation and put into router context for every route below (the section
  // layouts' gate, loaders that load member data): in-process on the server with this request's session, from the
  // query cache in the browser (a guest's null is never asked again, memberQueries.info); sign-in and sign-out
  // refresh it with router.invalidate(). Then the page guards (sign-in, store-owner blocks, my-page ↔ /mypagestore)
  // from the table the edge also reads (src/shared/route-guards.ts): a client-side navigation ends where a full
  // page load would (the edge's 302).
  beforeLoad: async ({ context, location }) => {
    const member = await currentMember(context.queryClient)
    const to = guardRedirect(location.pathname, location.searchStr, member?.authRole ?? null)
    if (to) throw redirect({ href: to })
    return { member }
  },
  loader: async ({ context }) => {
    const [site, seo] = await Promise.all([
      context.queryClient.ensureQueryData(siteQueries.info()),
      context.queryClient.ensureQueryData(siteQueries.seo()),
      // A member's wished goods come with the member (one read; every heart on the page reads it), so the hearts
      // are in the server HTML of their pages and never in a guest's.
      context.member ? context.queryClient.ensureQueryData(dibsQueries.mine()).catch(() => null) : null,
    ])
    return { marketName: site.marketName, seo: seo.commonSEO, fonts: fontsSeen(), naver: site.telemetry?.naverSiteVerification }
  },
  head: ({ loaderData }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, maximum-scale=1, viewport-fit=cover' },
      { title: loaderData?.marketName ?? '다비치마켓' },
      { name: 'description', content: loaderData?.seo.description ?? '' },
      { name: 'keywords', content: loaderData?.seo.keywords ?? '' },
      { name: 'theme-color', content: '#ffffff' },
      { property: 'og:site_name', content: loaderData?.marketName ?? '다비치마켓' },
      { property: 'og:locale', content: 'ko_KR' },
      // Naver Search Advisor's ownership check (NAVER_SITE_VERIFICATION).
      ...(loaderData?.naver ? [{ name: 'naver-site-verification', content: loaderData.naver }] : []),
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      // Pretendard (src/client/fonts.ts): in the head once this browser has it cached, else fetched after load.
      ...(loaderData?.fonts ? [{ rel: 'stylesheet', href: fontsCss, 'data-fonts': '' }] : []),
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'alternate', type: 'application/rss+xml', title: '다비치마켓 공지사항·매거진', href: '/rss.xml' },
    ],
    scripts: loaderData?.fonts ? [] : [{ children: fontLoaderScript }],
  }),
  shellComponent: RootDocument,
  component: RootComponent,
  notFoundComponent: lazyRouteComponent(() => import('~/client/components/NotFoundPage'), 'NotFoundPage'),
})

function RootDocument({ children }: { children: ReactNode }) {
  // Hydration signal: the document's effect runs last in React's first (hydration) commit, so once
  // `<html data-hydrated>` is set the page's handlers are attached. e2e waits on it (tests/e2e/fixtures.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang="ko">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function RootComponent() {
  const { data: site } = useSuspenseQuery(siteQueries.info())
  const matches = useMatches()
  const { pathname } = useLocation()
  const leaf = matches[matches.length - 1]
  const staticData = leaf?.staticData ?? {}
  // A page whose header title depends on its data (a category list: 안경테, 선글라스 …) returns `headerTitle` from its loader.
  const title = (leaf?.loaderData as { headerTitle?: string } | undefined)?.headerTitle ?? staticData.title
  // A section's layout route names the layout once for its pages (the deepest route that names one wins).
  const layout = [...matches].reverse().find((m) => m.staticData.layout)?.staticData.layout ?? 'default'
  useMarketingTags(site.marketing, pathname)
  // Field vitals and browser error reports of the landing page's template (after load + idle; src/client/telemetry.ts).
  const template = matches[matches.length - 1]?.routeId ?? '__root__'
  useEffect(() => startTelemetry(site.telemetry, template), []) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <DialogProvider>
      <AppShell layout={layout} title={title} logo={staticData.logo} chrome={staticData.chrome} path={pathname} site={site}>
        <Outlet />
      </AppShell>
    </DialogProvider>
  )
}
