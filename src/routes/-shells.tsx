import { lazyFn, lazyRouteComponent, useParams, useSearch, type AsyncRouteComponent } from '@tanstack/react-router'
import { PageTitle } from '~/client/components/ui'
import { privatePageHead, routeSeo, seoHead, type PageSeo } from '~/client/components/Seo'
import { checkoutSearch } from '~/client/components/commerce/checkout-search'
import { int, oneOf, ordNo, searchParams, text } from '~/shared/url-search'
import { reservationSearch } from './davichstore/-search'

/**
 * Route factories for the pages that exist under several paths and differ only by a string or two (identity
 * popups, OAuth callbacks, payment return/close aliases, the reservation entries, the order sheet): a route file
 * is one line, `createFileRoute('/popup/pass')(identityStartRoute('pass', 'signup'))`.
 *
 * What a factory returns is not code-split by the router plugin (it only splits an options object literal), so
 * it stays light like every route's unsplit options: the component comes through `lazyRouteComponent` and a
 * loader that needs a query factory through `lazyFn` (each in its route's chunk), never as a static import here.
 */

/** A lazily loaded page component with fixed props (the variant of the route), preloaded like any route component. */
function withProps<P extends object>(Component: AsyncRouteComponent<P>, props: P) {
  const Page = () => <Component {...props} />
  return Object.assign(Page, { preload: Component.preload })
}

const seoLoader = routeSeo

/** /popup/ipin, /popup/pass, /popup/sns-pass: the identity popup's start (the provider and purpose by default). */
export const identityStartRoute = (provider: 'pass' | 'kcb' | 'ipin', purpose: 'signup' | 'verify') => ({
  validateSearch: searchParams({ purpose: text(40), next: text(500), provider: oneOf(['pass', 'kcb', 'ipin']) }),
  loader: seoLoader,
  head: privatePageHead,
  staticData: { layout: 'empty' as const, title: '본인인증' },
  component: withProps(
    lazyRouteComponent(() => import('./popup/-components/IdentityPopup'), 'IdentityStartPage'),
    { provider, purpose },
  ),
})

/** /popup/ipin-result, /popup/pass-result, /popup/sns-pass-result: the provider's answer. */
export const identityResultRoute = () => ({
  validateSearch: searchParams({ txId: text(200), encData: text(8000) }),
  loader: (ctx: Parameters<typeof routeSeo>[0]) => routeSeo(ctx, { title: '본인인증 결과' }),
  head: privatePageHead,
  staticData: { layout: 'empty' as const, title: '본인인증' },
  component: lazyRouteComponent(() => import('./popup/-components/IdentityPopup'), 'IdentityResultPage'),
})

/** /account/callback/{kakao,naver,apple,appleid}: the social sign-in's redirect back. */
export const oauthCallbackRoute = (type: 'kakao' | 'naver' | 'apple') => ({
  validateSearch: searchParams({ code: text(2000), state: text(500), error: text(200) }),
  loader: seoLoader,
  head: privatePageHead,
  staticData: { title: '간편 로그인' },
  component: withProps(
    lazyRouteComponent(() => import('./account/-components/OAuthCallback'), 'OAuthCallbackPage'),
    { type },
  ),
})

/** /payment/close, /products/payment/close, /products/payment/mobileclose: the payment window closed or failed. */
export const paymentCloseRoute = () => ({
  validateSearch: searchParams({ ordNo, msg: text(200) }),
  loader: seoLoader,
  head: privatePageHead,
  staticData: { layout: 'empty' as const, title: '결제 취소' },
  component: lazyRouteComponent(() => import('~/client/components/commerce/ClosePage'), 'ClosePaymentPage'),
})

/** /payment/return, /payment/mobilereturn: the gateway's returnUrl is POSTed to the API; this page waits for a result. */
export const paymentReturnRoute = () => ({
  validateSearch: searchParams({ ordNo }),
  loader: seoLoader,
  head: privatePageHead,
  staticData: { layout: 'empty' as const, title: '결제 결과 확인' },
  component: lazyRouteComponent(() => import('~/client/components/commerce/ReturnPage'), 'ReturnPage'),
})

/** /payment/ and /products/payment/: the order sheet. */
export const checkoutRoute = () => {
  const search = searchParams(checkoutSearch)
  return {
    validateSearch: search,
    loaderDeps: ({ search: s }: { search: ReturnType<typeof search> }) => s,
    loader: lazyFn(() => import('./-shell-loaders'), 'checkoutLoader'),
    head: privatePageHead,
    staticData: { title: '주문/결제', chrome: 'checkout' as const },
    component: lazyRouteComponent(() => import('~/client/components/commerce/CheckoutView'), 'CheckoutPage'),
  }
}

/** /davichstore/{,homeshopping/}{reservation,guestreservation}: a visit reservation (member or guest, online or home shopping). */
export const reservationRoute = (mode: 'member' | 'guest', channel: 'ONLINE' | 'HOMESHOPPING', title: string) => ({
  validateSearch: reservationSearch,
  loaderDeps: ({ search }: { search: ReturnType<typeof reservationSearch> }) => ({ storeNo: search.storeNo }),
  loader: lazyFn(() => import('./-shell-loaders'), 'reservationLoader'),
  head: privatePageHead,
  staticData: { title },
  component: withProps(
    lazyRouteComponent(() => import('~/client/components/stores/ReservationPage'), 'ReservationRoutePage'),
    {
      mode,
      channel,
    },
  ),
})

type Search = Record<string, unknown>

/** A section page that is its title (and lead) over one lazily loaded view, given props from the page's search. */
function titled<P extends object>(
  title: string,
  View: AsyncRouteComponent<P>,
  props: (search: Search) => P,
  o: { sub?: string; className?: string } = {},
) {
  const Page = () => {
    const search = useSearch({ strict: false }) as Search
    return (
      <div className={o.className ?? 'pb-10'}>
        <PageTitle sub={o.sub}>{title}</PageTitle>
        <View {...props(search)} />
      </div>
    )
  }
  return Object.assign(Page, { preload: View.preload })
}
const none = () => ({})
const loaders = () => import('./-shell-loaders')

/** /mypage/myservice/{guestlist,guestvisitlist}: a guest looks up a reservation or a visit (open to guests). */
export const guestLookupRoute = (kind: 'reservation' | 'visit', title: string) => ({
  loader: seoLoader,
  head: privatePageHead,
  staticData: { title, guest: true },
  component: titled(
    title,
    lazyRouteComponent(() => import('~/client/components/stores/GuestLookup'), 'GuestLookup'),
    () => ({ kind }),
    {
      className: 'max-w-lg pb-10',
    },
  ),
})

/** /mypage/mystore/mystore, /mypage/manageorder/storeinfo: the member's store (map, hours, staff). */
export const myStoreRoute = (context: 'mystore' | 'storeinfo', title: string) => ({
  loader: lazyFn(loaders, 'myStoreLoader'),
  head: privatePageHead,
  staticData: { title },
  component: titled(
    title,
    lazyRouteComponent(() => import('~/client/components/stores/MyStore'), 'MyStorePanel'),
    () => ({ context }),
  ),
})

/** /mypage/mystore/visitlist: the member's store visits. */
export const visitListRoute = (title: string) => ({
  loader: lazyFn(loaders, 'visitsLoader'),
  head: privatePageHead,
  staticData: { title },
  component: titled(
    title,
    lazyRouteComponent(() => import('~/client/components/stores/MyStore'), 'VisitList'),
    none,
  ),
})

/** /mypage/myservice/fitting and its app-webview twin /mypage/app/myfitting. */
export const fittingRoute = () => ({
  loader: lazyFn(loaders, 'fittingLoader'),
  head: privatePageHead,
  staticData: { title: '스마트 피팅' },
  component: lazyRouteComponent(() => import('~/client/components/fitting/FittingView'), 'FittingPage'),
})

const ordNoSearch = searchParams({ ordNo })
/** /mypage/manageorder/{deliverydetail,orderreturn}: one order named by ?ordNo= (an unknown or foreign one is a 404). */
export const orderOfSearchRoute = (title: string, view: 'DeliveryDetailView' | 'ReturnFormView') => ({
  validateSearch: ordNoSearch,
  loaderDeps: ({ search }: { search: ReturnType<typeof ordNoSearch> }) => ({ ordNo: search.ordNo }),
  loader: lazyFn(loaders, 'orderOfSearchLoader'),
  head: privatePageHead,
  staticData: { title },
  component: titled(
    title,
    view === 'DeliveryDetailView'
      ? lazyRouteComponent(() => import('./mypage/manageorder/-components/DeliveryDetailView'), 'DeliveryDetailView')
      : lazyRouteComponent(() => import('./mypage/manageorder/-components/ReturnFormView'), 'ReturnFormView'),
    (s) => ({ ordNo: s.ordNo as string | undefined }),
    { className: '' },
  ),
})

const inquirySearch = searchParams({ no: int(1, 99_999_999) })
/** /mypage/myactivity/{privateview,privateedit}: one 1:1 inquiry (`?no=`) to read, or to edit while unanswered. */
export const inquiryRoute = (title: string, view: 'view' | 'edit') => ({
  validateSearch: inquirySearch,
  loaderDeps: ({ search }: { search: ReturnType<typeof inquirySearch> }) => ({ no: search.no }),
  loader: lazyFn(loaders, 'inquiryLoader'),
  head: privatePageHead,
  staticData: { title },
  component: titled(
    title,
    view === 'view'
      ? lazyRouteComponent(() => import('~/client/components/voice/InquiryView'), 'InquiryView')
      : lazyRouteComponent(() => import('~/client/components/voice/InquiryEdit'), 'InquiryEdit'),
    (s) => ({ no: s.no as number | undefined }),
    { className: '' },
  ),
})

/** /customercenter/{magazine,inspection}/$id: one article of the magazine or of the eye-test guide (unknown → 404). */
export const articleRoute = (kind: 'magazine' | 'inspection', title: string) => {
  const View = lazyRouteComponent(() => import('~/client/components/support/Articles'), 'ArticleDetail')
  const Page = () => <View kind={kind} id={(useParams({ strict: false }) as { id: string }).id} />
  return {
    loader: lazyFn(loaders, kind === 'magazine' ? 'magazineLoader' : 'inspectionLoader'),
    head: ({ loaderData }: { loaderData?: { seo?: PageSeo } }) => seoHead(loaderData?.seo),
    staticData: { title },
    pendingComponent: lazyRouteComponent(() => import('~/client/components/support/Skeletons'), 'CcCardSkeleton'),
    component: Object.assign(Page, { preload: View.preload }),
  }
}
