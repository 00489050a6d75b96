/**
 * Style-vote posts written by members: two to four looks (photos), a question and an end date; one ballot per
 * member per post (PRIMARY KEY (vote_no, member_no) of style_vote_ballots) written in the same batch as the
 * option's counter, so N concurrent ballots of one member leave one ballot and a counter moved by one.
 * Reports: one per member; REPORTS_TO_HIDE reports hide a post until the customer center looks at it.
 */
import type { D1Database } from '@cloudflare/workers-types'
import type { VoteLook, VotePost } from '../../shared/api/voice-types'
import { maskName } from '../../shared/format'
import { REPORTS_TO_HIDE } from '../../shared/schemas/voice'
import { changed, guardedBatch, holds } from './guard'

export const votePhotoUrl = (fileKey: string) => `/api/v1/front/styleboard/vote/photo/${encodeURIComponent(fileKey)}`

type PostRow = {
  vote_no: number
  title: string
  description: string
  writer_nm: string
  member_no: number | null
  start_dttm: string
  end_dttm: string
  my_choice: number | null
  options: string
}
const POST_COLS = (reader: string) => `v.vote_no, v.title, v.description, v.writer_nm, v.member_no, v.start_dttm, v.end_dttm,
  (SELECT option_no FROM style_vote_ballots b WHERE b.vote_no = v.vote_no AND b.member_no = ${reader}) AS my_choice,
  (SELECT json_group_array(json_object('o', x.option_no, 'l', x.label, 'c', x.vote_count, 'p', x.photo_key, 'g', x.goods_no, 'i', x.img_src))
     FROM (SELECT o.option_no, o.label, o.vote_count, o.photo_key, o.goods_no, g.img_src FROM style_vote_options o LEFT JOIN goods g ON g.goods_no = o.goods_no
            WHERE o.vote_no = v.vote_no ORDER BY o.sort_seq, o.option_no) x) AS options`

function toPost(r: PostRow, reader: number | null, now: Date): VotePost {
  const options = (
    JSON.parse(r.options || '[]') as Array<{ o: number; l: string; c: number; p: string | null; g: string | null; i: string | null }>
  ).map((o): VoteLook => ({
    optionNo: o.o,
    label: o.l,
    voteCount: o.c,
    photoUrl: o.p ? votePhotoUrl(o.p) : null,
    photoKey: o.p,
    goodsNo: o.g,
    goodsImgSrc: o.i,
  }))
  const ended = Date.parse(r.end_dttm) <= now.getTime()
  const mine = reader != null && r.member_no === reader
  const totalVotes = options.reduce((a, o) => a + o.voteCount, 0)
  return {
    voteNo: r.vote_no,
    title: r.title,
    description: r.description,
    writer: r.member_no == null ? r.writer_nm : maskName(r.writer_nm),
    startDate: r.start_dttm,
    endDate: r.end_dttm,
    status: ended ? 'ended' : 'ongoing',
    totalVotes,
    mine,
    myChoice: r.my_choice,
    showResults: ended || mine || r.my_choice != null,
    looksEditable: totalVotes === 0,
    options,
  }
}

/** One post (not hidden, started), as `reader` sees it. */
export async function votePost(db: D1Database, voteNo: number, reader: number | null, now: Date): Promise<VotePost | null> {
  const r = await db
    .prepare(`SELECT ${POST_COLS('?2')} FROM style_votes v WHERE v.vote_no = ?1 AND v.hidden_yn = 'N' AND v.start_dttm <= ?3`)
    .bind(voteNo, reader ?? -1, now.toISOString())
    .first<PostRow>()
  return r ? toPost(r, reader, now) : null
}

/** My posts (hidden ones included, so a writer sees what was taken down) and the posts I voted in. */
export async function myVotes(db: D1Database, memberNo: number, now: Date) {
  const [posts, voted] = await db.batch<PostRow & { hidden_yn: 'Y' | 'N' }>([
    db
      .prepare(`SELECT ${POST_COLS('?1')}, v.hidden_yn FROM style_votes v WHERE v.member_no = ?1 ORDER BY v.vote_no DESC LIMIT 50`)
      .bind(memberNo),
    db
      .prepare(
        `SELECT ${POST_COLS('?1')}, v.hidden_yn FROM style_vote_ballots b JOIN style_votes v ON v.vote_no = b.vote_no
          WHERE b.member_no = ?1 AND v.hidden_yn = 'N' ORDER BY b.reg_dttm DESC LIMIT 50`,
      )
      .bind(memberNo),
  ])
  return {
    posts: posts.results.map((r) => ({ ...toPost(r, memberNo, now), hidden: r.hidden_yn === 'Y' })),
    voted: voted.results.map((r) => toPost(r, memberNo, now)),
  }
}

export interface LookInput {
  label: string
  photoKey: string
}

/** A new post and its looks in one batch; returns its number. */
export async function insertVotePost(
  db: D1Database,
  memberNo: number,
  b: { title: string; description: string; endIso: string; looks: LookInput[] },
  now: Date,
): Promise<number> {
  const iso = now.toISOString()
  const res = await db.batch([
    db
      .prepare(
        `INSERT INTO style_votes (title, description, start_dttm, end_dttm, member_no, writer_nm, reg_dttm)
         SELECT ?1, ?2, ?3, ?4, m.member_no, m.member_nm, ?3 FROM members m WHERE m.member_no = ?5
         RETURNING vote_no`,
      )
      .bind(b.title, b.description, iso, b.endIso, memberNo),
    ...b.looks.map((l, i) =>
      db
        .prepare(
          `INSERT INTO style_vote_options (vote_no, label, photo_key, sort_seq) VALUES ((SELECT MAX(vote_no) FROM style_votes WHERE member_no = ?1), ?2, ?3, ?4)`,
        )
        .bind(memberNo, l.label, l.photoKey, i + 1),
    ),
  ])
  return (res[0].results[0] as { vote_no: number }).vote_no
}

/** The looks of one of my posts (for deciding whether an edit changes them). */
export async function myPostLooks(db: D1Database, memberNo: number, voteNo: number) {
  const { results } = await db
    // a look of catalogue goods (the shop's and imported posts) is named by its goods number
    .prepare(
      `SELECT o.label, COALESCE(o.photo_key, o.goods_no) AS photo_key FROM style_vote_options o JOIN style_votes v ON v.vote_no = o.vote_no WHERE o.vote_no = ?1 AND v.member_no = ?2 ORDER BY o.sort_seq, o.option_no`,
    )
    .bind(voteNo, memberNo)
    .all<{ label: string; photo_key: string | null }>()
  return results
}

/**
 * Edits my open post. The question, description and end date may change while it is open; the looks only
 * while nobody has voted (guard 'vote.unvoted', checked in the same batch as the replacement).
 */
export async function updateVotePost(
  db: D1Database,
  memberNo: number,
  voteNo: number,
  b: { title: string; description: string; endIso: string; looks: LookInput[] | null },
  now: Date,
) {
  const iso = now.toISOString()
  const stmts = [
    db
      .prepare(
        `UPDATE style_votes SET title = ?3, description = ?4, end_dttm = ?5, upd_dttm = ?6 WHERE vote_no = ?1 AND member_no = ?2 AND end_dttm > ?6 AND hidden_yn = 'N'`,
      )
      .bind(voteNo, memberNo, b.title, b.description, b.endIso, iso),
    changed(db, 'vote.mine'),
  ]
  if (b.looks) {
    stmts.push(
      holds(db, 'vote.unvoted', `NOT EXISTS (SELECT 1 FROM style_vote_ballots WHERE vote_no = ?1)`, voteNo),
      db.prepare(`DELETE FROM style_vote_options WHERE vote_no = ?1`).bind(voteNo),
      ...b.looks.map((l, i) =>
        db
          .prepare(`INSERT INTO style_vote_options (vote_no, label, photo_key, sort_seq) VALUES (?1, ?2, ?3, ?4)`)
          .bind(voteNo, l.label, l.photoKey, i + 1),
      ),
    )
  }
  await guardedBatch(db, stmts)
}

/** What the reader may do with a post (for messages; the ballot's batch decides). */
export async function voteState(db: D1Database, voteNo: number, now: Date) {
  return db
    .prepare(`SELECT member_no, start_dttm <= ?2 AND end_dttm > ?2 AS open FROM style_votes WHERE vote_no = ?1 AND hidden_yn = 'N'`)
    .bind(voteNo, now.toISOString())
    .first<{ member_no: number | null; open: number }>()
}

/**
 * One ballot: the INSERT finds its option only while the post is open, visible and not the voter's own
 * (guard 'vote.open'); the PRIMARY KEY refuses a second ballot (GuardError 'unique:style_vote_ballots…');
 * the option's counter moves in the same batch.
 */
export async function castBallot(db: D1Database, memberNo: number, voteNo: number, optionNo: number, now: Date) {
  const iso = now.toISOString()
  await guardedBatch(db, [
    db
      .prepare(
        `INSERT INTO style_vote_ballots (vote_no, member_no, option_no, reg_dttm)
         SELECT o.vote_no, ?2, o.option_no, ?4 FROM style_vote_options o JOIN style_votes v ON v.vote_no = o.vote_no
          WHERE o.option_no = ?3 AND o.vote_no = ?1 AND v.start_dttm <= ?4 AND v.end_dttm > ?4 AND v.hidden_yn = 'N'
            AND (v.member_no IS NULL OR v.member_no <> ?2)`,
      )
      .bind(voteNo, memberNo, optionNo, iso),
    changed(db, 'vote.open'),
    db.prepare(`UPDATE style_vote_options SET vote_count = vote_count + 1 WHERE option_no = ?2 AND vote_no = ?1`).bind(voteNo, optionNo),
    changed(db, 'vote.option'),
  ])
}

/** One report per member; the post hides itself at REPORTS_TO_HIDE reports. */
export async function reportPost(db: D1Database, memberNo: number, voteNo: number, reason: string, now: Date) {
  await guardedBatch(db, [
    db
      .prepare(
        `INSERT INTO style_vote_reports (vote_no, member_no, reason, reg_dttm) SELECT vote_no, ?2, ?3, ?4 FROM style_votes WHERE vote_no = ?1 AND hidden_yn = 'N'`,
      )
      .bind(voteNo, memberNo, reason, now.toISOString()),
    changed(db, 'vote.visible'),
    db
      .prepare(
        `UPDATE style_votes SET report_count = report_count + 1, hidden_yn = CASE WHEN report_count + 1 >= ?2 THEN 'Y' ELSE hidden_yn END WHERE vote_no = ?1`,
      )
      .bind(voteNo, REPORTS_TO_HIDE),
  ])
}

/** A look photo of a visible post (the public read path of style-vote photos). */
export async function publicVotePhoto(db: D1Database, fileKey: string): Promise<boolean> {
  const r = await db
    .prepare(
      `SELECT 1 AS ok FROM style_vote_options o JOIN style_votes v ON v.vote_no = o.vote_no WHERE o.photo_key = ?1 AND v.hidden_yn = 'N'`,
    )
    .bind(fileKey)
    .first()
  return !!r
}
