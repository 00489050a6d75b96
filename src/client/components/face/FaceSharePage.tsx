import { Link } from '@tanstack/react-router'
import type { FaceShareAnswer } from '~/shared/api/face-types'
import { EYE_STYLE_LABEL, FACE_SHAPE_LABEL, FACE_STYLE_LABEL, SHAPES_FOR_FACE, WIDTH_CLASS_LABEL, faceCodeTitle } from '~/shared/eyes/face'
import { btn } from '~/client/components/ui'
import { FaceFrames } from './FaceFrames'

/** The public view of a shared face code: the code, what it means and frames that suit it — nothing personal. */
export function FaceSharePage({ share }: { share: FaceShareAnswer }) {
  const who = share.nickname ? `${share.nickname}님의` : '친구의'
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <section className="rounded-2xl bg-brand-700 p-6 text-white">
        <h1 className="text-sm font-semibold text-brand-50">{who} 얼굴 코드</h1>
        <p className="mt-1 text-2xl font-extrabold md:text-3xl">{faceCodeTitle(share)}</p>
        <p className="mt-1 text-xs text-brand-50">코드 {share.faceCode}</p>
        <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label="얼굴 코드 풀이">
          {[
            FACE_SHAPE_LABEL[share.faceShape],
            `${WIDTH_CLASS_LABEL[share.widthClass]} 사이즈`,
            EYE_STYLE_LABEL[share.eyeStyle],
            FACE_STYLE_LABEL[share.faceStyle],
          ].map((t) => (
            <li key={t} className="rounded-full bg-white/15 px-3 py-1">
              {t}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-brand-50">잘 어울리는 안경테 모양: {SHAPES_FOR_FACE[share.faceShape].slice(0, 3).join(', ')}</p>
      </section>
      {share.frames.length ? (
        <section aria-labelledby="share-frames">
          <h2 id="share-frames" className="mb-2 text-base font-bold text-gray-900">
            이 얼굴 코드에 어울리는 안경테
          </h2>
          <FaceFrames frames={share.frames} />
        </section>
      ) : null}
      <section className="rounded-2xl border border-gray-200 bg-white p-5 text-center">
        <p className="text-base font-bold text-gray-900">나의 얼굴 코드도 알아볼까요?</p>
        <p className="mt-1 text-sm text-gray-600">얼굴형과 얼굴 너비만 입력하면 어울리는 안경테를 추천해 드려요.</p>
        <Link to="/mypage/myfaceinfo" className={`${btn.primary} mt-4`}>
          내 얼굴 코드 만들기
        </Link>
      </section>
    </div>
  )
}
