import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/client/components/Seo'
import { loadMain, MainPage } from './-components/MainPage'
import { mainSearch } from './-search'

export const Route = createFileRoute('/main/')({
  validateSearch: mainSearch,
  loaderDeps: ({ search }) => ({ chosen: search.goodsType }),
  loader: ({ context: { queryClient }, deps: { chosen } }) => loadMain(queryClient, chosen),
  head: pageHead,
  staticData: { title: '다비치마켓', logo: true },
  component: MainRoute,
})

function MainRoute() {
  return <MainPage goodsType={Route.useLoaderData().goodsType} />
}
