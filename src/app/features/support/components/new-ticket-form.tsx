import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  defaultPriority,
  maxSupportTextLength,
  maxTopicLength,
  supportCategories,
  supportPriorities,
  type SupportCategory,
  type SupportPriority,
} from '../../../../domain/support/ticket-fields.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { openTicket } from '../api.ts';
import { useSupportViewer } from '../use-support-viewer.ts';
import { supportKeys, ticketOptionsQuery } from '../queries.ts';
import { categoryLabels, priorityLabels } from '../support-labels.ts';
import { AttachmentPicker } from './attachment-picker.tsx';

export interface NewTicketFormProps {
  onCreated: (id: number) => void;
  onCancel: () => void;
}

/** A new ticket with every field a customer fills in (spec §3 Support ticket) and its attachments. */
export function NewTicketForm({ onCreated, onCancel }: NewTicketFormProps) {
  const { t, i18n } = useLingui();
  const viewer = useSupportViewer();
  const queryClient = useQueryClient();
  const options = useQuery(ticketOptionsQuery(viewer));
  const [topic, setTopic] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<SupportCategory | null>(null);
  const [priority, setPriority] = useState<SupportPriority>(defaultPriority);
  const [locationId, setLocationId] = useState<string | null>(null);
  const [orderNo, setOrderNo] = useState('');
  const [productId, setProductId] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<'topic' | 'description' | 'category', string>>>({});

  const save = useMutation({
    mutationFn: () =>
      openTicket(
        {
          topic,
          description,
          category: category ?? '',
          priority,
          locationId: locationId ?? undefined,
          orderNo: orderNo.trim() || undefined,
          productId: productId ?? undefined,
        },
        files,
      ),
    onSuccess: async (ticket) => {
      const number = ticket.id;
      notify({ kind: 'positive', text: t`Ticket #${number} was sent to support` });
      await queryClient.invalidateQueries({ queryKey: supportKeys.lists(viewer) });
      onCreated(ticket.id);
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = {
      ...(topic.trim() ? {} : { topic: t`Write a topic` }),
      ...(description.trim() ? {} : { description: t`Describe what you need help with` }),
      ...(category ? {} : { category: t`Choose a category` }),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  const locations = options.data?.locations ?? [];
  return (
    <form onSubmit={handleSubmit} aria-label={t`New support ticket`} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t`Topic`}
          required
          maxLength={maxTopicLength}
          value={topic}
          error={errors.topic}
          onChange={(event) => setTopic(event.currentTarget.value)}
          data-autofocus
        />
        <Textarea
          label={t`Description`}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={maxSupportTextLength}
          value={description}
          error={errors.description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t`Category`}
            required
            data={supportCategories.map((value) => ({ value, label: i18n._(categoryLabels[value]) }))}
            value={category}
            error={errors.category}
            onChange={(value) => setCategory(value as SupportCategory | null)}
          />
          <Select
            label={t`Priority`}
            data={supportPriorities.map((value) => ({ value, label: i18n._(priorityLabels[value]) }))}
            value={priority}
            allowDeselect={false}
            onChange={(value) => value && setPriority(value as SupportPriority)}
          />
          <Select
            label={t`Location`}
            data={locations.map((location) => ({ value: String(location.id), label: location.name }))}
            value={locationId ?? (locations[0] ? String(locations[0].id) : null)}
            allowDeselect={false}
            onChange={setLocationId}
            disabled={locations.length < 2}
          />
          <TextInput
            label={t`Related order no.`}
            placeholder={t`Optional`}
            value={orderNo}
            onChange={(event) => setOrderNo(event.currentTarget.value)}
          />
          <Select
            label={t`Product`}
            placeholder={t`Optional`}
            data={(options.data?.products ?? []).map((product) => ({
              value: product.id,
              label: product.name,
            }))}
            value={productId}
            onChange={setProductId}
            clearable
            searchable
          />
        </SimpleGrid>
        <AttachmentPicker files={files} onChange={setFiles} disabled={save.isPending} />
        {save.isError && (
          <Alert color="red" role="alert" title={t`Could not send the ticket`}>
            {apiErrorText(save.error, i18n)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={save.isPending}>
            <Trans>Send ticket</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
