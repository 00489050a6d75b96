import { Hono } from 'hono'
import type {
  FamilyAcceptAnswer,
  FamilyAnswer,
  FamilyInviteAnswer,
  FamilyInvitePreview,
  FamilyReceiptAnswer,
} from '../../shared/api/family-types'
import {
  familyAcceptBody,
  familyCodeParam,
  familyInviteBody,
  familyInviteParam,
  familyMemberParam,
  familyReceiptQuery,
} from '../../shared/schemas/family'
import { publicOrigin, type AppEnv } from '../env'
import type { SmsEnv } from '../providers/sms'
import {
  acceptFamilyInvite,
  cancelFamilyInvite,
  familyView,
  glassesReceipt,
  inviteFamily,
  leaveOrDissolve,
  previewInvite,
  removeFromFamily,
} from '../services/family'
import { requireMember } from './require-member'
import { validate } from './validate'

const member = requireMember()

/**
 * /api/v1/front/family — family accounts: the list, invitations by mobile (SMS), the invitee's
 * verification + consent (accepted exactly once), remove / leave, and the yearly glasses statement.
 */
export const familyApi = new Hono<AppEnv>()
  .get('/', member, async (c) => c.json((await familyView(c.env.DB, c.var.member.memberNo)) satisfies FamilyAnswer))
  .post('/invites', member, validate('json', familyInviteBody), async (c) => {
    const invite = await inviteFamily(
      c.env as unknown as SmsEnv,
      c.var.member.memberNo,
      c.req.valid('json'),
      publicOrigin(c.env, c.req.url),
    )
    return c.json({ invite } satisfies FamilyInviteAnswer, 201)
  })
  .delete('/invites/:inviteNo', member, validate('param', familyInviteParam), async (c) => {
    await cancelFamilyInvite(c.env.DB, c.var.member.memberNo, c.req.valid('param').inviteNo)
    return c.json((await familyView(c.env.DB, c.var.member.memberNo)) satisfies FamilyAnswer)
  })
  .get('/invitation/:code', member, validate('param', familyCodeParam), async (c) => {
    c.header('cache-control', 'no-store')
    return c.json((await previewInvite(c.env.DB, c.req.valid('param').code, c.var.member.memberNo)) satisfies FamilyInvitePreview)
  })
  .post('/accept', member, validate('json', familyAcceptBody), async (c) => {
    const groupNo = await acceptFamilyInvite(c.env as unknown as SmsEnv, c.var.member.memberNo, c.req.valid('json'))
    return c.json({ ok: true, groupNo } satisfies FamilyAcceptAnswer)
  })
  .delete('/members/:memberNo', member, validate('param', familyMemberParam), async (c) => {
    await removeFromFamily(c.env.DB, c.var.member.memberNo, c.req.valid('param').memberNo)
    return c.json((await familyView(c.env.DB, c.var.member.memberNo)) satisfies FamilyAnswer)
  })
  .post('/leave', member, async (c) => {
    await leaveOrDissolve(c.env.DB, c.var.member.memberNo)
    return c.json((await familyView(c.env.DB, c.var.member.memberNo)) satisfies FamilyAnswer)
  })
  .get('/receipt', member, validate('query', familyReceiptQuery), async (c) => {
    c.header('cache-control', 'no-store')
    return c.json((await glassesReceipt(c.env.DB, c.var.member.memberNo, c.req.valid('query').year)) satisfies FamilyReceiptAnswer)
  })
