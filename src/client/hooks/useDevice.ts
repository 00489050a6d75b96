import { isbot } from 'isbot'
import { useEffect, useState } from 'react'

export type Device = 'mobile' | 'tablet' | 'desktop' | 'crawler'

/** Device class from user agent and viewport width (the product spec: "mobile, tablet, desktop, crawler; re-detected 50 ms after resize"). */
export function detectDevice(userAgent: string, width: number): Device {
  if (isbot(userAgent)) return 'crawler'
  if (/iPad|Tablet|SM-T|Tab\b/i.test(userAgent) || (width >= 768 && width < 1024)) return 'tablet'
  if (/Mobi|Android|iPhone|iPod/i.test(userAgent) || width < 768) return 'mobile'
  return 'desktop'
}

export const RESIZE_DEBOUNCE_MS = 50

/** Current device, re-detected 50 ms after the last resize. Server render assumes mobile (mobile first). */
export function useDevice(): Device {
  const [device, setDevice] = useState<Device>('mobile')
  useEffect(() => {
    const detect = () => setDevice(detectDevice(navigator.userAgent, window.innerWidth))
    detect()
    let t: ReturnType<typeof setTimeout> | undefined
    const onResize = () => {
      clearTimeout(t)
      t = setTimeout(detect, RESIZE_DEBOUNCE_MS)
    }
    window.addEventListener('resize', onResize)
    return () => {
      clearTimeout(t)
      window.removeEventListener('resize', onResize)
    }
  }, [])
  return device
}
