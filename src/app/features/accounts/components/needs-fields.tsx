import { useLingui } from '@lingui/react/macro';
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { AutosizeTextarea } from '../../../ui/autosize-textarea/autosize-textarea.tsx';
import type { DraftSectionProps } from './draft-section-props.ts';

/** What the customer does and needs: industry, need, opening hours, RTIs per year. */
export function NeedsFields({ draft, problem, update }: DraftSectionProps) {
  const { t } = useLingui();
  return (
    <Fieldset legend={t`Needs`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Industry`}
          required
          size="md"
          value={draft.industry}
          error={problem('industry')}
          onChange={(event) => update({ industry: event.currentTarget.value })}
        />
        <TextInput
          label={t`Opening hours`}
          description={t`When pallets can be delivered and picked up`}
          required
          size="md"
          value={draft.openingHours}
          error={problem('openingHours')}
          onChange={(event) => update({ openingHours: event.currentTarget.value })}
        />
        <AutosizeTextarea
          label={t`Need`}
          description={t`Which load carriers and services, and how often`}
          rows={2}
          maxLength={2000}
          required
          size="md"
          value={draft.need}
          error={problem('need')}
          onChange={(event) => update({ need: event.currentTarget.value })}
        />
        <TextInput
          label={t`Approximate RTIs per year`}
          inputMode="numeric"
          required
          size="md"
          value={draft.rtisPerYear}
          error={problem('rtisPerYear')}
          onChange={(event) => update({ rtisPerYear: event.currentTarget.value.replace(/[^\d\s]/g, '') })}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
