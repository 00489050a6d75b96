/** The share button's lines (lucide's share, link and speech bubble), drawn inline: no icon library on the product page. */
const PATHS = {
  share: 'M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 002 2h10a2 2 0 002-2v-6',
  link: 'M9 17H7A5 5 0 017 7h2M15 7h2a5 5 0 010 10h-2M8 12h8',
  talk: 'M12 4C6.5 4 2 7.4 2 11.6c0 2.7 1.9 5.1 4.7 6.4L5.8 21l3.6-2.4c.8.1 1.7.2 2.6.2 5.5 0 10-3.4 10-7.6S17.5 4 12 4z',
}

export function ShareIcon({ d, size = 20, fill = 'none' }: { d: keyof typeof PATHS; size?: number; fill?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill={fill}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[d]} />
    </svg>
  )
}
