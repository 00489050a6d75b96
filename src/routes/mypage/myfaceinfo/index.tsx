import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { memberViewRoute } from '../../-shells'

export const Route = createFileRoute('/mypage/myfaceinfo/')(
  memberViewRoute(
    '얼굴 정보',
    '얼굴형·얼굴 너비와 취향을 알려 주시면 어울리는 안경테를 골라 드려요.',
    'faceInfoLoader',
    lazyRouteComponent(() => import('~/client/components/face/FaceInfoView'), 'FaceInfoView'),
  ),
)
