import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { Logo } from '~/client/components/Logo'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { contentQueries } from '~/client/queries/content'
import { orNotFound } from '~/client/queries/not-found'
import { siteQueries } from '~/client/queries/site'
import { formatDate8 } from '~/shared/calendar'
import { TERMS_CODES, type TermsCode } from '~/shared/schemas/content'
import { matching, searchParams } from '~/shared/url-search'

const search = searchParams({ version: matching(/^[\w.]{1,10}$/) })
const isTerms = (c: string): c is TermsCode => (TERMS_CODES as readonly string[]).includes(c)

/** The nine terms pages (/terms/service … /terms/davisionTerms): the effective version, older versions on request. */
export const Route = createFileRoute('/terms/$termsCd')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ version: search.version }),
  loader: async ({ context: { queryClient }, params: { termsCd }, deps }) => {
    if (!isTerms(termsCd)) throw notFound()
    const [t, seo] = await Promise.all([
      orNotFound(queryClient.ensureQueryData(contentQueries.terms(termsCd, deps.version))),
      queryClient.ensureQueryData(siteQueries.seo()),
    ])
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: t.title,
        description: `${t.title} (시행일 ${formatDate8(t.effectiveDate, '.')})`,
        path: `/terms/${termsCd}`,
      }),
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '약관', logo: true },
  component: TermsPage,
})

function TermsPage() {
  const { termsCd } = Route.useParams()
  const { version } = Route.useSearch()
  const { data } = useSuspenseQuery(contentQueries.terms(termsCd, version))
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 pt-6">
      <div className="mb-4 hidden md:block">
        <Logo />
      </div>
      <h1 className="text-2xl font-bold">{data.title}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-gray-600">
        <span className="rounded bg-gray-100 px-2 py-0.5">버전 {data.version}</span>
        <span>시행일 {formatDate8(data.effectiveDate, '.')}</span>
        {data.versions.length > 1 ? (
          <nav aria-label="이전 버전" className="flex flex-wrap gap-2">
            {data.versions
              .filter((x) => x.version !== data.version)
              .map((x) => (
                <Link key={x.version} to="." search={{ version: x.version }} className="text-brand-700 underline">
                  {x.version} ({formatDate8(x.effectiveDate, '.')}) 보기
                </Link>
              ))}
          </nav>
        ) : null}
      </div>
      <div
        className="terms mt-6 space-y-3 text-[15px] leading-relaxed text-gray-800 [&_h2]:mt-6 [&_h2]:text-base [&_h2]:font-bold [&_li]:ml-5 [&_li]:list-disc"
        dangerouslySetInnerHTML={{ __html: data.contentHtml }}
      />
    </article>
  )
}
