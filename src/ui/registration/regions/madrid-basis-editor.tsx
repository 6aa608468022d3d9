import { Box, Button, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { basicMarkQuery } from '../../../api/registration-regions'
import { businessToday } from '../../../domain/clock'
import type { MessageKey } from '../../../domain/message-key'
import {
  basisDateProblem,
  basisFindings,
  basisNumberProblem,
  normalizeBasisNumber,
  registerDate,
  type BasisDateProblem,
} from '../../../domain/registration/madrid-basis'
import type { MadridBasis } from '../../../domain/registration/types'
import { useRootState } from '../../../state/root'
import { FormField } from '../../kit/form-field'
import { BasisRecordCard, type LookupState } from './basis-record-card'
import { useDebouncedValue } from '../../kit/use-debounced-value'
import { DateInput } from '../../kit/date-input'

export interface MadridBasisEditorProps {
  value: MadridBasis | null
  onChange: (next: MadridBasis) => void
  /** Issues of the draft under the basis: keys 'number' and 'date'. */
  errors?: Record<string, MessageKey>
  /** The applicant of the application (Chinese or English name); the basic mark's must be the same. */
  applicantName?: string
  /** The basic numbers of the application's other marks: the same number twice is refused. */
  otherNumbers: string[]
}

const EMPTY: MadridBasis = { kind: 'application', number: '', date: '' }
const KINDS = ['application', 'registration'] as const
const DATE_PROBLEM_KEYS: Record<
  BasisDateProblem,
  'dateRequired' | 'dateFormat' | 'dateFuture' | 'dateTooEarly'
> = {
  required: 'dateRequired',
  format: 'dateFormat',
  future: 'dateFuture',
  tooEarly: 'dateTooEarly',
}

/**
 * The basic application or registration a Madrid mark rests on: its kind, number and date, checked as typed,
 * and looked up in the CNIPA register to show the mark, its applicant and classes, with what stands against
 * it (another mark of the application on the same number, a different applicant, a date that disagrees).
 */
export function MadridBasisEditor({
  value,
  onChange,
  errors,
  applicantName,
  otherNumbers,
}: MadridBasisEditorProps) {
  const { t } = useTranslation('regRegions')
  const { lang } = useRootState()
  const basis = value ?? EMPTY
  const [touched, setTouched] = useState({ number: false, date: false })
  const kindLabelId = useId()
  const today = businessToday()

  const numberProblem = basisNumberProblem(basis.number, otherNumbers)
  const dateProblem = basisDateProblem(basis.date, today)
  const showNumberProblem =
    numberProblem &&
    (numberProblem === 'duplicate' || touched.number || (numberProblem === 'format' && !!basis.number))
  const showDateProblem = dateProblem && (touched.date || (dateProblem !== 'required' && !!basis.date))
  // The live checks first; the step's issues (from the draft's rules or the server) when the field looks fine.
  const numberError: MessageKey | undefined =
    showNumberProblem && numberProblem ? `regRegions:basis.problems.${numberProblem}` : errors?.number
  const dateError: MessageKey | undefined =
    showDateProblem && dateProblem
      ? `regRegions:basis.problems.${DATE_PROBLEM_KEYS[dateProblem]}`
      : errors?.date

  // Look the number up once it is well formed and has stopped changing; a duplicate is not looked up.
  const lookupNumber = useDebouncedValue(
    numberProblem === null ? normalizeBasisNumber(basis.number) : '',
    400,
  )
  const lookup = useQuery(basicMarkQuery(lookupNumber))
  const state: LookupState =
    !lookupNumber || numberProblem !== null
      ? { kind: 'idle' }
      : lookupNumber !== normalizeBasisNumber(basis.number) || lookup.isPending
        ? { kind: 'loading' }
        : lookup.isError
          ? { kind: 'failed', retry: () => void lookup.refetch() }
          : !lookup.data
            ? { kind: 'notFound', number: lookupNumber }
            : {
                kind: 'found',
                record: lookup.data,
                findings: basisFindings(basis, lookup.data, applicantName),
              }
  const expectedDate = state.kind === 'found' ? registerDate(basis.kind, state.record) : null

  const set = (patch: Partial<MadridBasis>) => onChange({ ...basis, ...patch })

  return (
    <Stack gap="3" data-testid="madrid-basis-editor">
      <Box>
        <Text fontWeight="semibold">{t('basis.title')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('basis.hint')}
        </Text>
      </Box>
      <Stack gap="1">
        <Text id={kindLabelId} fontSize="sm" fontWeight="medium">
          {t('basis.kind')}
        </Text>
        <RadioGroup.Root
          size="sm"
          colorPalette="blue"
          value={basis.kind}
          aria-labelledby={kindLabelId}
          onValueChange={(e) => {
            const kind = KINDS.find((k) => k === e.value)
            if (kind) set({ kind })
          }}
        >
          <HStack gap="5" wrap="wrap">
            {KINDS.map((kind) => (
              <RadioGroup.Item key={kind} value={kind} data-testid={`basis-kind-${kind}`}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`basis.kinds.${kind}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      </Stack>
      <HStack gap="4" align="flex-start" wrap="wrap">
        <Box flex="1 1 14rem">
          <FormField label={t('basis.number')} required error={numberError}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              placeholder={t('basis.numberPlaceholder')}
              value={basis.number}
              data-testid="basis-number"
              onChange={(e) => set({ number: normalizeBasisNumber(e.target.value) })}
              onBlur={() => setTouched((s) => ({ ...s, number: true }))}
            />
          </FormField>
        </Box>
        <Box flex="1 1 12rem">
          <FormField
            label={basis.kind === 'registration' ? t('basis.dateRegistration') : t('basis.date')}
            required
            error={dateError}
          >
            <DateInput
              max={today}
              value={basis.date}
              data-testid="basis-date"
              onChange={(e) => set({ date: e.target.value })}
              onBlur={() => setTouched((s) => ({ ...s, date: true }))}
            />
          </FormField>
          {expectedDate && expectedDate !== basis.date ? (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="blue"
              mt="1"
              onClick={() => set({ date: expectedDate })}
            >
              {t('basis.useDate', { date: expectedDate })}
            </Button>
          ) : null}
        </Box>
      </HStack>
      <BasisRecordCard state={state} lang={lang} applicantName={applicantName} registerDate={expectedDate} />
    </Stack>
  )
}
