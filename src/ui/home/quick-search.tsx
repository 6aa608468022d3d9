import { Button, HStack, Input, NativeSelect } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { MessageKey } from '../../domain/message-key'
import { toSearchParams } from '../../domain/search-query'
import { FormField } from '../kit/form-field'
import {
  checkQuickSearch,
  QUICK_SEARCH_MODES,
  quickSearchQuery,
  type QuickSearchMode,
} from './quick-search-rules'

/** The quick search page; the dashboard offers the search once it exists. */
export const QUICK_SEARCH_PATH = '/query/fast'

/** Mode select and search box; a valid search opens its results, exactly as /query/fast would. */
export function QuickSearch() {
  const { t } = useTranslation(['home', 'validation'])
  const navigate = useNavigate()
  const [mode, setMode] = useState<QuickSearchMode>('similar')
  const [text, setText] = useState('')
  const [error, setError] = useState<MessageKey | null>(null)
  const modeId = useId()

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const checked = checkQuickSearch(mode, text)
    if (!checked.ok) {
      setError(checked.error)
      return
    }
    setError(null)
    void navigate({ to: '/query/result', search: toSearchParams(quickSearchQuery(mode, checked.q)) })
  }

  return (
    <form onSubmit={submit} noValidate role="search" aria-label={t('search.title')}>
      {/* The error is a key of the domain's validation rules (e.g. 'validation:required'). */}
      <FormField error={error}>
        <HStack gap="2" align="stretch" wrap={{ base: 'wrap', md: 'nowrap' }} width="full">
          <NativeSelect.Root width={{ base: 'full', md: '48' }} flexShrink={0}>
            <NativeSelect.Field
              id={modeId}
              aria-label={t('search.mode')}
              value={mode}
              onChange={(e) => setMode(e.currentTarget.value as QuickSearchMode)}
              data-testid="quick-search-mode"
            >
              {QUICK_SEARCH_MODES.map((m) => (
                <option key={m} value={m}>
                  {t(`search.modes.${m}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Input
            flex="1"
            minW="0"
            value={text}
            onChange={(e) => {
              setText(e.target.value)
              if (error) setError(null)
            }}
            placeholder={t(`search.placeholders.${mode}`)}
            aria-label={t('search.input')}
            data-testid="quick-search-input"
          />
          <Button type="submit" colorPalette="blue" data-testid="quick-search-submit">
            {t('search.submit')}
          </Button>
        </HStack>
      </FormField>
    </form>
  )
}
