import { useEffect, useState } from 'react'
import { isKioskMode } from '~/shared/rules'

export const KIOSK_KEY = 'davich.storeCode'

export function readStoreCode(): string {
  try {
    return localStorage.getItem(KIOSK_KEY) ?? '0000'
  } catch {
    return '0000'
  }
}

/** Kiosk mode: a store code other than 0000 kept in local storage (?storeCode= sets it). */
export function useKiosk() {
  const [storeCode, setStoreCode] = useState('0000')
  useEffect(() => {
    const fromUrl = new URLSearchParams(window.location.search).get('storeCode')
    if (fromUrl && /^[A-Za-z0-9]{1,10}$/.test(fromUrl)) localStorage.setItem(KIOSK_KEY, fromUrl)
    setStoreCode(readStoreCode())
  }, [])
  return { storeCode, kiosk: isKioskMode(storeCode) }
}
