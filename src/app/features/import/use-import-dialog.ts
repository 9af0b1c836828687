import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { defaultImportContext } from '../../../domain/admin/import/import-context.ts';
import type { ImportKind } from '../../../domain/admin/import/import-kinds.ts';
import type { ImportRow } from '../../../domain/admin/import/import-rows.ts';
import { countryOfMarket } from '../../../domain/shared/market-country.ts';
import { isAbortError } from '../../api/api-error.ts';
import { apiErrorText } from '../../api/api-error-text.ts';
import { currentHost } from '../../config/hosts.ts';
import { notify } from '../../ui/notify/notify.ts';
import { checkInChunks } from './check-in-chunks.ts';
import { approveImportRows, checkImportRows, readImportFile, refusedRowErrors } from './import-api.ts';
import {
  errorsByRow,
  importReducer,
  initialImportState,
  validRowIndices,
  type ImportOptions,
} from './import-state.ts';
import type { UploadProgress } from './upload-with-progress.ts';

/** A typed start row waits this long before the file is read again. */
const readDelayMs = 300;

/** The import dialog's state and its three calls: read the file, check the rows, approve them. */
export function useImportDialog(kind: ImportKind) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(importReducer, kind, (first) =>
    initialImportState(first, { ...defaultImportContext, countryId: countryOfMarket(currentHost.market) }),
  );
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  const checkAbort = useRef<AbortController | null>(null);
  // Users get a welcome e-mail each: the admin confirms their number before Approve sends anything.
  const [confirmingWelcome, setConfirmingWelcome] = useState(false);
  const errors = errorsByRow(state);

  const read = useMutation({
    mutationFn: ({
      chosen,
      options,
      signal,
    }: {
      chosen: File;
      options: ImportOptions;
      signal: AbortSignal;
    }) => readImportFile(kind, chosen, options, setUpload, signal),
    onSuccess: (answer) => dispatch({ type: 'read', answer }),
    // The rows of an earlier file or option are not this file's: they go with the error.
    onError: (error) => {
      if (!isAbortError(error)) dispatch({ type: 'cleared' });
    },
    onSettled: () => setUpload(null),
  });
  const { mutate: startRead, reset: resetRead } = read;

  // A chosen file, or a changed option, is read again; a newer read cancels the older one.
  useEffect(() => {
    if (!file) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      checkAbort.current?.abort();
      startRead({ chosen: file, options: state.options, signal: controller.signal });
    }, readDelayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [file, state.options, startRead]);

  const check = async () => {
    checkAbort.current?.abort();
    const controller = new AbortController();
    checkAbort.current = controller;
    const { generation, rows } = state;
    dispatch({ type: 'checkStarted', generation });
    try {
      await checkInChunks(
        rows,
        (chunk, firstRow) => checkImportRows(kind, chunk, firstRow, controller.signal),
        (done, found) => dispatch({ type: 'checkChunk', generation, done, errors: found }),
        controller.signal,
      );
      if (!controller.signal.aborted) dispatch({ type: 'checkFinished', generation });
    } catch (error) {
      dispatch({ type: 'checkFailed', generation });
      if (!isAbortError(error)) {
        notify({ kind: 'negative', title: t`Could not check the rows`, text: apiErrorText(error, i18n) });
      }
    }
  };

  const clear = (message: string | null) => {
    checkAbort.current?.abort();
    setFile(null);
    resetRead();
    dispatch({ type: 'cleared' });
    if (message) notify({ kind: 'positive', text: message });
  };

  const valid = validRowIndices(state, errors);
  // The rows sent are the ones shown when Approve was pressed, by their index among all rows.
  const approve = useMutation({
    mutationFn: (sent: { indices: number[]; rows: ImportRow[] }) =>
      approveImportRows(kind, sent.rows, kind === 'users' ? sent.rows.length : undefined),
    onSuccess: ({ imported }) => {
      setConfirmingWelcome(false);
      // New rows change the list and the location choices elsewhere: what is on screen is read again.
      void queryClient.invalidateQueries();
      notify({ kind: 'positive', title: t`Import OK`, text: t`Rows imported: ${imported}` });
      clear(null);
    },
    onError: (error, sent) => {
      setConfirmingWelcome(false);
      const refused = refusedRowErrors(error);
      // The server counts the rows it was sent; the table counts every row of the file.
      if (refused) {
        dispatch({
          type: 'approveRefused',
          errors: refused.map((found) => ({ ...found, row: sent.indices[found.row] ?? found.row })),
        });
      }
      notify({ kind: 'negative', title: t`Import failed`, text: apiErrorText(error, i18n) });
    },
  });

  return {
    state,
    errors,
    validCount: valid.length,
    file,
    chooseFile: (chosen: File | null) => (chosen ? setFile(chosen) : clear(null)),
    setOptions: (options: ImportOptions) => dispatch({ type: 'optionsChanged', options }),
    mapField: (field: string, column: number | null) => {
      checkAbort.current?.abort();
      dispatch({ type: 'mapped', field, column });
    },
    read: {
      isPending: read.isPending,
      error: read.error && !isAbortError(read.error) ? read.error : null,
      upload,
    },
    check,
    approve: {
      run: () =>
        kind === 'users' && !confirmingWelcome
          ? setConfirmingWelcome(true)
          : approve.mutate({ indices: valid, rows: valid.map((index) => state.rows[index]!) }),
      isPending: approve.isPending,
      /** The number of welcome e-mails awaiting the admin's yes, or null when none is asked. */
      welcomeMails: confirmingWelcome ? valid.length : null,
      cancel: () => setConfirmingWelcome(false),
    },
    clear: () => clear(t`Imported rows approved or cleared`),
  };
}

export type ImportDialogModel = ReturnType<typeof useImportDialog>;
