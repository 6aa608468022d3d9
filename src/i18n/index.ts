import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { defaultNS, resources, type Lang } from './resources'

/** Starts i18next with every namespace bundled (they are small) in the given language. */
export function initI18n(lng: Lang) {
  void i18next.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: 'zh-CN',
    defaultNS,
    ns: Object.keys(resources['zh-CN']),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  })
  document.documentElement.lang = lng
  return i18next
}

export function changeLanguage(lng: Lang): void {
  void i18next.changeLanguage(lng)
  document.documentElement.lang = lng
}

export { i18next }
export type { Lang }
