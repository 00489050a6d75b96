import { Link } from '@tanstack/react-router'

export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link to="/main" className={`inline-flex items-center gap-1.5 ${className}`} aria-label="다비치마켓 홈">
      <svg width="30" height="18" viewBox="0 0 30 18" aria-hidden="true">
        <circle cx="7.5" cy="9" r="6" fill="none" stroke="#0b7f75" strokeWidth="2.6" />
        <circle cx="22.5" cy="9" r="6" fill="none" stroke="#0b7f75" strokeWidth="2.6" />
        <path d="M13.5 8.2c.9-1 2.1-1 3 0" stroke="#0b7f75" strokeWidth="2.2" fill="none" />
      </svg>
      <span className="text-[19px] font-extrabold tracking-tight text-brand-700">다비치마켓</span>
    </Link>
  )
}
