import { useBackBlock } from './use-back-block'

/** Keeps the user on the current page while its route has allowBack false. */
export default function BackBlockActive() {
  useBackBlock()
  return null
}
