import { useLingui } from '@lingui/react/macro';
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { DraftSectionProps } from './draft-section-props.ts';

/** Who the provider talks to about the request. */
export function ContactFields({ draft, problem, update }: DraftSectionProps) {
  const { t } = useLingui();
  return (
    <Fieldset legend={t`Contact`}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t`Contact person`}
          autoComplete="name"
          required
          size="md"
          value={draft.contactPerson}
          error={problem('contactPerson')}
          onChange={(event) => update({ contactPerson: event.currentTarget.value })}
        />
        <TextInput
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          required
          size="md"
          value={draft.email}
          error={problem('email')}
          onChange={(event) => update({ email: event.currentTarget.value })}
        />
        <TextInput
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          required
          size="md"
          value={draft.phone}
          error={problem('phone')}
          onChange={(event) => update({ phone: event.currentTarget.value })}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
