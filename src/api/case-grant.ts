import { useQuery } from '@tanstack/react-query'
import { can, type Authority } from '../domain/cases/authorities'
import { casesCalls } from './catalogue/cases'
import { TOKEN_KEY } from './client'
import { callQueryOptions, queryKeys } from './query'
import type { MemberGrantView } from './schemas/team'

/** Who the session acts as in the case manager and what that member may do (brandmanagement/accountJudgment). */
export const caseGrantKeys = queryKeys({ grant: casesCalls.brandmanagementAccountJudgment })

export const caseGrantQuery = () => callQueryOptions(caseGrantKeys.grant, {})

/**
 * The acting member's grant, and `can(authority)` for hiding what the role does not allow. While the grant
 * loads, nothing is allowed (an action appears once it is known to be permitted; the server refuses anyway).
 */
export function useCaseGrant(): { grant: MemberGrantView | undefined; can: (a: Authority) => boolean } {
  const { data } = useQuery(caseGrantQuery())
  return { grant: data, can: (a) => can(data, a) }
}

/** True in the demo build with the mock running: only there can the page switch the team member it acts as. */
export const canDemoActAs = (): boolean =>
  import.meta.env.VITE_MOCK === '1' &&
  typeof window !== 'undefined' &&
  typeof window.server?.simulate === 'function'

/**
 * The demo's "view as" switch (mock simulation 'team.actAs'): the session acts as another member of the
 * account's team ('' = the owner). Every query is refetched afterwards, since what the member sees changes.
 */
export async function demoActAs(memberId: string): Promise<string> {
  if (!canDemoActAs()) throw new Error('The "view as" switch runs only in the demo build')
  return String(await window.server!.simulate('team.actAs', localStorage.getItem(TOKEN_KEY) ?? '', memberId))
}
