import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { memberViewRoute } from '../-shells'

export const Route = createFileRoute('/mypage/myeyechart')(
  memberViewRoute(
    '시력 기록',
    '매장 검사 결과와 직접 등록한 처방전을 한곳에서 확인하세요.',
    'eyeRecordsLoader',
    lazyRouteComponent(() => import('~/client/components/eyes/EyeChartView'), 'EyeChartView'),
  ),
)
