import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { locales, type Locale } from '../../../../domain/shared/locales.ts';
import { languageNames } from '../../../i18n/language-names.ts';
import type { UserFormSectionProps } from './user-form-section-props.ts';

const languageOptions = locales.map((locale) => ({ value: locale, label: languageNames[locale] }));
const isLocale = (value: string | null): value is Locale => locales.some((locale) => locale === value);

/** Name, login name, e-mail, phone and language (spec §3 User (administration)). */
export function UserIdentityFields({ value, onChange }: UserFormSectionProps) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={t`Name`}
        required
        value={value.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
        data-autofocus
      />
      <TextInput
        label={t`Login name`}
        description={t`At least 3 characters, no spaces`}
        required
        autoComplete="off"
        value={value.loginName}
        onChange={(event) => onChange({ loginName: event.currentTarget.value })}
      />
      <TextInput
        label={t`E-mail`}
        type="email"
        required
        value={value.email}
        onChange={(event) => onChange({ email: event.currentTarget.value })}
      />
      <TextInput
        label={t`Phone`}
        type="tel"
        value={value.phone}
        onChange={(event) => onChange({ phone: event.currentTarget.value })}
      />
      <Select
        label={t`Language`}
        data={languageOptions}
        allowDeselect={false}
        value={value.language}
        onChange={(language) => isLocale(language) && onChange({ language })}
      />
    </SimpleGrid>
  );
}
