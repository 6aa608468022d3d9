import { Button, Checkbox, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NICE_CLASSES, niceClassMatches } from '../../../domain/nice-classes'
import { parseNiceClasses, toHalfWidth } from '../../../domain/validation'
import { PickerDialog } from './picker-dialog'

export interface NiceClassPickerProps {
  /** The classes as typed, e.g. '03;09;38'; a malformed value opens with nothing selected. */
  value: string
  onChange: (value: string) => void
}

/** The 45 Nice classes with their Chinese and English headings; fills the field with '03;09;38'. */
export function NiceClassPicker({ value, onChange }: NiceClassPickerProps) {
  const { t, i18n } = useTranslation('search')
  const [selected, setSelected] = useState<string[]>([])
  const [keyword, setKeyword] = useState('')
  const shown = NICE_CLASSES.filter((c) => niceClassMatches(c, toHalfWidth(keyword)))
  const toggle = (no: string, checked: boolean) =>
    setSelected((current) => (checked ? [...new Set([...current, no])] : current.filter((c) => c !== no)))

  return (
    <PickerDialog
      title={t('pickers.nice.title')}
      triggerLabel={t('pickers.nice.open')}
      testId="nice-picker"
      size="xl"
      onOpen={() => {
        const parsed = parseNiceClasses(value)
        setSelected(parsed.ok ? parsed.value : [])
        setKeyword('')
      }}
      onApply={() => onChange([...selected].sort().join(';'))}
      status={t('pickers.selected', { count: selected.length })}
    >
      <Stack gap="3">
        <HStack gap="2" wrap="wrap">
          <Input
            flex="1"
            minW="48"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder={t('pickers.nice.search')}
            aria-label={t('pickers.nice.search')}
            data-testid="nice-picker-search"
          />
          <Button size="sm" variant="outline" onClick={() => setSelected(NICE_CLASSES.map((c) => c.no))}>
            {t('pickers.selectAll')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setSelected([])}>
            {t('pickers.selectNone')}
          </Button>
        </HStack>
        {shown.length === 0 ? (
          <Text color="fg.muted">{t('pickers.noMatch', { keyword })}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="1.5">
            {shown.map((c) => (
              <Checkbox.Root
                key={c.no}
                size="sm"
                colorPalette="blue"
                checked={selected.includes(c.no)}
                onCheckedChange={(e) => toggle(c.no, e.checked === true)}
                alignItems="flex-start"
                data-testid={`nice-option-${c.no}`}
                title={i18n.language === 'en' ? c.headingEn : c.heading}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label fontWeight="normal">
                  <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                    {c.no}
                  </Text>{' '}
                  {c.name}
                  <Text as="span" display="block" fontSize="xs" color="fg.muted">
                    {c.nameEn}
                  </Text>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </PickerDialog>
  )
}
