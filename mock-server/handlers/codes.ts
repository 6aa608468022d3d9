/*
 * The six-digit codes sent by SMS or e-mail: sending with a cooldown, checking with a lock after too many wrong
 * guesses, and the short-lived proof a session gets by checking a code sent to the account's own contact.
 * The limits are the client's too (src/domain/constants.ts), so the pages count down what the mock enforces.
 */
import { CODE_LOCK_S, CODE_MAX_ATTEMPTS, IDENTITY_PROOF_S } from '../../src/domain/constants'
import { maskContact } from '../../src/domain/contact-mask'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import { newId, type UserRecord } from '../db'
import type { CodePurpose } from '../seeds/auth'

type Ctx = HandlerContext<unknown>

export const CODE_TTL_S = 300
export const CODE_COOLDOWN_S = 60

const later = (ctx: Ctx, s: number) => new Date(ctx.now().getTime() + s * 1000).toISOString()
const secondsUntil = (ctx: Ctx, iso: string) =>
  Math.max(0, Math.ceil((new Date(iso).getTime() - ctx.now().getTime()) / 1000))

/** E-mail addresses are compared without case; mobile numbers as typed. */
export const normalizeTarget = (target: string) => target.trim().toLowerCase()

/** Why a code was not accepted; `locked` also when this very guess used up the last attempt. */
export type CodeVerdict =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'expired' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number }
  | { ok: false; reason: 'locked'; lockedFor: number }

/** Seconds `target` stays locked for `purpose` after too many wrong codes; 0 when it is not locked. */
export function lockedFor(ctx: Ctx, rawTarget: string, purpose: CodePurpose): number {
  const target = normalizeTarget(rawTarget)
  const now = ctx.now().toISOString()
  const until = ctx.db.smsCodes
    .filter((c) => c.target === target && c.purpose === purpose && c.lockedUntil && c.lockedUntil > now)
    .map((c) => c.lockedUntil!)
    .sort()
    .at(-1)
  return until ? secondsUntil(ctx, until) : 0
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

/** Ends the call: the target is locked for `seconds` more; `retryAfter` lets a send button wait as long. */
function refuseLocked(ctx: Ctx, field: string, seconds: number): never {
  const m = minutes(seconds)
  throw new ReplyError(
    ctx.fail(
      `验证码错误次数过多，请 ${m} 分钟后再试`,
      `Too many wrong codes: please try again in ${m} minute${m === 1 ? '' : 's'}`,
      BIZ.rejected,
      { field, reason: 'locked', lockedFor: seconds, retryAfter: seconds },
    ),
  )
}

/** Sends (stores) a six-digit code, refusing a locked target and a second code within the cooldown. */
export function issueCode(ctx: Ctx, rawTarget: string, purpose: CodePurpose, field = 'target') {
  const target = normalizeTarget(rawTarget)
  const locked = lockedFor(ctx, target, purpose)
  if (locked > 0) refuseLocked(ctx, field, locked)
  const now = ctx.now()
  const last = ctx.db.smsCodes.filter((c) => c.target === target).at(-1)
  if (last) {
    const wait = Math.ceil(CODE_COOLDOWN_S - (now.getTime() - new Date(last.createdAt).getTime()) / 1000)
    if (wait > 0) {
      throw new ReplyError(
        ctx.fail(
          `请 ${wait} 秒后再获取验证码`,
          `Please wait ${wait} seconds before requesting another code`,
          BIZ.rejected,
          { field, retryAfter: wait },
        ),
      )
    }
  }
  const nowIso = now.toISOString()
  // Expired codes go, except those still holding a lock.
  ctx.db.smsCodes = ctx.db.smsCodes.filter((c) => c.expiresAt > nowIso || (c.lockedUntil ?? '') > nowIso)
  const code = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')
  // An older unused code to the same target stops working: only the latest one counts.
  for (const old of ctx.db.smsCodes) if (old.target === target && old.purpose === purpose) old.used = true
  ctx.db.smsCodes.push({
    id: newId('sms'),
    target,
    purpose,
    code,
    createdAt: nowIso,
    expiresAt: later(ctx, CODE_TTL_S),
    used: false,
    attempts: 0,
  })
  return { target: maskContact(target), expiresIn: CODE_TTL_S, cooldown: CODE_COOLDOWN_S, demoCode: code }
}

/**
 * Checks a code sent to `target` for `purpose`; `consume` uses a right one up (the final submit of a flow).
 * A wrong guess counts against the latest code; the CODE_MAX_ATTEMPTS-th burns it and locks the target for
 * the purpose for CODE_LOCK_S, during which even the right code is refused.
 */
export function checkCodeVerdict(
  ctx: Ctx,
  rawTarget: string,
  purpose: CodePurpose,
  code: string,
  consume: boolean,
): CodeVerdict {
  const target = normalizeTarget(rawTarget)
  const locked = lockedFor(ctx, target, purpose)
  if (locked > 0) return { ok: false, reason: 'locked', lockedFor: locked }
  const record = ctx.db.smsCodes.filter((c) => c.target === target && c.purpose === purpose && !c.used).at(-1)
  if (!record) return { ok: false, reason: 'missing' }
  if (record.expiresAt <= ctx.now().toISOString()) return { ok: false, reason: 'expired' }
  if (record.code !== code.trim()) {
    record.attempts += 1
    if (record.attempts < CODE_MAX_ATTEMPTS) {
      return { ok: false, reason: 'wrong', attemptsLeft: CODE_MAX_ATTEMPTS - record.attempts }
    }
    record.used = true
    record.lockedUntil = later(ctx, CODE_LOCK_S)
    return { ok: false, reason: 'locked', lockedFor: CODE_LOCK_S }
  }
  if (consume) record.used = true
  return { ok: true }
}

/** Whether the code is right (see checkCodeVerdict). */
export function checkCode(
  ctx: Ctx,
  target: string,
  purpose: CodePurpose,
  code: string,
  consume: boolean,
): boolean {
  return checkCodeVerdict(ctx, target, purpose, code, consume).ok
}

/** Ends the call on `field` with the reason a code was refused, in the caller's language. */
export function refuseCode(ctx: Ctx, verdict: Exclude<CodeVerdict, { ok: true }>, field: string): never {
  switch (verdict.reason) {
    case 'locked':
      return refuseLocked(ctx, field, verdict.lockedFor)
    case 'wrong': {
      const n = verdict.attemptsLeft
      throw new ReplyError(
        ctx.fail(
          `验证码错误，还可尝试 ${n} 次`,
          `The code is incorrect: ${n} attempt${n === 1 ? '' : 's'} left`,
          BIZ.rejected,
          { field, reason: 'wrong', attemptsLeft: n },
        ),
      )
    }
    case 'expired':
      throw new ReplyError(
        ctx.fail('验证码已过期，请重新获取', 'The code has expired, please request a new one', BIZ.rejected, {
          field,
          reason: 'expired',
        }),
      )
    case 'missing':
      throw new ReplyError(
        ctx.fail(
          '验证码已失效，请重新获取',
          'This code is no longer valid, please request a new one',
          BIZ.rejected,
          { field, reason: 'missing' },
        ),
      )
  }
}

/** Ends the call on `field` unless the code is right; uses it up when right. */
export function requireCode(
  ctx: Ctx,
  target: string,
  purpose: CodePurpose,
  code: string,
  field: string,
): void {
  const verdict = checkCodeVerdict(ctx, target, purpose, code, true)
  if (!verdict.ok) refuseCode(ctx, verdict, field)
}

/** The session of the request (the proof of identity is kept per session, not per account). */
function sessionOf(ctx: Ctx) {
  return ctx.token ? ctx.db.sessions.find((s) => s.token === ctx.token) : undefined
}

/** Records that this session proved `target` (the account's own contact); returns the seconds it lasts. */
export function grantIdentityProof(ctx: Ctx, target: string): number {
  const session = sessionOf(ctx)
  if (session)
    session.identityProof = { target: normalizeTarget(target), until: later(ctx, IDENTITY_PROOF_S) }
  return IDENTITY_PROOF_S
}

/**
 * Ends the call unless this session recently proved one of `targets` (the contact being changed, or any of
 * the account's when `targets` lists them all) with a code. The change it allows then uses it up
 * (spendIdentityProof), so one proof makes one change.
 */
export function requireIdentityProof(ctx: Ctx, user: UserRecord, targets: readonly string[]): void {
  const session = sessionOf(ctx)
  const proof = session?.identityProof
  const own = new Set(targets.filter(Boolean).map(normalizeTarget))
  const valid = proof && proof.until > ctx.now().toISOString() && own.has(proof.target)
  if (!valid || session?.userId !== user.id) {
    throw new ReplyError(
      ctx.fail(
        `请先验证当前绑定的手机号或邮箱（验证有效期 ${IDENTITY_PROOF_S / 60} 分钟）`,
        `Please verify your current mobile number or e-mail first (a verification lasts ${IDENTITY_PROOF_S / 60} minutes)`,
        BIZ.rejected,
        { field: 'verify', reason: 'unverified' },
      ),
    )
  }
}

/** Uses up the session's proof of identity (after the change it allowed). */
export function spendIdentityProof(ctx: Ctx): void {
  const session = sessionOf(ctx)
  if (session) session.identityProof = undefined
}
