/**
 * Member-voice seed (migration 0090 tables): photos on the photo reviews of the storefront seed (imported-review
 * image URLs), a review member01 wrote for a confirmed line of its orders (with its 후기작성 points), goods Q&A
 * with and without answers (member01's secret question among them), member01's 1:1 inquiries in both states,
 * and style votes: member01's own post, another member's post member01 voted in, ballots on the shop's votes.
 * Built from the main, commerce and storefront seeds; deterministic for one `now`.
 *
 *   const sql = voiceSeedSql(seed, now)
 */
import type { SeedData } from '../../server/db/rows'
import { buildCommerceSeed } from './commerce'
import { createRng } from './prng'
import { tableToSql } from './sql'
import { buildStorefrontSeed } from './storefront'
import { reviewPhotoUrl } from '../images/urls'
import { DAY, HOUR, iso, toMs } from './time'

type Row = Record<string, string | number | null>
export const VOICE_TABLE_ORDER = [
  'goods_reviews',
  'review_photos',
  'point_ledger',
  'goods_qna',
  'inquiries',
  'style_votes',
  'style_vote_options',
  'style_vote_ballots',
] as const

const QUESTIONS: Record<string, Array<[string, string | null]>> = {
  '01': [
    [
      '얼굴이 큰 편인데 사이즈가 맞을까요? 가로 길이가 궁금해요.',
      '렌즈 가로 52mm, 브릿지 18mm, 다리 145mm예요. 얼굴 너비 140mm 이상이시면 한 사이즈 큰 모델을 권해 드려요.',
    ],
    [
      '도수 렌즈로 바꿔서 받을 수 있나요?',
      '매장 픽업으로 주문하시고 방문 예약을 잡아 주시면 매장에서 시력검사 후 도수 렌즈로 맞춰 드려요.',
    ],
    ['코받침이 있는 모델인가요?', null],
  ],
  '02': [
    ['편광 렌즈인가요? 운전할 때 쓰려고 해요.', '네, 편광 렌즈가 들어간 모델이라 운전할 때 반사광을 줄여 줘요.'],
    ['도수를 넣을 수 있는 선글라스인가요?', null],
  ],
  '03': [['누진 렌즈는 적응 기간이 얼마나 걸리나요?', '보통 1~2주면 익숙해지세요. 불편하시면 구매하신 매장에서 무료로 점검해 드려요.']],
  '04': [
    ['난시도 있는데 이 렌즈 써도 되나요?', '이 상품은 근시용이에요. 난시 교정이 필요하시면 토릭 렌즈를 매장에서 상담받아 보세요.'],
    ['하루에 몇 시간까지 착용해도 되나요?', null],
  ],
  '05': [['안경 닦이도 같이 들어 있나요?', '네, 극세사 안경 닦이 1장이 함께 들어 있어요.']],
}

export function buildVoiceSeed(seed: SeedData, now: Date | string | number): Record<(typeof VOICE_TABLE_ORDER)[number], Row[]> {
  const nowMs = toMs(now)
  const rng = createRng(20261124).fork('voice')
  const out = Object.fromEntries(VOICE_TABLE_ORDER.map((t) => [t, [] as Row[]])) as Record<(typeof VOICE_TABLE_ORDER)[number], Row[]>
  const member = seed.members.find((m) => m.login_id === 'member01')
  const others = seed.members.filter((m) => m.auth_role === 'ROLE_USER' && m.status === 'ACTIVE' && m.login_id !== 'member01').slice(0, 12)
  const goodsOf = new Map(seed.goods.map((g) => [g.goods_no, g]))
  const imagesOf = (goodsNo: string) => seed.goods_images.filter((i) => i.goods_no === goodsNo).map((i) => i.img_src)

  // Photo reviews of the storefront seed get their own photos (issue 30): generated scenes of the goods — on a table,
  // on a desk, worn — never the product shot (reviewPhotoUrl; the number drawn is kept so later draws stay the same).
  for (const r of buildStorefrontSeed(seed, now).goods_reviews) {
    if (r.photo_yn !== 'Y') continue
    const g = goodsOf.get(r.goods_no as string)
    if (!g) continue
    const count = Math.min(rng.int(1, 3), 1 + imagesOf(g.goods_no).length)
    for (let i = 0; i < count; i++) {
      const src = reviewPhotoUrl(g.img_src, (r.review_no as number) * 3 + i)
      out.review_photos.push({ review_no: r.review_no as number, seq: i + 1, file_key: null, img_src: src, width: 600, height: 600 })
    }
  }
  if (!member) return out
  const no = member.member_no

  // member01 reviewed its confirmed (90) line; its delivered (50) lines wait for a review.
  const commerce = buildCommerceSeed(seed, now)
  const confirmed = commerce.order_lines.find((l) => l.status === '90')
  if (confirmed) {
    const at = iso(nowMs - 2 * DAY)
    out.goods_reviews.push({
      review_no: 900001,
      goods_no: confirmed.goods_no,
      member_no: no,
      writer_nm: member.member_nm,
      score: 5,
      content: '매장에서 피팅까지 받아서 그런지 하루 종일 써도 편해요. 색감도 사진이랑 똑같아요.',
      photo_yn: 'N',
      item_nm: confirmed.item_nm,
      display_yn: 'Y',
      reg_dttm: at,
      ord_no: confirmed.ord_no,
      line_no: confirmed.line_no,
      point_amt: 500,
    })
    out.point_ledger.push({
      member_no: no,
      amount: 500,
      reason: '후기작성',
      ord_no: null,
      reg_dttm: at,
      expire_dttm: iso(nowMs + 1093 * DAY),
      ref_key: `review:${confirmed.ord_no}:${confirmed.line_no}`,
    })
  }

  // Goods Q&A on the best sellers of each type.
  const byType = new Map<string, typeof seed.goods>()
  for (const g of seed.goods.filter((x) => x.display_yn === 'Y')) byType.set(g.goods_type_cd, [...(byType.get(g.goods_type_cd) ?? []), g])
  let qnaNo = 0
  const nextQna = () => ++qnaNo
  for (const [type, goods] of byType) {
    const top = [...goods].sort((a, b) => b.sale_count - a.sale_count).slice(0, 3)
    for (const g of top) {
      for (const [question, answer] of QUESTIONS[type] ?? []) {
        const asker = rng.pick(others)
        const at = nowMs - rng.int(2, 40) * DAY - rng.int(0, 20) * HOUR
        out.goods_qna.push({
          qna_no: nextQna(),
          goods_no: g.goods_no,
          member_no: asker.member_no,
          writer_nm: asker.member_nm,
          question,
          secret_yn: rng.chance(0.2) ? 'Y' : 'N',
          answer,
          answer_dttm: answer ? iso(at + rng.int(2, 30) * HOUR) : null,
          reg_dttm: iso(at),
        })
      }
    }
  }
  const frame = byType.get('01')?.[0]
  const lens = byType.get('04')?.[0]
  if (frame) {
    out.goods_qna.push({
      qna_no: nextQna(),
      goods_no: frame.goods_no,
      member_no: no,
      writer_nm: member.member_nm,
      question: '블랙 색상은 언제 재입고되나요? 알림을 받을 수 있을까요?',
      secret_yn: 'N',
      answer: '다음 주 화요일에 입고될 예정이에요. 찜해 두시면 입고 소식을 알려 드려요.',
      answer_dttm: iso(nowMs - 3 * DAY),
      reg_dttm: iso(nowMs - 4 * DAY),
    })
  }
  if (lens) {
    out.goods_qna.push({
      qna_no: nextQna(),
      goods_no: lens.goods_no,
      member_no: no,
      writer_nm: member.member_nm,
      question: '제 처방이 -4.25인데 이 도수도 예약할 수 있나요?',
      secret_yn: 'Y',
      answer: null,
      answer_dttm: null,
      reg_dttm: iso(nowMs - 1 * DAY),
    })
  }

  // member01's 1:1 inquiries, answered and waiting.
  out.inquiries.push(
    {
      member_no: no,
      category: '배송',
      title: '주문한 안경테 배송이 언제 시작되나요?',
      content: '지난주에 주문했는데 아직 배송 준비 중으로 나와요. 언제쯤 받을 수 있을까요?',
      answer: '불편을 드려 죄송합니다. 해당 상품은 내일 출고될 예정이며, 출고 후 1~2일 안에 받아 보실 수 있어요.',
      answer_dttm: iso(nowMs - 9 * DAY),
      reg_dttm: iso(nowMs - 10 * DAY),
    },
    {
      member_no: no,
      category: '교환/AS',
      title: '안경 다리 나사가 헐거워졌어요',
      content: '구매한 지 한 달 정도 됐는데 왼쪽 다리 나사가 자꾸 풀려요. 매장에서 AS 받을 수 있나요?',
      answer: '가까운 다비치안경 매장 어디에서나 무료로 나사 교체와 피팅을 받으실 수 있어요. 방문 전에 예약하시면 더 빠르게 도와드려요.',
      answer_dttm: iso(nowMs - 4 * DAY),
      reg_dttm: iso(nowMs - 5 * DAY),
    },
    {
      member_no: no,
      category: '상품',
      title: '블루라이트 렌즈 추가 문의',
      content: '지금 쓰는 안경테에 블루라이트 차단 렌즈만 바꿔 넣을 수 있는지 궁금해요. 비용도 알려 주세요.',
      answer: null,
      answer_dttm: null,
      reg_dttm: iso(nowMs - 6 * HOUR),
    },
  )

  // Style votes written by members (looks linked to catalogue goods), and ballots.
  const frames = byType.get('01') ?? []
  const suns = byType.get('02') ?? []
  const posts: Array<{
    vote_no: number
    author: (typeof seed.members)[number]
    title: string
    description: string
    picks: typeof seed.goods
    labels: string[]
    days: number
  }> = []
  const other = others[0]
  if (frames.length >= 3)
    posts.push({
      vote_no: 901,
      author: member,
      title: '첫 출근 때 쓸 안경, 어떤 게 더 잘 어울릴까요?',
      description: '단정해 보이면서도 너무 딱딱하지 않았으면 해요.',
      picks: frames.slice(0, 3),
      labels: ['라운드 뿔테', '스퀘어 메탈', '투명 뿔테'],
      days: 6,
    })
  if (other && suns.length >= 2)
    posts.push({
      vote_no: 902,
      author: other,
      title: '여름 휴가용 선글라스 골라 주세요',
      description: '바닷가에서 쓸 거예요. 둘 다 마음에 들어서 고민이에요.',
      picks: suns.slice(0, 2),
      labels: ['브라운 보잉', '블랙 스퀘어'],
      days: 4,
    })
  let optionNo = 90_000
  for (const p of posts) {
    out.style_votes.push({
      vote_no: p.vote_no,
      title: p.title,
      description: p.description,
      start_dttm: iso(nowMs - 3 * DAY),
      end_dttm: iso(nowMs + p.days * DAY),
      member_no: p.author.member_no,
      writer_nm: p.author.member_nm,
      reg_dttm: iso(nowMs - 3 * DAY),
    })
    const voters = others.filter((m) => m.member_no !== p.author.member_no).slice(0, 8)
    const opts = p.picks.map((g, i) => ({
      option_no: ++optionNo,
      vote_no: p.vote_no,
      goods_no: g.goods_no,
      label: p.labels[i],
      vote_count: 0,
      photo_key: null,
      sort_seq: i + 1,
    }))
    for (const v of voters) {
      const o = rng.pick(opts)
      o.vote_count++
      out.style_vote_ballots.push({
        vote_no: p.vote_no,
        member_no: v.member_no,
        option_no: o.option_no,
        reg_dttm: iso(nowMs - rng.int(1, 60) * HOUR),
      })
    }
    if (p.author.member_no !== no) {
      opts[0].vote_count++
      out.style_vote_ballots.push({ vote_no: p.vote_no, member_no: no, option_no: opts[0].option_no, reg_dttm: iso(nowMs - 2 * HOUR) })
    }
    out.style_vote_options.push(...opts)
  }
  // Ballots on the shop's own votes (content seed) from the other demo members (member01 has not voted yet): the
  // counts shown are these ballots — voiceSeedSql sets each option's count from them (the nightly books check).
  for (const v of seed.style_votes) {
    const opts = seed.style_vote_options.filter((o) => o.vote_no === v.vote_no)
    if (!opts.length) continue
    for (const m of others)
      out.style_vote_ballots.push({
        vote_no: v.vote_no,
        member_no: m.member_no,
        option_no: rng.pick(opts).option_no,
        reg_dttm: iso(Math.max(Date.parse(v.start_dttm), nowMs - rng.int(1, 240) * HOUR)),
      })
  }
  return out
}

export function voiceSeedSql(seed: SeedData, now: Date | string | number): string[] {
  const rows = buildVoiceSeed(seed, now)
  return [
    ...VOICE_TABLE_ORDER.flatMap((table) => tableToSql(table, rows[table])),
    // Vote counts are the ballots cast (never a number of their own).
    'UPDATE style_vote_options SET vote_count = (SELECT COUNT(*) FROM style_vote_ballots b WHERE b.option_no = style_vote_options.option_no);',
    // A goods' review count and grade are its public reviews' (issue 30: never a number of their own) — the rule the
    // review desk applies when it hides one (src/server/db/console-cs.ts).
    REVIEW_SUMMARY_SQL,
  ]
}

/** Every goods' review_count and grade from its public reviews (the seed's last word on them). */
export const REVIEW_SUMMARY_SQL = `UPDATE goods SET
  review_count = (SELECT COUNT(*) FROM goods_reviews r WHERE r.goods_no = goods.goods_no AND r.display_yn = 'Y' AND r.hidden_yn = 'N' AND r.del_dttm IS NULL),
  grade = COALESCE((SELECT AVG(score) FROM goods_reviews r WHERE r.goods_no = goods.goods_no AND r.display_yn = 'Y' AND r.hidden_yn = 'N' AND r.del_dttm IS NULL), 0);`
