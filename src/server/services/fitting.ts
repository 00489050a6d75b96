import {
  agreeFitting,
  deleteFittingSession,
  deviceFrame,
  deviceStore,
  insertFittingSession,
  memberByCard,
  revokeFitting,
  swapFramePhoto,
} from '../db/fitting'
import { DomainError } from '../domain-error'
import type { Env } from '../env'
import { deleteOwnFile, storeUpload, type UploadInput, type UploadPolicy } from '../files'
import { parseDeviceAuth, secretHash, toFittingSession, type DeviceSessionBody } from '../providers/fitting/protocol'

/** The device's credential must name an active device of the store in X-Store-Code (else 401). */
async function authDevice(env: Pick<Env, 'DB'>, auth: string | undefined, storeCode: string | undefined) {
  const cred = parseDeviceAuth(auth)
  const device = cred ? await deviceStore(env.DB, cred.deviceId, await secretHash(cred.secret)) : null
  if (!cred || !device || device.store_code !== storeCode)
    throw DomainError.of('unauthenticated', 'authorization', '피팅 기기 인증에 실패했습니다. 매장 코드와 기기 인증 정보를 확인해 주세요.')
  return { cred, device }
}

/**
 * A session posted by an in-store fitting device: the device's credential must name an active device of the
 * store in X-Store-Code (else 401, nothing stored); the member (by membership card) must have agreed to
 * smart fitting (/terms/smartfitting) — else 409 and nothing is stored. A retried post returns the same session.
 */
export async function receiveDeviceSession(
  env: Pick<Env, 'DB'>,
  auth: string | undefined,
  storeCode: string | undefined,
  body: DeviceSessionBody,
  now = new Date(),
) {
  const { cred, device } = await authDevice(env, auth, storeCode)
  const s = toFittingSession(body)
  const member = await memberByCard(env.DB, s.cardNo)
  if (!member) throw DomainError.notFound('회원 카드 번호에 해당하는 회원이 없습니다.', 'member_card_no')
  if (!member.consented)
    throw DomainError.conflict('고객이 스마트 피팅 정보 저장에 동의하지 않았습니다. 앱에서 동의 후 다시 시도해 주세요.', 'consent')
  const sessionNo = await insertFittingSession(
    env.DB,
    { memberNo: member.member_no, storeNo: device.store_no, deviceId: cred.deviceId, ...s },
    now.toISOString(),
  )
  return { sessionNo }
}

export const agreeToFitting = (env: Pick<Env, 'DB'>, memberNo: number, now = new Date()) =>
  agreeFitting(env.DB, memberNo, now.toISOString())
export const withdrawFittingConsent = (env: Pick<Env, 'DB'>, memberNo: number, now = new Date()) =>
  revokeFitting(env.DB, memberNo, now.toISOString())

/** Deletes one of the member's sessions and its photos in R2; 404 when it is not theirs. */
export async function removeFittingSession(env: Env, memberNo: number, sessionNo: number) {
  const files = await deleteFittingSession(env.DB, memberNo, sessionNo)
  if (!files) throw DomainError.notFound('피팅 기록을 찾을 수 없습니다.', 'sessionNo')
  for (const f of files) await deleteOwnFile(env, memberNo, f)
}

/** Fitting photos from the device: JPG/PNG/WEBP up to 5 MB, 100–4,000 px (checked by magic bytes in the upload module). */
export const FITTING_PHOTO_UPLOAD: UploadPolicy = {
  kinds: ['jpeg', 'png', 'webp'],
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 4000,
  minPixels: 100,
}

/**
 * The device's photo of the member wearing one tried frame (PUT …/session/{session_id}/frames/{seq}/photo): only
 * the device (of the store) that posted the session, only while the member's consent is in force. The photo goes
 * to R2 through the upload module as the member's private file; a repeated PUT replaces it (the old object is
 * deleted), and of two racing PUTs one wins, the other's object is removed again (409).
 */
export async function receiveFramePhoto(
  env: Pick<Env, 'DB' | 'FILES'>,
  auth: string | undefined,
  storeCode: string | undefined,
  p: { sessionId: string; seq: number },
  readPhoto: () => Promise<UploadInput>,
  now = new Date(),
) {
  const { cred, device } = await authDevice(env, auth, storeCode)
  const frame = await deviceFrame(env.DB, cred.deviceId, device.store_no, p.sessionId, p.seq)
  if (!frame) throw DomainError.notFound('이 기기가 보낸 피팅 세션의 안경테가 아닙니다.', 'seq')
  if (!frame.consented)
    throw DomainError.conflict('고객이 스마트 피팅 정보 저장 동의를 철회했습니다. 사진을 저장하지 않았습니다.', 'consent')
  // The body is read only once the device, the frame and the consent are known.
  const stored = await storeUpload(env, frame.member_no, 'fitting', await readPhoto(), FITTING_PHOTO_UPLOAD, {
    field: 'photo',
    name: `fitting-${p.sessionId}-${p.seq}`,
    now,
  })
  if (!(await swapFramePhoto(env.DB, frame.session_no, p.seq, frame.file_id, stored.fileId))) {
    await deleteOwnFile(env, frame.member_no, stored.fileId)
    throw DomainError.conflict('같은 안경테의 사진이 동시에 올라왔습니다. 다시 시도해 주세요.', 'photo')
  }
  if (frame.file_id) await deleteOwnFile(env, frame.member_no, frame.file_id)
  return { fileId: stored.fileId, width: stored.width, height: stored.height }
}
