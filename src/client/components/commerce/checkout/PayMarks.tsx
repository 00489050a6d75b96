/**
 * The easy-pay brand marks, drawn here (inline SVG, no request, no third-party hotlink): each app's own colour and
 * wordmark shape at 40×24, decorative (the tile's text names the method).
 */
const MARKS: Record<string, { bg: string; fg: string; text: string; size?: number }> = {
  '12': { bg: '#FEE500', fg: '#191919', text: 'pay' }, // 카카오페이: the yellow speech bubble and "pay"
  '9': { bg: '#03C75A', fg: '#FFFFFF', text: 'N pay' }, // 네이버페이
  '13': { bg: '#0064FF', fg: '#FFFFFF', text: 'toss', size: 10.5 }, // 토스페이
  '7': { bg: '#FA2828', fg: '#FFFFFF', text: 'PAYCO', size: 8.5 }, // 페이코
  '11': { bg: '#1428A0', fg: '#FFFFFF', text: 'S pay', size: 9.5 }, // 삼성페이
}

export function PayMark({ code }: { code: string }) {
  const m = MARKS[code]
  if (!m) return null
  return (
    <svg width="40" height="24" viewBox="0 0 40 24" aria-hidden="true" focusable="false" className="shrink-0">
      <rect width="40" height="24" rx="6" fill={m.bg} />
      {code === '12' ? (
        <path
          d="M9 7.5c-2.8 0-5 1.7-5 3.9 0 1.4.9 2.6 2.3 3.3l-.6 2.3 2.6-1.7c.2 0 .5.1.7.1 2.8 0 5-1.8 5-4s-2.2-3.9-5-3.9z"
          fill="#191919"
        />
      ) : null}
      <text
        x={code === '12' ? 26.5 : 20}
        y="16"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontWeight="800"
        fontSize={m.size ?? 11}
        fill={m.fg}
      >
        {m.text}
      </text>
    </svg>
  )
}
