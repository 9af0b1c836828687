import { useLingui } from '@lingui/react/macro';
import { Image, Paper, SimpleGrid, Text } from '@mantine/core';
import type { OrderAddress } from '../../../../domain/orders/order-address.ts';
import type { OrderRow } from '../../../../domain/orders/order-list.ts';
import { countryLabels } from '../../../ui/post-code-input/country-labels.ts';

/** An address as lines: name, street, post code and place, country (spec §3 Address). */
export function AddressLines({ address }: { address: OrderAddress }) {
  const { i18n } = useLingui();
  const country = countryLabels[address.countryId];
  return (
    <>
      {address.name && <Text>{address.name}</Text>}
      <Text>{address.street}</Text>
      <Text>
        {address.postalCode} {address.postPlace}
      </Text>
      <Text>{country ? i18n._(country) : address.countryId}</Text>
    </>
  );
}

/**
 * The order's own addresses (spec §3: delivery, pickup, temporary) — each replaces the location's
 * address for this order only — and the receiver's signature when there is one.
 */
export function OrderAddresses({ order }: { order: OrderRow }) {
  const { t } = useLingui();
  const addresses = [
    { label: t`Delivery address`, address: order.deliveryAddress },
    { label: t`Pickup address`, address: order.pickupAddress },
    { label: t`Temporary address`, address: order.temporaryAddress },
  ].filter((entry): entry is { label: string; address: OrderAddress } => !!entry.address);
  if (addresses.length === 0 && !order.signature) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {addresses.map(({ label, address }) => (
        <Paper key={label} withBorder p="sm" component="section" aria-label={label}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <AddressLines address={address} />
        </Paper>
      ))}
      {order.signature && (
        <Paper withBorder p="sm" component="figure" m={0}>
          <Image src={order.signature} alt={t`Signature`} h={80} fit="contain" />
          <Text component="figcaption" size="sm" c="dimmed">
            {t`Signature`}
          </Text>
        </Paper>
      )}
    </SimpleGrid>
  );
}
