import { proxy, useSnapshot } from 'valtio'

/** The signed-in user as the header and pages show it; filled from user/info. */
export interface SessionUser {
  id: string
  accountType: 'enterprise' | 'agency' | 'individual'
  name: string
  nameEn: string
  email: string
  mobile: string
  companyName: string
  companyNameEn: string
  isPurchase: boolean
}

export interface UserState {
  logoImage: string
  userInfo: SessionUser | null
  isPurchase: boolean
}

/** User state of the overview (§3). */
export const userStore = proxy<UserState>({ logoImage: '', userInfo: null, isPurchase: false })

export const TOKEN_KEY = 'token'

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY)
}

const signInListeners = new Set<() => void>()

/** Stores the token and the user after a successful sign-in. */
export function signIn(token: string, user: SessionUser & { avatar?: string }): void {
  localStorage.setItem(TOKEN_KEY, token)
  setUser(user)
  for (const listener of signInListeners) listener()
}

export function onSignIn(listener: () => void): () => void {
  signInListeners.add(listener)
  return () => signInListeners.delete(listener)
}

export function setUser(user: SessionUser & { avatar?: string }): void {
  userStore.userInfo = {
    id: user.id,
    accountType: user.accountType,
    name: user.name,
    nameEn: user.nameEn,
    email: user.email,
    mobile: user.mobile,
    companyName: user.companyName,
    companyNameEn: user.companyNameEn,
    isPurchase: user.isPurchase,
  }
  userStore.isPurchase = user.isPurchase
  userStore.logoImage = user.avatar ?? ''
}

export function signOutLocally(): void {
  localStorage.removeItem(TOKEN_KEY)
  userStore.userInfo = null
  userStore.isPurchase = false
  userStore.logoImage = ''
}

export function useUserState() {
  return useSnapshot(userStore)
}
