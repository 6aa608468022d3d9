import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Snapshot } from 'xstate'
import { verifySmsCodeMutation } from '../../api/auth'
import type { UserInfo } from '../../api/schemas/auth'
import { bindEmailMutation, updatePhoneMutation } from '../../api/security'
import { maskContact } from '../../domain/contact-mask'
import {
  CONTACT_FLOWS,
  CONTACT_STEPS,
  contactFlowMachineFor,
  contactStepOf,
  isContactBusy,
  type ContactFlowEvent,
  type ContactFlowId,
  type ContactStep,
} from '../../machines/flows/contact-change'
import { useFlowActor } from '../flow/use-flow-actor'
import type { Refusal } from '../flow/refusal'
import { CONTACT_FLOW_ROUTES, stepsOf } from './contact-flow-routes'
import { lockedUntilOf, refusalField } from './code-refusal'
import { useAccountUpdated } from './use-account-updated'

const storageKey = (flow: ContactFlowId) => `tm-portal.contact-flow.${flow}`

interface Saved {
  userId: string
  snapshot: Snapshot<unknown>
}

/**
 * This tab's saved flow for this user. Opening the first step after a finished flow starts a new one; a flow
 * of another account (signed out and in again) is never resumed.
 */
function restore(flow: ContactFlowId, userId: string, urlStep: ContactStep): Snapshot<unknown> | undefined {
  try {
    const raw = sessionStorage.getItem(storageKey(flow))
    if (!raw) return undefined
    const saved = JSON.parse(raw) as Saved
    if (saved.userId !== userId) return undefined
    const finished = (saved.snapshot as { value?: unknown }).value === 'done'
    if (finished && urlStep === stepsOf(flow)[0]) return undefined
    return saved.snapshot
  } catch {
    return undefined
  }
}

/** Forgets the flow (finished and left, or cancelled), so the next visit starts at its first step. */
export function forgetContactFlow(flow: ContactFlowId): void {
  sessionStorage.removeItem(storageKey(flow))
}

/** The contact that proves it is the account's owner: the mobile number, else the e-mail address. */
export const proofContactOf = (user: UserInfo) => user.mobile || user.email

/**
 * Runs one contact flow for the page at `urlStep`: the machine with this tab's saved progress, its calls
 * (verify the current contact, bind the new one), and the URL following the flow's step. A URL ahead of the
 * flow goes back to its step with the reason; a reload mid-call, or a proof that ran out, too.
 */
export function useContactFlow(flow: ContactFlowId, urlStep: ContactStep, user: UserInfo) {
  const { t } = useTranslation('security')
  const navigate = useNavigate()
  const updated = useAccountUpdated()
  const verify = useMutation(verifySmsCodeMutation())
  const updatePhone = useMutation(updatePhoneMutation())
  const bindEmail = useMutation(bindEmailMutation())
  const config = CONTACT_FLOWS[flow]
  const [initial] = useState(() => restore(flow, user.id, urlStep))

  const refused = (refusal: Refusal): ContactFlowEvent => {
    const data = refusal.data as { reason?: unknown } | null
    if (data?.reason === 'unverified') {
      return { type: 'proof.missing', message: refusal.error ?? 'security:flow.proofExpired' }
    }
    return {
      type: 'code.refused',
      field: refusalField(refusal.data),
      message: refusal.error ?? 'security:flow.failed',
      lockedUntil: lockedUntilOf(refusal.data),
    }
  }

  const { actor, snapshot, send, step } = useFlowActor(contactFlowMachineFor(flow), {
    snapshot: initial,
    requests: {
      verify: {
        run: async ({ code }): Promise<ContactFlowEvent> => {
          const target = proofContactOf(user)
          const answer = await verify.mutateAsync({ target, purpose: 'verify', code })
          if (answer.valid) {
            return {
              type: 'verify.succeeded',
              proven: maskContact(target),
              provenUntil: Date.now() + (answer.provenFor ?? 0) * 1000,
            }
          }
          const message =
            answer.reason === 'wrong'
              ? { text: t('flow.codeWrong', { count: answer.attemptsLeft ?? 0 }) }
              : answer.reason === 'expired'
                ? ('security:flow.codeExpired' as const)
                : ('security:flow.codeMissing' as const)
          return { type: 'code.refused', field: 'code', message, lockedUntil: null }
        },
        refused,
      },
      bind: {
        run: async ({ target, code }): Promise<ContactFlowEvent> => {
          const answer =
            config.channel === 'mobile'
              ? await updatePhone.mutateAsync({ mobile: target, smsCode: code })
              : await bindEmail.mutateAsync({ email: target, code })
          updated(answer.user)
          return { type: 'bind.succeeded', bound: maskContact(target) }
        },
        refused,
      },
    },
    persist: (_s, persisted) => {
      const saved: Saved = { userId: user.id, snapshot: persisted }
      sessionStorage.setItem(storageKey(flow), JSON.stringify(saved))
    },
    follow: {
      steps: CONTACT_STEPS,
      current: urlStep,
      go: (next, { replace }) => {
        const to = CONTACT_FLOW_ROUTES[flow][next as ContactStep]
        // A flow showing two steps on one page (a first e-mail binding) stays where it is.
        if (to !== CONTACT_FLOW_ROUTES[flow][urlStep]) void navigate({ to, replace })
      },
    },
  })

  // Once, as the page opens: what a reload or a typed URL needs put right.
  useEffect(() => {
    const s = actor.getSnapshot()
    if (isContactBusy(s)) actor.send({ type: 'flow.resumed' })
    const at = contactStepOf(actor.getSnapshot())
    const { provenUntil } = actor.getSnapshot().context
    if (at === 'bind' && config.verifyFirst && (provenUntil ?? 0) <= Date.now()) {
      actor.send({ type: 'proof.missing', message: 'security:flow.proofExpired' })
    } else if (CONTACT_STEPS.indexOf(urlStep) > CONTACT_STEPS.indexOf(at)) {
      actor.send({ type: 'step.denied' })
    }
    // The URL's step is read once: later moves are the flow's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor])

  return { snapshot, send, step: step as ContactStep | null }
}
