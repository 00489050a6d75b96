import {
  Bell,
  CalendarCheck,
  Coins,
  CreditCard,
  Eye,
  FileText,
  Gift,
  Heart,
  Inbox,
  MessageCircleQuestionMark,
  Receipt,
  ScanFace,
  SearchX,
  ShoppingCart,
  Sparkles,
  Stamp,
  Star,
  Store,
  TicketPercent,
  Users,
  Vote,
  type LucideIcon,
} from 'lucide-react'

/**
 * The picture of an empty state, from the one icon set the shop uses (lucide, as on the my-page menu), chosen by
 * what the state is about — the words of its title, first match wins — so every empty list says what is missing
 * at a glance (a cart for the cart, a ticket for coupons …) without each page naming an icon. Loaded on its own
 * (EmptyState's lazy EmptyIcon): the icon set stays out of the script every page downloads.
 */
const BY_WORD: [RegExp, LucideIcon][] = [
  [/장바구니/, ShoppingCart],
  [/찜/, Heart],
  [/쿠폰/, TicketPercent],
  [/상품권/, Gift],
  [/포인트/, Coins],
  [/스탬프/, Stamp],
  [/후기/, Star],
  [/문의|질문/, MessageCircleQuestionMark],
  [/알림/, Bell],
  [/투표/, Vote],
  [/가족|초대/, Users],
  [/시력|도수/, Eye],
  [/피팅|얼굴/, ScanFace],
  [/멤버십/, CreditCard],
  [/매장/, Store],
  [/예약/, CalendarCheck],
  [/주문|결제|구매|취소|반품|내역/, Receipt],
  [/기획전|컬렉션|이벤트/, Sparkles],
  [/글|공지/, FileText],
  [/상품|검색|조건/, SearchX],
]

export function emptyIconFor(title: string): LucideIcon {
  return BY_WORD.find(([words]) => words.test(title))?.[1] ?? Inbox
}

export function EmptyIcon({ title }: { title: string }) {
  const Icon = emptyIconFor(title)
  return <Icon size={26} strokeWidth={1.75} />
}
