import type { FaceFrame, FaceShareAnswer } from '../../shared/api/face-types'
import {
  EYE_STYLE_LABEL,
  FACE_SHAPE_LABEL,
  FACE_STYLE_LABEL,
  SHAPES_FOR_FACE,
  WIDTH_CLASS_LABEL,
  frameFitScore,
  widthClass,
  type FaceShape,
} from '../../shared/eyes/face'
import type { FaceMeasurementBody } from '../../shared/schemas/face'
import { todayYmd } from '../../shared/dates'
import { frameCandidates, latestFaceMeasurement, saveFaceMeasurement, sharedFaceInfo } from '../db/face'
import { GuardError } from '../db/guard'
import { DomainError } from '../domain-error'
import type { Env } from '../env'

/**
 * Frames for a face: the frame's front (lens width × 2 + bridge + end pieces, from the goods' size attribute)
 * must fit the face width, and frames whose shape balances the face shape come first. At most `limit`.
 */
export async function recommendFrames(
  env: Pick<Env, 'DB'>,
  face: { faceWidth: number; faceShape: FaceShape },
  limit = 8,
): Promise<FaceFrame[]> {
  const shapes = SHAPES_FOR_FACE[face.faceShape]
  const ranked = (await frameCandidates(env.DB)).flatMap((g) => {
    const fits = g.sizes
      .map((size) => ({ size, score: frameFitScore(size, face.faceWidth) }))
      .filter((x): x is { size: string; score: number } => x.score != null)
    if (!fits.length) return []
    const best = fits.sort((a, b) => a.score - b.score)[0]
    const shape = shapes.find((s) => g.goodsNm.includes(s)) ?? ''
    const { sizes: _sizes, ...rest } = g
    return [{ ...rest, size: best.size, shape, rank: (shape ? 0 : 100) + best.score }]
  })
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ rank: _rank, ...f }) => f)
}

/** The public view of a shared face code: never the member's name, mobile or measurements beyond the width class. */
export async function faceShare(env: Pick<Env, 'DB'>, token: string): Promise<FaceShareAnswer | null> {
  const info = await sharedFaceInfo(env.DB, token)
  if (!info) return null
  return {
    faceCode: info.faceCode,
    faceShape: info.faceShape,
    widthClass: widthClass(info.faceWidth),
    eyeStyle: info.eyeStyle,
    faceStyle: info.faceStyle,
    nickname: info.nickname,
    frames: await recommendFrames(env, info, 4),
  }
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The share card (1200×630 SVG; the /og route rasterises it to the PNG crawlers read). */
export function faceCodeCardSvg(
  share: Pick<FaceShareAnswer, 'faceCode' | 'faceShape' | 'widthClass' | 'eyeStyle' | 'faceStyle' | 'nickname'>,
): string {
  const who = share.nickname ? `${share.nickname}님의 얼굴 코드` : '나의 얼굴 코드'
  const chips = [
    FACE_SHAPE_LABEL[share.faceShape],
    `${WIDTH_CLASS_LABEL[share.widthClass]} 사이즈`,
    EYE_STYLE_LABEL[share.eyeStyle],
    FACE_STYLE_LABEL[share.faceStyle],
  ]
  const shapes = SHAPES_FOR_FACE[share.faceShape].slice(0, 3).join(' · ')
  let x = 80
  const chipSvg = chips
    .map((c) => {
      const w = 36 + c.length * 30
      const out = `<rect x="${x}" y="330" width="${w}" height="64" rx="32" fill="#ffffff" fill-opacity="0.16"/><text x="${x + w / 2}" y="373" font-size="30" font-weight="400" fill="#ffffff" text-anchor="middle">${esc(c)}</text>`
      x += w + 16
      return out
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#0f766e"/>
<circle cx="1040" cy="120" r="220" fill="#14b8a6" fill-opacity="0.35"/>
<text x="80" y="120" font-size="36" font-weight="400" fill="#ccfbf1">다비치마켓 · ${esc(who)}</text>
<text x="80" y="250" font-size="96" font-weight="800" fill="#ffffff">${esc(share.faceCode)}</text>
${chipSvg}
<text x="80" y="500" font-size="34" font-weight="400" fill="#ffffff">잘 어울리는 안경테: ${esc(shapes)}</text>
<text x="80" y="566" font-size="28" font-weight="400" fill="#ccfbf1">다비치안경 매장에서 스마트 피팅으로 내 얼굴에 맞는 안경을 찾아보세요</text>
</svg>`
}

/**
 * Saves the numbers of a measurement (the image never reaches the server) into face info and a new eye record,
 * only while the member's smart-fitting consent (/terms/smartfitting) is in force — else 409 and nothing is written.
 */
export async function saveMeasurement(env: Pick<Env, 'DB'>, memberNo: number, body: FaceMeasurementBody, now = new Date()) {
  try {
    await saveFaceMeasurement(env.DB, memberNo, body, todayYmd(now), now.toISOString())
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'fitting.consent')
      throw DomainError.conflict('측정값을 저장하려면 스마트 피팅 정보 저장에 동의해 주세요.', 'consent')
    throw e
  }
  return latestFaceMeasurement(env.DB, memberNo)
}
