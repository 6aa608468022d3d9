import { Button, Wrap } from '@chakra-ui/react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { NICE_CLASSES } from '../../domain/nice-classes'
import { useRootState } from '../../state/root'

export interface ClassChooserProps {
  selected: ReadonlySet<string>
  onToggle: (no: string) => void
}

/** The 45 Nice classes as toggle buttons; the class heading is the button's accessible name. */
export const ClassChooser = memo(function ClassChooser({ selected, onToggle }: ClassChooserProps) {
  const { t } = useTranslation('fees')
  const { lang } = useRootState()
  return (
    <Wrap gap="1.5" role="group" aria-label={t('calculator.classes')} data-testid="class-chooser">
      {NICE_CLASSES.map((c) => {
        const on = selected.has(c.no)
        const heading = lang === 'en' ? c.nameEn : c.name
        return (
          <Button
            key={c.no}
            size="xs"
            minW="10"
            fontFamily="mono"
            variant={on ? 'solid' : 'outline'}
            colorPalette={on ? 'blue' : 'gray'}
            aria-pressed={on}
            aria-label={t('calculator.classButton', { no: c.no, heading })}
            title={heading}
            onClick={() => onToggle(c.no)}
            data-testid={`class-${c.no}`}
          >
            {c.no}
          </Button>
        )
      })}
    </Wrap>
  )
})
