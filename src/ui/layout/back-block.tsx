import { useBackBlock } from './use-back-block'

/** Mounted once in the root layout: applies the current route's allowBack rule. */
export function BackBlock() {
  useBackBlock()
  return null
}
