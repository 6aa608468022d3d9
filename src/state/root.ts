import { proxy, subscribe, useSnapshot } from 'valtio'

export type Lang = 'zh-CN' | 'en'
export type Currency = 'CNY' | 'USD' | 'EUR'

export interface AnalyzeChoose {
  analyzeApplicant: string
  chooseCountry: string
  yearBeginDate: number
  yearEndDate: number
}

export interface RootState {
  lang: Lang
  currency_root: Currency
  analyzeChoose: AnalyzeChoose
}

const LANG_KEY = 'lang'
const CURRENCY_KEY = 'currency_root'

function hostIsInternational(host: string): boolean {
  const hosts = (import.meta.env.VITE_INTERNATIONAL_HOSTS ?? '')
    .split(',')
    .map((h: string) => h.trim().toLowerCase())
    .filter(Boolean)
  return hosts.includes(host.toLowerCase())
}

/** The stored language, else English on the international site's hosts, else Chinese. */
export function initialLang(): Lang {
  const stored = globalThis.localStorage?.getItem(LANG_KEY)
  if (stored === 'zh-CN' || stored === 'en') return stored
  return hostIsInternational(globalThis.location?.hostname ?? '') ? 'en' : 'zh-CN'
}

function initialCurrency(): Currency {
  const stored = globalThis.localStorage?.getItem(CURRENCY_KEY)
  return stored === 'USD' || stored === 'EUR' ? stored : 'CNY'
}

/** Root state of the overview (§3): language, quote currency and the analytics selection. */
export const rootStore = proxy<RootState>({
  lang: initialLang(),
  currency_root: initialCurrency(),
  analyzeChoose: { analyzeApplicant: '', chooseCountry: 'CN', yearBeginDate: 2014, yearEndDate: 2024 },
})

subscribe(rootStore, () => {
  // Session expiry clears localStorage; writing back only on change keeps the user's choice for this tab.
  localStorage.setItem(LANG_KEY, rootStore.lang)
  localStorage.setItem(CURRENCY_KEY, rootStore.currency_root)
})

export function setLang(lang: Lang): void {
  rootStore.lang = lang
}

export function setCurrency(currency: Currency): void {
  rootStore.currency_root = currency
}

export function useRootState() {
  return useSnapshot(rootStore)
}

/** Calls `listener` whenever the language changes (i18n follows the store through this). */
export function onLangChange(listener: (lang: Lang) => void): () => void {
  let last = rootStore.lang
  return subscribe(rootStore, () => {
    if (rootStore.lang !== last) {
      last = rootStore.lang
      listener(last)
    }
  })
}
