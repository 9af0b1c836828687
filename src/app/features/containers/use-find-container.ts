import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { ContainerList } from '../../../domain/containers/container-register.ts';
import { ApiError } from '../../api/api-error.ts';
import { apiErrorText } from '../../api/api-error-text.ts';
import { isNetworkError, keptReadsStartingWith } from '../../offline/offline-reads.ts';
import { fetchContainerByNumber } from './api.ts';
import { containerKeys, type ContainerViewer } from './queries.ts';

/** The number in a kept page of the register: offline a scan still opens a container seen before. */
async function keptIdOf(viewer: ContainerViewer, number: string): Promise<number | undefined> {
  const lists = await keptReadsStartingWith<ContainerList>(containerKeys.lists(viewer)).catch(() => []);
  return lists.flatMap((list) => list.items).find((item) => item.number === number)?.id;
}

/**
 * Find by number (issue 20 item 2): a scanned or typed container number opens the container; a number
 * outside the register says so in words.
 */
export function useFindContainer(viewer: ContainerViewer) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [isFinding, setFinding] = useState(false);

  const find = async (code: string) => {
    const number = code.trim().toUpperCase();
    setError(null);
    setFinding(true);
    try {
      let id: number | undefined;
      try {
        id = (await fetchContainerByNumber(number)).id;
      } catch (caught) {
        if (!isNetworkError(caught)) throw caught;
        id = await keptIdOf(viewer, number);
        if (id === undefined) throw caught;
      }
      await navigate({ to: '/app/containers/$containerId', params: { containerId: String(id) } });
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 404
          ? t`No container with the number ${number} in your register.`
          : apiErrorText(caught, i18n),
      );
    } finally {
      setFinding(false);
    }
  };
  return { find, error, isFinding };
}
