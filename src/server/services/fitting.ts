import { agreeFitting, deleteFittingSession, deviceStore, insertFittingSession, memberByCard, revokeFitting } from '../db/fitting'
import { DomainError } from '../domain-error'
import type { Env } from '../env'
import { deleteOwnFile } from '../files'
import { parseDeviceAuth, secretHash, toFittingSession, type DeviceSessionBody } from '../providers/fitting/protocol'

/**
 * A session posted by an in-store fitting device: the device's credential must name an active device of the
 * store in X-Store-Code (else 401, nothing stored); the member (by membership card) must have agreed to
 * smart fitting (/terms/smartfitting) — else 409 and nothing is stored. A retried post returns the same session.
 */
export async function receiveDeviceSession(env: Pick<Env, 'DB'>, auth: string | undefined, storeCode: string | undefined, body: DeviceSessionBody, now = new Date()) {
  const cred = parseDeviceAuth(auth)
  const device = cred ? await deviceStore(env.DB, cred.deviceId, await secretHash(cred.secret)) : null
  if (!cred || !device || device.store_code !== storeCode) throw DomainError.of('unauthenticated', 'authorization', '피팅 기기 인증에 실패했습니다. 매장 코드와 기기 인증 정보를 확인해 주세요.')
  const s = toFittingSession(body)
  const member = await memberByCard(env.DB, s.cardNo)
  if (!member) throw DomainError.notFound('회원 카드 번호에 해당하는 회원이 없습니다.', 'member_card_no')
  if (!member.consented) throw DomainError.conflict('고객이 스마트 피팅 정보 저장에 동의하지 않았습니다. 앱에서 동의 후 다시 시도해 주세요.', 'consent')
  const sessionNo = await insertFittingSession(env.DB, { memberNo: member.member_no, storeNo: device.store_no, deviceId: cred.deviceId, ...s }, now.toISOString())
  return { sessionNo }
}

export const agreeToFitting = (env: Pick<Env, 'DB'>, memberNo: number, now = new Date()) => agreeFitting(env.DB, memberNo, now.toISOString())
export const withdrawFittingConsent = (env: Pick<Env, 'DB'>, memberNo: number, now = new Date()) => revokeFitting(env.DB, memberNo, now.toISOString())

/** Deletes one of the member's sessions and its photos in R2; 404 when it is not theirs. */
export async function removeFittingSession(env: Env, memberNo: number, sessionNo: number) {
  const files = await deleteFittingSession(env.DB, memberNo, sessionNo)
  if (!files) throw DomainError.notFound('피팅 기록을 찾을 수 없습니다.', 'sessionNo')
  for (const f of files) await deleteOwnFile(env, memberNo, f)
}
