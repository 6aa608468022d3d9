import { Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { MessageKey } from '../../../domain/message-key'
import type { ClassScope } from '../../../state/query'
import { NiceClassPicker } from '../pickers/nice-class-picker'
import { ChoiceField } from '../../kit/choice-field'
import { SearchTextField } from './search-text-field'

export interface ClassFieldProps {
  scope: ClassScope
  value: string
  onScopeChange: (scope: ClassScope) => void
  onChange: (value: string) => void
  error?: MessageKey
  testId: string
}

/** All classes (the default: no class chosen means all) or chosen Nice classes, typed or picked. */
export function ClassField({ scope, value, onScopeChange, onChange, error, testId }: ClassFieldProps) {
  const { t } = useTranslation('search')
  return (
    <Stack gap="2">
      <ChoiceField
        label={t('classScope.label')}
        value={scope}
        options={[
          { value: 'all', label: t('classScope.all') },
          { value: 'chosen', label: t('classScope.chosen') },
        ]}
        onChange={onScopeChange}
        testId={`${testId}-scope`}
      />
      {scope === 'chosen' ? (
        <SearchTextField
          label={t('fields.niceChoosedStr')}
          value={value}
          onChange={onChange}
          error={error}
          helper={t('help.niceChoosedStr')}
          placeholder={t('placeholders.niceChoosedStr')}
          action={<NiceClassPicker value={value} onChange={onChange} />}
          testId={testId}
        />
      ) : null}
    </Stack>
  )
}
