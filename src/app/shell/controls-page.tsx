import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Weekday } from '../../domain/calendar/weekdays.ts';
import { AutosizeTextarea } from '../ui/autosize-textarea/autosize-textarea.tsx';
import { DatePicker } from '../ui/date-picker/date-picker.tsx';
import { FilePicker } from '../ui/file-picker/file-picker.tsx';
import { GlnInput } from '../ui/gln-input/gln-input.tsx';
import { NumberInput } from '../ui/number-input/number-input.tsx';
import { PostCodeInput, type PostCodeValue } from '../ui/post-code-input/post-code-input.tsx';
import { SearchSelect } from '../ui/search-select/search-select.tsx';
import { WeekdayPicker } from '../ui/weekday-picker/weekday-picker.tsx';
import { ScreenFrame } from './screen-frame.tsx';

/** The shared form controls of spec §5 side by side, to try them out (route /app/controls). */
export function ControlsPage() {
  const { t } = useLingui();
  const [quantity, setQuantity] = useState(0);
  const [date, setDate] = useState<string | null>(null);
  const [weekdays, setWeekdays] = useState<Weekday[]>([1, 3]);
  const [truck, setTruck] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [gln, setGln] = useState('');
  const [address, setAddress] = useState<PostCodeValue>({ countryId: null, postalCode: '', postPlace: '' });

  return (
    <ScreenFrame title={msg`Controls`}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" maw={960}>
        <Stack>
          <NumberInput
            label={t`Quantity`}
            value={quantity}
            onChange={setQuantity}
            max={600}
            step={5}
            warnAt={500}
          />
          <DatePicker label={t`Delivery date`} value={date} onChange={setDate} clearable />
          <WeekdayPicker label={t`Weekdays`} value={weekdays} onChange={setWeekdays} />
          <SearchSelect
            label={t`Truck type`}
            value={truck}
            onChange={setTruck}
            data={[t`Van`, t`Lorry`, t`Trailer`, t`Double-deck trailer`]}
          />
        </Stack>
        <Stack>
          <AutosizeTextarea
            label={t`Comment`}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <FilePicker label={t`Attachment`} value={file} onChange={setFile} />
          <GlnInput label={t`GLN`} value={gln} onChange={setGln} />
          <PostCodeInput value={address} onChange={setAddress} />
        </Stack>
      </SimpleGrid>
    </ScreenFrame>
  );
}
