import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import type { CountryId } from '../../../domain/shared/countries.ts';
import { availableCountries, compactPostalCode, matchesZipMask } from '../../../domain/shared/post-code.ts';
import { countryRegionsQuery, postPlaceQuery } from './address-queries.ts';
import { countryLabels } from './country-labels.ts';

/** Post code lookup debounce (spec §5, §9). */
export const postCodeDebounceMs = 500;

export interface PostCodeValue {
  countryId: CountryId | null;
  postalCode: string;
  postPlace: string;
}

export interface PostCodeInputProps {
  value: PostCodeValue;
  onChange: (value: PostCodeValue) => void;
  required?: boolean;
  disabled?: boolean;
}

/** Country, post code and post place of an address, the place looked up from the code (spec §5). */
export function PostCodeInput({ value, onChange, required, disabled }: PostCodeInputProps) {
  const { t, i18n } = useLingui();
  const { countryId, postalCode, postPlace } = value;
  const countries = useQuery(countryRegionsQuery());
  const { available, defaultId } = availableCountries(countries.data ?? []);
  const mask = available.find((country) => country.id === countryId)?.zipCodeMask ?? '';
  const code = compactPostalCode(postalCode);
  const canLookUp = countryId !== null && matchesZipMask(code, mask);

  const [debouncedCode] = useDebouncedValue(code, postCodeDebounceMs);
  const isSettled = debouncedCode === code;
  const lookup = useQuery({
    ...postPlaceQuery(countryId ?? 'NOR', debouncedCode),
    enabled: canLookUp && isSettled,
  });
  const foundName = canLookUp && isSettled ? lookup.data?.name : undefined;
  const isNotFound = canLookUp && isSettled && lookup.isSuccess && lookup.data === null;

  const emit = useEffectEvent((next: Partial<PostCodeValue>) => onChange({ ...value, ...next }));
  useEffect(() => {
    if (countryId === null && postalCode === '' && defaultId) emit({ countryId: defaultId });
  }, [countryId, postalCode, defaultId]);
  useEffect(() => {
    if (foundName && foundName !== postPlace) emit({ postPlace: foundName });
  }, [foundName, postPlace]);

  const hasNoCountry = countryId === null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label={t`Country`}
        data={available.map((country) => ({
          value: country.id,
          label: i18n._(countryLabels[country.id]) || country.name,
        }))}
        value={countryId}
        // A code and place belong to their country: a new country starts them over.
        onChange={(next) => onChange({ countryId: next as CountryId | null, postalCode: '', postPlace: '' })}
        allowDeselect={false}
        required={required}
        disabled={disabled}
        size="md"
      />
      <TextInput
        label={t`Post code`}
        value={postalCode}
        onChange={(event) => onChange({ ...value, postalCode: event.currentTarget.value, postPlace: '' })}
        autoComplete="postal-code"
        required={required}
        disabled={disabled || hasNoCountry}
        error={isNotFound ? t`Could not find post place` : undefined}
        size="md"
      />
      <TextInput
        label={t`Post place`}
        value={postPlace}
        onChange={(event) => onChange({ ...value, postPlace: event.currentTarget.value })}
        autoComplete="address-level2"
        // A place found from the code is the code's; otherwise it is typed by hand.
        readOnly={!!foundName}
        loading={canLookUp && (!isSettled || lookup.isFetching)}
        required={required}
        disabled={disabled || hasNoCountry}
        size="md"
      />
    </SimpleGrid>
  );
}
