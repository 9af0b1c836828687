import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { NewCustomerAddress, NewCustomerRequestRow } from '../../../../domain/accounts/new-customer.ts';
import { formatDateTime } from '../../../../domain/shared/date-format.ts';
import { countryLabels } from '../../../ui/post-code-input/country-labels.ts';
import { languageNames } from '../../../i18n/language-names.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children || '\u2013'}
      </Text>
    </Stack>
  );
}

/** Every field of a new-customer request and its review (issue 16 item 5). */
export function RequestFacts({ request }: { request: NewCustomerRequestRow }) {
  const { t, i18n } = useLingui();
  const address = (value: NewCustomerAddress) =>
    `${value.street}\n${value.postalCode} ${value.postPlace}\n${i18n._(countryLabels[value.countryId])}`;
  const dateTime = (value: string) => formatDateTime(value, i18n.locale);
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md" m={0}>
      <Fact label={t`Company name`}>{request.companyName}</Fact>
      <Fact label={t`VAT number`}>{request.vatNumber}</Fact>
      <Fact label={t`Address`}>{address(request.address)}</Fact>
      <Fact label={t`Contact person`}>{request.contactPerson}</Fact>
      <Fact label={t`E-mail`}>{request.email}</Fact>
      <Fact label={t`Phone`}>{request.phone}</Fact>
      <Fact label={t`Industry`}>{request.industry}</Fact>
      <Fact label={t`Need`}>{request.need}</Fact>
      <Fact label={t`Opening hours`}>{request.openingHours}</Fact>
      <Fact label={t`Approximate RTIs per year`}>{i18n.number(request.rtisPerYear)}</Fact>
      <Fact label={t`Invoice address`}>
        {request.invoiceAddress ? address(request.invoiceAddress) : t`Same as the address`}
      </Fact>
      <Fact label={t`Invoice e-mail`}>{request.invoiceEmail}</Fact>
      <Fact label={t`Invoice reference`}>{request.invoiceReference}</Fact>
      <Fact label={t`Language`}>{languageNames[request.language]}</Fact>
      <Fact label={t`Received`}>{dateTime(request.createdAt)}</Fact>
      {request.decidedAt && (
        <Fact label={t`Decided`}>
          {dateTime(request.decidedAt)}
          {request.decidedByName ? ` (${request.decidedByName})` : ''}
        </Fact>
      )}
      {request.loginName && <Fact label={t`Login name`}>{request.loginName}</Fact>}
      {request.rejectReason && <Fact label={t`Reason`}>{request.rejectReason}</Fact>}
    </SimpleGrid>
  );
}
