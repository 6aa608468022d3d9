import i18next, { type BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Lang } from './resources'

// One chunk per language and namespace: a page loads only the words it shows, in the language shown.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json')

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    const load = loaders[`./locales/${lng}/${ns}.json`]
    if (!load) return callback(new Error(`No translations for ${lng}/${ns}`), false)
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    )
  },
}

/** Namespaces every page needs (header, messages, validation); the others load with their pages. */
export const BOOT_NAMESPACES = ['common', 'shell', 'errors', 'validation'] as const

/** Starts i18next in the given language with the boot namespaces loaded. */
export async function initI18n(lng: Lang) {
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng,
      // zh-CN and en have the same keys (a test checks), so no fallback language is fetched; and no 'zh'
      // either, which i18next would otherwise try (and fail) to load with every namespace of zh-CN.
      fallbackLng: false,
      load: 'currentOnly',
      ns: [...BOOT_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    })
  document.documentElement.lang = lng
  // index.html carries the Chinese name; until TitleSync names the page, the tab shows the platform in the
  // page's language (an English page was titled only 知识产权服务平台 while its titles loaded).
  document.title = i18next.t('common:platformName')
  return i18next
}

/** Loads namespaces before a page renders (route loaders call it), so the page does not wait on words. */
export function loadNamespaces(...ns: string[]): Promise<void> {
  return i18next.loadNamespaces(ns)
}

export function changeLanguage(lng: Lang): void {
  void i18next.changeLanguage(lng)
  document.documentElement.lang = lng
}

export { i18next }
export type { Lang }
