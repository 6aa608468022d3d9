import { authCalls } from '../../api/catalogue/auth'
import { callData } from '../../api/client'
import type { Lang } from '../../state/root'

/** Tells the server the signed-in user's language, so its messages and e-mails follow the choice. */
export function useChangeServerLanguage(): (lang: Lang) => void {
  return (lang) => {
    callData(authCalls.languageChangeLanguage, { lang }).catch(() => {
      // The choice is already applied and stored locally; the server copy is best effort.
    })
  }
}
