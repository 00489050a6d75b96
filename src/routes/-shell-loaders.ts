import { routeSeo } from '~/client/components/Seo'
import { sourceOf } from '~/client/components/commerce/checkout-search'
import { fittingQueries } from '~/client/queries/fitting'
import { orNotFound } from '~/client/queries/not-found'
import { orderOfSearch, orderQueries } from '~/client/queries/orders'
import { reservationQueries } from '~/client/queries/reservations'
import { inquiryQueries } from '~/client/queries/voice'
import { storeQueries } from '~/client/queries/stores'
import { benefitQueries } from '~/client/queries/benefits'
import { supportQueries } from '~/client/queries/support'
import { pageOrigin, pageSeo } from '~/client/components/Seo'
import { siteQueries } from '~/client/queries/site'
import { notFound } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'

/** The loaders of the route factories in ./-shells.tsx (loaded with their route, never in the entry chunk). */
type Ctx<D> = Parameters<typeof routeSeo>[0] & { context: { queryClient: QueryClient }; deps: D }

/** Above the fold: the order sheet, priced anew on every visit (never one from an earlier visit). A failure (empty
 * cart, sold-out goods) stays in the query and the page shows its reason. */
export async function checkoutLoader(ctx: Ctx<Parameters<typeof sourceOf>[0]>) {
  await ctx.context.queryClient.fetchQuery({ ...orderQueries.page(sourceOf(ctx.deps)), staleTime: 0 }).catch(() => undefined)
  return routeSeo(ctx)
}

/** The chosen store (?storeNo=) is fetched alongside; the wizard asks for it when it is not there yet. */
export async function reservationLoader(ctx: Ctx<{ storeNo?: number }>) {
  if (ctx.deps.storeNo) void ctx.context.queryClient.prefetchQuery(storeQueries.detail(ctx.deps.storeNo))
  return routeSeo(ctx)
}

/** A member page's loader: its one member query in the server HTML (a guest gets the section's sign-in card). */
const memberPrefetch =
  (prefetch: (queryClient: QueryClient) => Promise<void>) => async (ctx: Ctx<unknown> & { context: { member: unknown } }) => {
    if (ctx.context.member) await prefetch(ctx.context.queryClient)
    return routeSeo(ctx)
  }
export const myStoreLoader = memberPrefetch((qc) => qc.prefetchQuery(storeQueries.myStore()))
export const visitsLoader = memberPrefetch((qc) => qc.prefetchQuery(reservationQueries.visits()))
export const fittingLoader = memberPrefetch((qc) => qc.prefetchQuery(fittingQueries.mine()))
export const digitalCouponsLoader = memberPrefetch(async (qc) => {
  await Promise.all([qc.prefetchQuery(benefitQueries.vouchers()), qc.prefetchQuery(orderQueries.digitalCoupons())])
})

/** A customer-center article, its SEO from the article itself (an unknown number is a 404). */
const articleLoader =
  (kind: 'magazine' | 'inspection') =>
  async ({ context: { queryClient }, params: { id } }: { context: { queryClient: QueryClient }; params: { id: string } }) => {
    if (!/^[1-9]\d{0,7}$/.test(id)) throw notFound()
    const [a, seo] = await Promise.all([
      orNotFound(queryClient.ensureQueryData(kind === 'magazine' ? supportQueries.magazine(id) : supportQueries.inspection(id))),
      queryClient.ensureQueryData(siteQueries.seo()),
    ])
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: a.title,
        description: a.summary,
        image: a.imgSrc,
        path: `/customercenter/${kind}/${id}`,
        type: 'article',
      }),
    }
  }
export const magazineLoader = articleLoader('magazine')
export const inspectionLoader = articleLoader('inspection')

export async function orderOfSearchLoader(ctx: Ctx<{ ordNo?: string }>) {
  await orderOfSearch(ctx.context.queryClient, ctx.deps.ordNo)
  return routeSeo(ctx)
}

export async function inquiryLoader(ctx: Ctx<{ no?: number }> & { context: { member: unknown } }) {
  if (ctx.deps.no && ctx.context.member)
    await orNotFound(ctx.context.queryClient.ensureQueryData(inquiryQueries.detail(String(ctx.deps.no))))
  return routeSeo(ctx)
}
