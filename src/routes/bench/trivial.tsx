import { createFileRoute } from '@tanstack/react-router'

// A trivial SSR page (no loader of its own) that `npm run bench` measures /main against.
export const Route = createFileRoute('/bench/trivial')({
  staticData: { layout: 'empty' },
  head: () => ({ meta: [{ title: '벤치마크 기준 페이지' }, { name: 'robots', content: 'noindex' }] }),
  component: () => (
    <p className="p-6 text-sm text-gray-600">
      벤치마크 기준 페이지입니다. 데이터 조회 없이 서버에서 렌더링되는 가장 단순한 화면으로, 메인 페이지의 성능을 비교하는 데 사용합니다.
    </p>
  ),
})
