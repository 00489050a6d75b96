import { createFileRoute, Link } from '@tanstack/react-router'
import { Logo } from '~/client/components/Logo'
import { loadPageSeo, seoHeadNoindex } from '~/client/components/Seo'

/** App webview intro: the first screen of the app before the main page. */
export const Route = createFileRoute('/m/front/main-intro')({
  loader: ({ context: { queryClient } }) =>
    loadPageSeo(queryClient, { title: '시작하기', description: '다비치마켓 앱을 시작해요.', path: '/m/front/main-intro' }),
  head: ({ loaderData }) => seoHeadNoindex(loaderData?.seo),
  staticData: { layout: 'appnative', title: '다비치마켓' },
  component: Intro,
})

const POINTS = [
  ['온라인 주문, 매장 픽업', '가까운 다비치안경에서 무료 피팅과 함께 받아 가세요.'],
  ['렌즈는 매장 예약으로', '안경렌즈·콘택트렌즈는 예약하고 매장에서 검사 후 맞춰요.'],
  ['멤버십 혜택', '등급별 할인과 포인트, 콘택트렌즈 스탬프를 모아 보세요.'],
] as const

function Intro() {
  return (
    <div className="flex min-h-dvh flex-col justify-between bg-gradient-to-b from-brand-50 to-white px-6 py-12">
      <div>
        <Logo />
        <h1 className="mt-8 text-3xl font-extrabold leading-tight text-gray-900">
          눈에 딱 맞는 안경,
          <br />
          다비치마켓에서 시작해요
        </h1>
        <ul className="mt-10 space-y-5">
          {POINTS.map(([t, d], i) => (
            <li key={t} className="flex gap-4">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {i + 1}
              </span>
              <div>
                <p className="font-bold">{t}</p>
                <p className="text-sm text-gray-600">{d}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="space-y-2">
        <Link
          to="/main"
          className="flex h-13 w-full items-center justify-center rounded-xl bg-brand-600 py-4 text-base font-bold text-white"
        >
          쇼핑 시작하기
        </Link>
        <Link to="/account/signin" className="flex w-full items-center justify-center rounded-xl py-3 text-sm font-semibold text-gray-600">
          이미 회원이신가요? 로그인
        </Link>
      </div>
    </div>
  )
}
