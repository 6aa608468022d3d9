import { Heading, Separator, Stack } from '@chakra-ui/react'
import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { MessageKey } from '../../../domain/message-key'
import type { RegistrationRegion, TrademarkDraft } from '../../../domain/registration/types'
import { MarkAppearanceFields } from './mark-appearance-fields'
import { MarkWordsFields } from './mark-words-fields'
import { PriorityFields } from './priority-fields'
import { SectorFields } from './sector-fields'
import { SimilarCheckPanel } from './similar-check-panel'
import { SpecimenFields } from './specimen-fields'

export interface TrademarkEditorProps {
  region: RegistrationRegion
  value: TrademarkDraft
  onChange: (next: TrademarkDraft) => void
  /**
   * Step issues of this mark by path relative to 'trademarks.<i>.' (name, image, blackImage,
   * colorDescription, description, seriesCount, 'priority.country', 'priority.date', 'priority.number'),
   * each shows next to its field unless the field's own live check says more.
   */
  errors?: Record<string, MessageKey>
}

const NO_ERRORS: Record<string, MessageKey> = {}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Stack as="section" gap="4" aria-label={title} data-testid={testId}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

/**
 * One trademark of a registration: its particulars, specimen (uploaded or generated, with the black-and-white
 * version of a colour mark), priority claim and the automatic similarity check. Classes and goods, and the
 * Madrid basis, are edited beside it by their own editors.
 */
export function TrademarkEditor({ region, value, onChange, errors = NO_ERRORS }: TrademarkEditorProps) {
  const { t } = useTranslation('regMarks')
  // Uploads and generation finish after the user may have typed on: patch the latest value, not the one the
  // action started from, so nothing typed meanwhile is lost.
  const latest = useRef(value)
  useLayoutEffect(() => {
    latest.current = value
  }, [value])
  const patch = useCallback(
    (changes: Partial<TrademarkDraft>) => {
      latest.current = { ...latest.current, ...changes }
      onChange(latest.current)
    },
    [onChange],
  )
  const priorityErrors = {
    country: errors['priority.country'],
    date: errors['priority.date'],
    number: errors['priority.number'],
  }

  return (
    <Stack gap="6" data-testid="trademark-editor">
      <Section title={t('editor.particulars')} testId="mark-particulars">
        <MarkWordsFields value={value} onPatch={patch} errors={errors} />
        <MarkAppearanceFields region={region} value={value} onPatch={patch} errors={errors} />
        <SectorFields
          sector={value.sector}
          subSector={value.subSector}
          onChange={({ sector, subSector }) => patch({ sector, subSector })}
        />
      </Section>
      <Separator />
      <Section title={t('editor.specimen')} testId="mark-specimen">
        <SpecimenFields value={value} onPatch={patch} errors={errors} />
      </Section>
      <Separator />
      <Section title={t('editor.priority')} testId="mark-priority">
        <PriorityFields
          region={region}
          value={value.priority}
          onChange={(priority) => patch({ priority })}
          errors={priorityErrors}
        />
      </Section>
      <Separator />
      <Section title={t('editor.similar')} testId="mark-similar">
        <SimilarCheckPanel region={region} name={value.name} classes={value.classes.map((c) => c.classNo)} />
      </Section>
    </Stack>
  )
}
