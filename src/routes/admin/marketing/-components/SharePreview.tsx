import { useEffect, useState } from 'react'
import { ogImagePath } from '~/shared/og-image'
import { marginWarning, shareCards, textInMargin, type MarginSide, type ShareCard } from '~/shared/share-cards'
import { imageSize } from './upload'

/**
 * The link as KakaoTalk, Naver, Facebook and X will unfurl it, beside the editor, redrawn on every keystroke:
 * each card follows its service's layout and cut rules (src/shared/share-cards.ts) and shows the real 1200×630
 * PNG the shop's /og/ renderer serves for the share image (the crop crawlers get). Warnings above the cards.
 */
export function SharePreview({ title, description, imageSrc, url }: { title: string; description: string; imageSrc: string; url: string }) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null)
  useEffect(() => {
    let live = true
    void imageSize(imageSrc).then((s) => live && setSize(s))
    return () => {
      live = false
    }
  }, [imageSrc])
  const png = imageSrc ? (ogImagePath(imageSrc) ?? imageSrc) : ''
  const [margin, setMargin] = useState<MarginSide[]>([])
  useEffect(() => {
    let live = true
    setMargin([])
    void marginSides(png).then((s) => live && setMargin(s))
    return () => {
      live = false
    }
  }, [png])
  const shared = shareCards({ title, description, siteName: '다비치마켓', url, image: imageSrc ? size : null })
  const { cards } = shared
  const marginText = marginWarning(margin)
  const warnings = marginText ? [...shared.warnings, marginText] : shared.warnings
  return (
    <section aria-labelledby="share-preview-title" className="space-y-3">
      <h2 id="share-preview-title" className="text-base font-bold">
        공유 미리보기
      </h2>
      {warnings.length ? (
        <ul className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-xs text-amber-950" aria-label="공유 경고">
          {warnings.map((w) => (
            <li key={w}>⚠ {w}</li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg bg-brand-50 p-3 text-xs text-brand-800">네 서비스 모두 제목과 설명이 잘리지 않고 이미지가 크게 보여요.</p>
      )}
      {cards.map((c) => (
        <figure key={c.rule.service} className="rounded-xl bg-gray-100 p-3" data-service={c.rule.service}>
          <figcaption className="mb-2 text-xs font-semibold text-gray-600">{c.rule.label}</figcaption>
          <Card card={c} png={png} />
        </figure>
      ))}
      {png ? <p className="text-[11px] text-gray-500">이미지는 공유 크롤러가 받는 1200×630 PNG 그대로예요.</p> : null}
    </section>
  )
}

function Picture({ png, ratio, className = '' }: { png: string; ratio: number; className?: string }) {
  return (
    <img
      src={png}
      alt=""
      width={1200}
      height={Math.round(1200 / ratio)}
      className={`block w-full bg-gray-200 object-cover ${className}`}
      style={{ aspectRatio: String(ratio) }}
    />
  )
}

function Card({ card, png }: { card: ShareCard; png: string }) {
  const { rule } = card
  const large = card.image === 'large' && png
  const thumb = card.image === 'thumbnail' && png
  switch (rule.service) {
    case 'kakao':
      return (
        <div className="max-w-[280px] overflow-hidden rounded-lg bg-white shadow-sm">
          {large ? <Picture png={png} ratio={rule.imageRatio} /> : null}
          <div className="flex gap-2 p-3">
            {thumb ? <img src={png} alt="" width={56} height={56} className="size-14 shrink-0 rounded object-cover" /> : null}
            <div className="min-w-0">
              <p className="text-sm font-bold text-gray-900">{card.title}</p>
              <p className="mt-0.5 text-xs text-gray-600">{card.description}</p>
              <p className="mt-1 text-[11px] text-gray-500">{card.caption}</p>
            </div>
          </div>
        </div>
      )
    case 'naver':
      return (
        <div className="flex overflow-hidden rounded border border-gray-300 bg-white">
          {png && card.image !== 'none' ? (
            <img
              src={png}
              alt=""
              width={120}
              height={63}
              className="w-28 shrink-0 bg-gray-200 object-cover"
              style={{ aspectRatio: '1.91' }}
            />
          ) : null}
          <div className="min-w-0 p-2.5">
            <p className="truncate text-sm font-bold text-gray-900">{card.title}</p>
            <p className="mt-0.5 text-xs text-gray-600">{card.description}</p>
            <p className="mt-1 text-[11px] text-[#00803a]">{card.caption}</p>
          </div>
        </div>
      )
    case 'facebook':
      return (
        <div className="overflow-hidden border border-gray-300 bg-white">
          {large ? <Picture png={png} ratio={rule.imageRatio} /> : null}
          <div className={`flex gap-2 bg-[#f0f2f5] p-2.5 ${thumb ? 'items-center' : ''}`}>
            {thumb ? <img src={png} alt="" width={72} height={72} className="size-18 shrink-0 object-cover" /> : null}
            <div className="min-w-0">
              <p className="text-[11px] uppercase text-gray-600">{card.caption}</p>
              <p className="text-sm font-semibold text-gray-900">{card.title}</p>
              <p className="text-xs text-gray-600">{card.description}</p>
            </div>
          </div>
        </div>
      )
    case 'x':
      return large ? (
        <div className="relative overflow-hidden rounded-2xl border border-gray-300 bg-white">
          <Picture png={png} ratio={rule.imageRatio} />
          <p className="absolute bottom-2 left-2 rounded bg-black/70 px-1.5 text-[11px] text-white">{card.title}</p>
          <p className="px-3 py-1.5 text-[11px] text-gray-600">{card.caption}에서</p>
        </div>
      ) : (
        <div className="rounded-2xl border border-gray-300 bg-white p-3">
          <p className="text-[11px] text-gray-600">{card.caption}</p>
          <p className="text-sm text-gray-900">{card.title}</p>
          <p className="text-xs text-gray-600">{card.description}</p>
        </div>
      )
  }
}

/**
 * The sides of the unsafe margin with text-like detail in the PNG crawlers get (same origin, so the canvas can read it),
 * looked at in a 300×158 copy (src/shared/share-cards.ts textInMargin). [] when it does not load.
 */
function marginSides(src: string): Promise<MarginSide[]> {
  return new Promise((resolve) => {
    if (!src) return resolve([])
    const img = new Image()
    img.onload = () => {
      try {
        const w = 300
        const h = Math.max(1, Math.round((w * img.naturalHeight) / Math.max(1, img.naturalWidth)))
        const canvas = document.createElement('canvas')
        canvas.width = w
        canvas.height = h
        const ctx = canvas.getContext('2d', { willReadFrequently: true })
        if (!ctx) return resolve([])
        ctx.drawImage(img, 0, 0, w, h)
        const { data } = ctx.getImageData(0, 0, w, h)
        const lum = new Uint8Array(w * h)
        for (let i = 0; i < lum.length; i++) lum[i] = Math.round(0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!)
        resolve(textInMargin(lum, w, h))
      } catch {
        resolve([])
      }
    }
    img.onerror = () => resolve([])
    img.src = src
  })
}
