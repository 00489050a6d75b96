import { useEffect, useState } from 'react'
import { isKioskMode } from '~/shared/rules'

/** The kiosk's store code (sent as x-store-code on every call), kept in local storage as the product spec says. */
export const KIOSK_KEY = 'davich.storeCode'
/** The device token a store owner's "키오스크 시작" gave this device (sent as x-kiosk-token). */
export const KIOSK_TOKEN_KEY = 'davich.kioskToken'
export const KIOSK_NAME_KEY = 'davich.kioskStoreName'

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/**
 * The store code of this device: set only together with a kiosk device token (a store owner started kiosk mode
 * here); a store code alone — e.g. typed into a URL — is not a kiosk.
 */
export function readStoreCode(): string {
  const code = read(KIOSK_KEY)
  return code && read(KIOSK_TOKEN_KEY) ? code : '0000'
}

/** Binds this device to the owner's store (from POST /mypagestore/kiosk/start). */
export function startKioskDevice(a: { storeCode: string; storeName: string; deviceToken: string }) {
  localStorage.setItem(KIOSK_KEY, a.storeCode)
  localStorage.setItem(KIOSK_TOKEN_KEY, a.deviceToken)
  localStorage.setItem(KIOSK_NAME_KEY, a.storeName)
}

export function endKioskDevice() {
  for (const k of [KIOSK_KEY, KIOSK_TOKEN_KEY, KIOSK_NAME_KEY]) localStorage.removeItem(k)
}

/** Kiosk mode (the product spec: "on when the store code is set and is not 0000"), read after hydration. */
export function useKiosk() {
  const [state, setState] = useState({ storeCode: '0000', storeName: '' })
  useEffect(() => {
    setState({ storeCode: readStoreCode(), storeName: read(KIOSK_NAME_KEY) ?? '' })
  }, [])
  return { ...state, kiosk: isKioskMode(state.storeCode) }
}
