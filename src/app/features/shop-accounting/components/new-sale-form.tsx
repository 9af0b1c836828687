import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { entryAmounts } from '../../../../domain/shop-accounting/amounts.ts';
import {
  paymentMethods,
  shopChannels,
  type PaymentMethod,
  type ShopChannel,
  type ShopOptions,
} from '../../../../domain/shop-accounting/schemas.ts';
import { firstOpenDay } from '../../../../domain/shop-accounting/rules.ts';
import { DatePicker } from '../../../ui/date-picker/date-picker.tsx';
import { NumberInput } from '../../../ui/number-input/number-input.tsx';
import { notify } from '../../../ui/notify/notify.ts';
import { bookShopTransaction } from '../api.ts';
import { shopKeys } from '../queries.ts';
import { channelLabels } from '../shop-labels.ts';
import { money, paymentText, shopErrorText } from '../shop-text.ts';

export interface NewSaleFormProps {
  options: ShopOptions;
  onDone: () => void;
}

/** A price as typed: a comma or a point, at most 2 decimals; null when it is no price. */
function parsePrice(text: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^[0-9]{1,8}(\.[0-9]{1,2})?$/.test(normalized)) return null;
  const value = Number(normalized);
  return value > 0 ? value : null;
}

/** A sale in the shop or to a wholesale buyer; the VAT and the amounts are the market's, shown as typed. */
export function NewSaleForm({ options, onDone }: NewSaleFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const openDay = firstOpenDay(options.today, options.todayClosed);
  const [date, setDate] = useState<string | null>(openDay);
  const [channel, setChannel] = useState<ShopChannel>(shopChannels[0]);
  const [buyer, setBuyer] = useState('');
  const [productId, setProductId] = useState<string | null>(options.products[0]?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const [priceText, setPriceText] = useState('');
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(paymentMethods[0]);
  const [tried, setTried] = useState(false);
  const price = parsePrice(priceText);
  const { currency, vatRate } = options;
  const amounts = price !== null && quantity > 0 ? entryAmounts(quantity, price, vatRate) : null;
  const net = amounts ? money(amounts.net, i18n.locale) : '';
  const vat = amounts ? money(amounts.vat, i18n.locale) : '';
  const gross = amounts ? money(amounts.gross, i18n.locale) : '';

  const book = useMutation({
    mutationFn: bookShopTransaction,
    onSuccess: async () => {
      notify({ kind: 'positive', text: t`The sale was booked` });
      await queryClient.invalidateQueries({ queryKey: shopKeys.all() });
      onDone();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!date || !productId || price === null || buyer.trim() === '' || quantity < 1) return;
    book.mutate({
      input: { date, channel, buyer: buyer.trim(), productId, quantity, unitPrice: price, paymentMethod },
      key: crypto.randomUUID(),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DatePicker
            label={t`Date`}
            value={date}
            onChange={setDate}
            allowAllDays
            maxDate={openDay}
            required
            error={tried && !date ? t`Choose the date` : undefined}
          />
          <Select
            label={t`Channel`}
            allowDeselect={false}
            data={shopChannels.map((value) => ({ value, label: i18n._(channelLabels[value]) }))}
            value={channel}
            onChange={(value) => value && setChannel(value as ShopChannel)}
          />
          <TextInput
            label={t`Buyer`}
            required
            value={buyer}
            onChange={(event) => setBuyer(event.currentTarget.value)}
            error={tried && buyer.trim() === '' ? t`Write who bought` : undefined}
            maxLength={200}
          />
          <Select
            label={t`Product`}
            searchable
            allowDeselect={false}
            required
            data={options.products.map((product) => ({ value: product.id, label: product.name }))}
            value={productId}
            onChange={setProductId}
            error={tried && !productId ? t`Choose the product` : undefined}
          />
          <NumberInput label={t`Quantity`} value={quantity} onChange={setQuantity} min={1} max={100000} />
          <TextInput
            label={t`Unit price (${currency}, without VAT)`}
            inputMode="decimal"
            required
            value={priceText}
            onChange={(event) => setPriceText(event.currentTarget.value)}
            error={tried && price === null ? t`Write a price above 0 with at most 2 decimals` : undefined}
          />
          <Select
            label={t`Payment method`}
            allowDeselect={false}
            data={paymentMethods.map((value) => ({
              value,
              label: paymentText(value, options.mobilePaymentName, i18n),
            }))}
            value={paymentMethod}
            onChange={(value) => value && setPaymentMethod(value as PaymentMethod)}
          />
        </SimpleGrid>
        <Text aria-live="polite">
          {amounts ? (
            <Trans>
              Net {net} + VAT {vatRate} % {vat} = <strong>{gross}</strong> {currency}
            </Trans>
          ) : (
            <Trans>VAT {vatRate} % is added to the price.</Trans>
          )}
        </Text>
        {book.isError && (
          <Alert color="red" role="alert">
            {shopErrorText(book.error, i18n)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={book.isPending}>
            <Trans>Book the sale</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
