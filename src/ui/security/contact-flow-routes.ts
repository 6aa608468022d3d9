import type { ContactFlowId, ContactStep } from '../../machines/flows/contact-change'

/** The page of each step of each contact flow (a first e-mail binding shows its result on its own page). */
export const CONTACT_FLOW_ROUTES = {
  phoneChange: {
    verify: '/accountInfor/phoneModify',
    bind: '/accountInfor/bindNewPhone',
    done: '/accountInfor/phoneModifyFinish',
  },
  phoneBind: {
    verify: '/accountInfor/bindPhone',
    bind: '/accountInfor/bindPhone',
    done: '/accountInfor/bindFinish',
  },
  emailChange: {
    verify: '/accountInfor/emailModify',
    bind: '/accountInfor/bindEmail',
    done: '/accountInfor/emailModifyFinish',
  },
  emailBind: { verify: '/BindMailbox', bind: '/BindMailbox', done: '/BindMailbox' },
} as const satisfies Record<ContactFlowId, Record<ContactStep, string>>

/** The steps a flow goes through, in order (a first binding has nothing to verify). */
export function stepsOf(flow: ContactFlowId): readonly ContactStep[] {
  return flow === 'phoneBind' || flow === 'emailBind' ? ['bind', 'done'] : ['verify', 'bind', 'done']
}

/** The flow that sets a contact for this account: a change when it has one, else a first binding. */
export function contactFlowFor(channel: 'mobile' | 'email', current: string): ContactFlowId {
  if (channel === 'mobile') return current ? 'phoneChange' : 'phoneBind'
  return current ? 'emailChange' : 'emailBind'
}
