import { Link } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { getApi } from '~/client/api'
import { useDialog } from '~/client/components/Dialogs'
import { Badge, Button, EmptyState, ErrorState, ListSkeleton, PageTitle, btn } from '~/client/components/ui'
import { fittingQueries } from '~/client/queries/fitting'
import type { FittingAnswer, FittingSession } from '~/shared/api/fitting-types'
import { FACE_SHAPE_LABEL, type FaceShape } from '~/shared/eyes/face'
import { formatServerTime } from '~/shared/format'
import { withJosa } from '~/shared/korean'
import { formatNumber } from '~/shared/text'

/** Smart fitting: consent (with its time), the sessions the store's fitting device recorded, delete. */
export function FittingView() {
  const q = useQuery(fittingQueries.mine())
  const qc = useQueryClient()
  const dialog = useDialog()
  const [busy, setBusy] = useState<string | null>(null)
  if (q.isPending) return <ListSkeleton rows={2} media label="스마트 피팅 기록을 불러오는 중" />
  if (q.isError)
    return (
      <ErrorState
        title="스마트 피팅 기록을 불러오지 못했어요"
        action={
          <button type="button" className={btn.secondary} onClick={() => q.refetch()}>
            다시 시도
          </button>
        }
      />
    )
  const run = async (
    key: string,
    call: () => Promise<{ ok: true; data: FittingAnswer } | { ok: false; error: { errors: { reason: string }[] } }>,
  ) => {
    setBusy(key)
    const r = await call()
    setBusy(null)
    if (!r.ok) return dialog.warn(r.error.errors[0]?.reason ?? '처리하지 못했어요. 잠시 후 다시 시도해 주세요.')
    qc.setQueryData(fittingQueries.mine().queryKey, r.data)
  }
  const { consent, sessions } = q.data
  const remove = async (s: FittingSession) => {
    if (
      !(await dialog.confirm(
        `${formatServerTime(s.fittedDttm, 'YYYY.MM.DD')} ${s.storeName} 피팅 기록을 삭제할까요?\n측정값과 사진이 모두 삭제되며 되돌릴 수 없어요.`,
        { confirmLabel: '삭제' },
      ))
    )
      return
    await run(`del-${s.sessionNo}`, () => getApi().fitting.remove(s.sessionNo))
  }
  const revoke = async () => {
    if (
      !(await dialog.confirm(
        '스마트 피팅 동의를 철회할까요?\n철회하면 매장 피팅 기기가 새 기록을 저장하지 않아요. 이미 저장된 기록은 직접 삭제할 수 있어요.',
        { confirmLabel: '동의 철회' },
      ))
    )
      return
    await run('consent', () => getApi().fitting.revoke())
  }
  return (
    <div className="space-y-5">
      <section className="rounded-2xl border border-gray-200 bg-white p-4 md:p-5" aria-labelledby="fit-consent-title">
        <h2 id="fit-consent-title" className="text-base font-bold text-gray-900">
          스마트 피팅 정보 저장 동의
        </h2>
        {consent.agreed ? (
          <>
            <p className="mt-1 text-sm text-gray-700">
              <Badge tone="brand">동의함</Badge> {formatServerTime(consent.agreedDttm, 'YYYY.MM.DD HH:mm')}에 동의하셨어요. 매장 피팅 기기의
              측정값과 착용해 본 안경테가 이곳에 저장돼요.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Link to="/terms/$termsCd" params={{ termsCd: 'smartfitting' }} className={btn.small}>
                약관 보기
              </Link>
              <Button variant="small" loading={busy === 'consent'} onClick={revoke}>
                동의 철회
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="mt-1 text-sm text-gray-700">
              매장의 스마트 피팅 기기로 측정한 얼굴 치수와 착용해 본 안경테를 저장하려면 동의가 필요해요.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Link to="/terms/$termsCd" params={{ termsCd: 'smartfitting' }} className={btn.secondary}>
                스마트 피팅 약관 보기
              </Link>
              <Button loading={busy === 'consent'} onClick={() => run('consent', () => getApi().fitting.agree())}>
                약관에 동의하고 저장하기
              </Button>
            </div>
          </>
        )}
      </section>
      {sessions.length === 0 ? (
        <EmptyState
          title="아직 스마트 피팅 기록이 없어요"
          action={
            <Link to="/davichstore" className={btn.primary}>
              가까운 매장 찾기
            </Link>
          }
        >
          다비치안경 매장의 스마트 피팅 기기로 얼굴을 측정하고 안경테를 써 보면 기록이 이곳에 남아요.
        </EmptyState>
      ) : (
        <section aria-labelledby="fit-sessions-title">
          <h2 id="fit-sessions-title" className="mb-2 text-base font-bold text-gray-900">
            피팅 기록 <span className="text-sm font-normal text-gray-600">{sessions.length}건</span>
          </h2>
          <ul className="space-y-4">
            {sessions.map((s) => (
              <li key={s.sessionNo} className="rounded-2xl border border-gray-200 bg-white p-4 md:p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <p className="text-base font-bold text-gray-900">{formatServerTime(s.fittedDttm, 'YYYY.MM.DD HH:mm')}</p>
                    <p className="text-sm text-gray-600">{s.storeName}</p>
                  </div>
                  <Button
                    variant="small"
                    loading={busy === `del-${s.sessionNo}`}
                    onClick={() => remove(s)}
                    aria-label={`${formatServerTime(s.fittedDttm, 'YYYY.MM.DD')} 피팅 기록 삭제`}
                  >
                    삭제
                  </Button>
                </div>
                <dl className="mt-3 grid grid-cols-3 gap-2 rounded-xl bg-gray-50 p-3 text-center text-sm">
                  <div>
                    <dt className="text-xs text-gray-600">얼굴 너비</dt>
                    <dd className="font-semibold">{s.faceWidth != null ? `${s.faceWidth}mm` : '-'}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-gray-600">PD</dt>
                    <dd className="font-semibold">{s.pd != null ? `${s.pd}mm` : '-'}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-gray-600">얼굴형</dt>
                    <dd className="font-semibold">{s.faceShape ? (FACE_SHAPE_LABEL[s.faceShape as FaceShape] ?? s.faceShape) : '-'}</dd>
                  </div>
                </dl>
                {s.frames.length ? (
                  <ul className="mt-3 divide-y divide-gray-100" aria-label="착용해 본 안경테">
                    {s.frames.map((f) => (
                      <li key={f.seq} className="py-2">
                        <div className="flex items-center gap-3">
                          <img
                            src={f.imgSrc}
                            alt=""
                            width={64}
                            height={64}
                            loading="lazy"
                            className="h-16 w-16 shrink-0 rounded-xl bg-gray-50 object-contain"
                          />
                          <div className="min-w-0 flex-1">
                            <p className="text-xs text-gray-600">
                              {f.brandNm} {f.liked ? <Badge tone="accent">마음에 들어요</Badge> : null}
                            </p>
                            <Link
                              to="/products/$id"
                              params={{ id: f.goodsNo }}
                              className="line-clamp-1 text-sm font-semibold text-gray-900 hover:underline"
                            >
                              {f.goodsNm}
                            </Link>
                            <p className="text-sm font-bold">{formatNumber(f.salePrice)}원</p>
                          </div>
                          {f.reservationOnly ? (
                            <a href={`/davichstore/reservation?storeNo=${s.storeNo}&goodsNo=${f.goodsNo}`} className={btn.smallPrimary}>
                              예약
                            </a>
                          ) : (
                            <Link
                              to="/products/$id"
                              params={{ id: f.goodsNo }}
                              className={btn.smallPrimary}
                              aria-label={`${f.goodsNm} 구매`}
                            >
                              구매
                            </Link>
                          )}
                        </div>
                        {f.photoFileId ? (
                          <a
                            href={`/api/v1/front/files/${f.photoFileId}`}
                            target="_blank"
                            rel="noopener"
                            className="mt-2 ml-[76px] inline-block"
                          >
                            <img
                              src={`/api/v1/front/files/${f.photoFileId}`}
                              alt={`${withJosa(f.goodsNm, '을/를')} 써 본 모습`}
                              width={160}
                              height={120}
                              loading="lazy"
                              className="h-[120px] w-40 rounded-xl bg-gray-50 object-cover"
                            />
                            <span className="mt-1 block text-xs text-gray-600">
                              착용 사진 · 나만 볼 수 있어요<span className="sr-only"> (크게 보기, 새 창)</span>
                            </span>
                          </a>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

/** The page body of /mypage/myservice/fitting and its app-webview twin /mypage/app/myfitting (the section layout gates it). */
export function FittingPage() {
  return (
    <>
      <PageTitle sub="매장 스마트 피팅 기기로 측정한 얼굴 치수와 착용해 본 안경테를 모아 봤어요.">스마트 피팅</PageTitle>
      <FittingView />
    </>
  )
}
