import { Box, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/** The agency's account for bank transfers; the order number must be the transfer note. */
export function BankDetails({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('payment')
  const rows: [string, string][] = [
    [t('bank.payee'), t('bank.payeeName')],
    [t('bank.bank'), t('bank.bankName')],
    [t('bank.account'), '0200 0045 0920 1234 567'],
    [t('bank.swift'), 'ICBKCNBJBJM'],
    [t('bank.note'), orderNo],
  ]
  return (
    <Box
      as="dl"
      data-testid="bank-details"
      bg="bg.muted"
      borderRadius="md"
      p="3"
      css={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: '16px',
        rowGap: '4px',
        fontSize: '14px',
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" fontWeight="medium" fontFamily={label === t('bank.payee') ? undefined : 'mono'}>
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  )
}
