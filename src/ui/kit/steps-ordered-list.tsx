import { chakra, Steps, useStepsStyles, type StepsItemProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/**
 * The list of a Chakra `Steps.Root` that only shows progress. Chakra's `Steps.List` is a tablist owning the
 * step triggers (aria-owns); a stepper without triggers leaves it with no tabs and dangling ids (axe
 * "aria-required-children", "aria-valid-attr-value"). This is an ordered list with the same styles instead;
 * put `StepsOrderedItem`s in it, inside a `Steps.Root`.
 */
export function StepsOrderedList({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStepsStyles()
  return (
    <chakra.ol css={styles.list} listStyleType="none" m="0" p="0" aria-label={label}>
      {children}
    </chakra.ol>
  )
}

/** One step of a `StepsOrderedList`: Chakra's `Steps.Item` drawn as a list item. */
export function StepsOrderedItem({ children, ...props }: StepsItemProps) {
  return (
    <Steps.Item {...props} asChild>
      <li>{children}</li>
    </Steps.Item>
  )
}
