import { Link } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { getApi } from '~/client/api'
import { useDialog } from '~/client/components/Dialogs'
import { Button, Checkbox, ErrorState, ListSkeleton, btn } from '~/client/components/ui'
import { faceQueries } from '~/client/queries/face'
import {
  EYE_STYLE_LABEL,
  FACE_SHAPE_LABEL,
  FACE_STYLE_LABEL,
  SHAPES_FOR_FACE,
  WIDTH_CLASS_LABEL,
  fittingFrontRange,
  widthClass,
  faceCodeTitle,
} from '~/shared/eyes/face'
import { displayDate } from '~/shared/format'
import { FaceFrames } from './FaceFrames'
import { FaceInfoForm } from './FaceInfoForm'

/** /mypage/myfaceinfo: the face code, frames that fit, the share link, and the form. */
export function FaceInfoView() {
  const q = useQuery(faceQueries.info())
  const measured = useQuery(faceQueries.measurement()).data?.measurement
  const [editing, setEditing] = useState(false)
  if (q.isPending) return <ListSkeleton rows={2} label="얼굴 정보를 불러오는 중" />
  if (q.isError)
    return (
      <ErrorState
        title="얼굴 정보를 불러오지 못했어요"
        action={
          <button type="button" className={btn.secondary} onClick={() => q.refetch()}>
            다시 시도
          </button>
        }
      />
    )
  const info = q.data.info
  if (!info || editing)
    return (
      <div className="space-y-4">
        {!info ? (
          <p className="rounded-2xl bg-brand-50 px-4 py-3 text-sm text-gray-800">
            얼굴형과 얼굴 너비를 알려 주시면 <strong>나에게 맞는 안경테 사이즈와 모양</strong>을 추천해 드려요.
          </p>
        ) : null}
        <MeasureCard />
        <FaceInfoForm key={measured?.measureNo ?? 0} info={info} measured={measured} onDone={() => setEditing(false)} />
      </div>
    )
  const range = fittingFrontRange(info.faceWidth)
  return (
    <div className="space-y-6">
      <section className="rounded-2xl bg-brand-700 p-5 text-white" aria-labelledby="face-code-title">
        <p id="face-code-title" className="text-sm text-brand-50">
          나의 얼굴 코드
        </p>
        <p className="mt-1 text-2xl font-extrabold md:text-3xl">
          {faceCodeTitle({ faceShape: info.faceShape, widthClass: widthClass(info.faceWidth) })}
        </p>
        <p className="mt-1 text-xs text-brand-50">코드 {info.faceCode}</p>
        <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label="얼굴 코드 풀이">
          {[
            FACE_SHAPE_LABEL[info.faceShape],
            `얼굴 너비 ${info.faceWidth}mm (${WIDTH_CLASS_LABEL[widthClass(info.faceWidth)]})`,
            EYE_STYLE_LABEL[info.eyeStyle],
            FACE_STYLE_LABEL[info.faceStyle],
          ].map((t) => (
            <li key={t} className="rounded-full bg-white/15 px-3 py-1">
              {t}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-brand-50">
          잘 어울리는 모양: {SHAPES_FOR_FACE[info.faceShape].slice(0, 3).join(', ')} · 전면 너비 {range.min}~{range.max}mm
          {info.pd ? ` · PD ${info.pd}mm` : ''}
        </p>
        <button
          type="button"
          className="mt-4 inline-flex min-h-10 items-center rounded-xl bg-white px-4 text-sm font-bold text-brand-700"
          onClick={() => setEditing(true)}
        >
          얼굴 정보 수정
        </button>
      </section>
      <MeasureCard />
      <ShareBox share={info.share} />
      <Recommend />
    </div>
  )
}

/** The fitting pages: measure the face with the phone's camera, try frames on; the latest saved measurement. */
function MeasureCard() {
  const q = useQuery(faceQueries.measurement())
  const m = q.data?.measurement
  return (
    <section className="rounded-2xl border border-gray-200 bg-white p-4 md:p-5" aria-labelledby="face-measure-title">
      <h2 id="face-measure-title" className="text-base font-bold text-gray-900">
        휴대폰으로 얼굴 재기
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        카메라로 동공 간 거리(PD)와 얼굴 너비를 재고, 안경테를 얼굴에 씌워 볼 수 있어요. 사진은 기기 밖으로 나가지 않아요.
      </p>
      {m ? (
        <p className="mt-2 rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-800" data-testid="latest-measure">
          최근 측정 {displayDate(m.regDttm)} · 얼굴 너비 {m.faceWidth}mm · PD {m.pd}mm (오른쪽 {m.rPd} / 왼쪽 {m.lPd}mm)
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to="/mypage/myfaceinfo/measure" reloadDocument className={btn.primary}>
          {m ? '다시 측정하기' : '얼굴 측정하기'}
        </Link>
        <Link to="/mypage/myfaceinfo/tryon" reloadDocument className={btn.secondary}>
          안경테 씌워 보기
        </Link>
      </div>
    </section>
  )
}

function Recommend() {
  const q = useQuery(faceQueries.recommend())
  return (
    <section aria-labelledby="face-rec-title">
      <h2 id="face-rec-title" className="mb-2 text-base font-bold text-gray-900">
        내 얼굴에 맞는 안경테
      </h2>
      {q.isPending ? (
        <ListSkeleton rows={2} media label="추천 안경테를 불러오는 중" />
      ) : q.isError ? (
        <ErrorState
          title="추천 안경테를 불러오지 못했어요"
          action={
            <button type="button" className={btn.secondary} onClick={() => q.refetch()}>
              다시 시도
            </button>
          }
        />
      ) : q.data.frames.length ? (
        <FaceFrames frames={q.data.frames} />
      ) : (
        <p className="rounded-2xl bg-gray-50 px-4 py-6 text-center text-sm text-gray-600">
          지금은 얼굴 너비에 맞는 안경테가 없어요. 매장에서 직접 피팅해 보세요.
        </p>
      )}
    </section>
  )
}

function ShareBox({ share }: { share: { token: string; showNickname: boolean; sharedDttm: string } | null }) {
  const qc = useQueryClient()
  const dialog = useDialog()
  const [nick, setNick] = useState(share?.showNickname ?? false)
  const url = share ? `${typeof window === 'undefined' ? '' : window.location.origin}/facecode/${share.token}` : ''
  // Share or stop sharing: the answer is the face info with its new share state.
  const shareMutation = useMutation({
    mutationFn: async (nickname: boolean | null) => (nickname === null ? getApi().face.revoke() : getApi().face.share(nickname)),
    onSuccess: (r) => {
      if (!r.ok) return dialog.warn(r.error.errors[0]?.reason ?? '처리하지 못했어요. 잠시 후 다시 시도해 주세요.')
      qc.setQueryData(faceQueries.info().queryKey, r.data)
    },
  })
  const busy = shareMutation.isPending
  const revoke = async () => {
    if (!(await dialog.confirm('공유 링크를 끊을까요?\n이미 보낸 링크는 더 이상 열리지 않아요.', { confirmLabel: '공유 중지' }))) return
    await shareMutation.mutateAsync(null)
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      await dialog.alert('공유 링크를 복사했어요.')
    } catch {
      await dialog.alert(`아래 링크를 길게 눌러 복사해 주세요.\n${url}`)
    }
  }
  return (
    <section className="rounded-2xl border border-gray-200 bg-white p-4 md:p-5" aria-labelledby="face-share-title">
      <h2 id="face-share-title" className="text-base font-bold text-gray-900">
        얼굴 코드 공유
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        친구나 가족에게 내 얼굴 코드와 어울리는 안경테를 보여 줄 수 있어요. 이름·연락처·정확한 치수는 공유되지 않아요.
      </p>
      <Checkbox className="mt-3" checked={nick} onChange={(e) => setNick(e.target.checked)} label="공유 페이지에 닉네임 표시" />
      {share ? (
        <>
          <p className="mt-3 rounded-xl bg-gray-50 px-3 py-2 text-sm break-all text-gray-800">
            <a href={`/facecode/${share.token}`} className="font-semibold text-brand-700 underline">
              /facecode/{share.token}
            </a>
            <span className="block text-xs text-gray-600">{displayDate(share.sharedDttm)}부터 공유 중</span>
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="small" onClick={copy}>
              링크 복사
            </Button>
            {nick !== share.showNickname ? (
              <Button variant="smallPrimary" loading={busy} onClick={() => shareMutation.mutate(nick)}>
                표시 설정 저장
              </Button>
            ) : null}
            <Button variant="small" loading={busy} onClick={revoke}>
              공유 중지
            </Button>
          </div>
        </>
      ) : (
        <Button className="mt-3" loading={busy} onClick={() => shareMutation.mutate(nick)}>
          공유 링크 만들기
        </Button>
      )}
    </section>
  )
}
