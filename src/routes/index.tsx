import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/client/components/Seo'
import { loadMain, MainPage } from './main/-components/MainPage'
import { mainSearch } from './main/-search'

/**
 * The front door serves the home page itself (no redirect hop on the most visited address); its canonical
 * address is /main. Legacy addresses are still redirected by the edge's redirects middleware.
 */
export const Route = createFileRoute('/')({
  validateSearch: mainSearch,
  loaderDeps: ({ search }) => ({ chosen: search.goodsType }),
  loader: ({ context: { queryClient }, deps: { chosen } }) => loadMain(queryClient, chosen),
  head: pageHead,
  staticData: { title: '다비치마켓', logo: true },
  component: HomeRoute,
})

function HomeRoute() {
  return <MainPage goodsType={Route.useLoaderData().goodsType} />
}
