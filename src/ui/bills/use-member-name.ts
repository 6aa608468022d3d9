import { useRootState } from '../../state/root'
import { useUserState } from '../../state/user'

/** Whom a bill is addressed to: the member's company, else the member, in the language shown. */
export function useMemberName(): string {
  const { lang } = useRootState()
  const { userInfo } = useUserState()
  if (!userInfo) return ''
  return lang === 'en' ? userInfo.companyNameEn || userInfo.nameEn : userInfo.companyName || userInfo.name
}
