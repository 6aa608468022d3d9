import { RadioCard, SimpleGrid, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { accountTypes, type AccountType } from './auth-form-schemas'

export interface AccountTypePickerProps {
  value: AccountType
  onChange: (value: AccountType) => void
  name: string
}

const isAccountType = (value: string | null): value is AccountType =>
  accountTypes.some((type) => type === value)

/** Enterprise, agency or individual as three radio cards with a line on each; corporate ones need review. */
export function AccountTypePicker({ value, onChange, name }: AccountTypePickerProps) {
  const { t } = useTranslation('auth')
  return (
    <RadioCard.Root
      name={name}
      value={value}
      onValueChange={(details) => {
        if (isAccountType(details.value)) onChange(details.value)
      }}
      colorPalette="blue"
      size="sm"
    >
      <RadioCard.Label>{t('register.accountType')}</RadioCard.Label>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2">
        {accountTypes.map((type) => (
          <RadioCard.Item key={type} value={type}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <RadioCard.ItemText>{t(`register.types.${type}.label`)}</RadioCard.ItemText>
                <RadioCard.ItemDescription>
                  {t(`register.types.${type}.description`)}
                </RadioCard.ItemDescription>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
      {value !== 'individual' && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {t('register.verificationNote')}
        </Text>
      )}
    </RadioCard.Root>
  )
}
