/**
 * The upload wizard for a screen: the machine of machines/upload-wizard with the screen's own
 * endpoint as its `sendFile` actor. Every upload screen uses it. Usage:
 *
 *   const upload = useUploadWizard({
 *     accept: DOCUMENT_KINDS,                                   // or IMAGE_KINDS (domain/upload.ts)
 *     send: (file, transfer) => uploadClientDocument(api, id, file, transfer), // api.upload(path, { body, ...transfer, response })
 *     onUploaded: (answer) => notify.success(UPLOAD_SUCCEEDED), // and update the record
 *   });
 *   <UploadWizardView wizard={upload} chooseLabel="Choose a document" />  // src/ui/upload-wizard-view.tsx
 *
 * `confirm: true` keeps a checked file in the `chosen` slot until `upload.send()`: pass a
 * `sendLabel` to the view for an "Upload" button, or, in a form that sends the file with its
 * fields in one request, call `upload.send()` on submit when `upload.file` is set (`send` then
 * reads the fields, e.g. from a ref; see src/features/settings/signatory-form.tsx).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { acceptAttribute, uploadRules, type FileKind } from '../../../domain/upload';
import { uploadWizardMachine, type UploadWizardMachine } from '../../../machines/upload-wizard/upload-wizard.machine';
import {
  selectAccept,
  selectFailure,
  selectFile,
  selectPercent,
  selectRejection,
  selectUploadSlot,
} from '../../../machines/upload-wizard/upload-wizard.selectors';
import { useObjectUrl } from '../../ui/use-object-url';
import type { SendFileInput } from '../../../machines/upload-wizard/upload-wizard.types';
import type { UploadTransfer } from '../../api/uploads';
import type { UploadWizardCommands, UploadWizardState } from '../../ui/upload-wizard-view';

export type UploadWizardActor = ActorRefFrom<UploadWizardMachine>;

export interface UploadWizardOptions<T> {
  accept: readonly FileKind[];
  /** Sends the checked file; pass `transfer` on to the API function (abort signal and progress). */
  send: (file: File, transfer: Required<UploadTransfer>) => Promise<T>;
  /** The server took the file: `answer` is what `send` resolved with. */
  onUploaded?: (answer: T, file: File) => void;
  /** Wait for `send()` once a file passes the checks, instead of sending it at once. */
  confirm?: boolean;
}

export type UploadWizard = UploadWizardState &
  UploadWizardCommands & {
    /** The whole failure as the server described it (field errors included), while failed. */
    failureDetail: ReturnType<typeof selectFailure>;
  };

/** The app's implementations of the machine's actor and action, reading the screen's latest callbacks. */
export function uploadWizardImplementations<T>(latest: { current: UploadWizardOptions<T> }) {
  return {
    actors: {
      sendFile: fromPromise<unknown, SendFileInput>(({ input, signal }) =>
        latest.current.send(input.file, { signal, onProgress: input.reportProgress }),
      ),
    },
    actions: {
      announceUploaded: (_: unknown, params: { file: File; answer: unknown }) =>
        latest.current.onUploaded?.(params.answer as T, params.file),
    },
  };
}

export function useUploadWizardActor<T>(options: UploadWizardOptions<T>): UploadWizardActor {
  const latest = useRef(options);
  latest.current = options;
  return useActorRef(uploadWizardMachine.provide(uploadWizardImplementations(latest)), {
    input: { accept: options.accept, sendAtOnce: !options.confirm },
  });
}

/** What the view shows and the named commands it sends, read from a wizard actor through selectors. */
export function useUploadWizardOf(actor: UploadWizardActor): UploadWizard {
  const slot = useSelector(actor, selectUploadSlot);
  const file = useSelector(actor, selectFile);
  const rejection = useSelector(actor, selectRejection);
  const percent = useSelector(actor, selectPercent);
  const failure = useSelector(actor, selectFailure);
  const accept = useSelector(actor, selectAccept);
  const previewUrl = useObjectUrl(file);
  const commands = useMemo<UploadWizardCommands>(
    () => ({
      // The spec checks only the first file.
      choose: (files) => {
        const first = files[0];
        if (first) actor.send({ type: 'upload.choose', file: first });
      },
      send: () => actor.send({ type: 'upload.send' }),
      retry: () => actor.send({ type: 'upload.retry' }),
      cancel: () => actor.send({ type: 'upload.cancel' }),
      reset: () => actor.send({ type: 'upload.reset' }),
    }),
    [actor],
  );
  const kinds = useMemo(() => ({ accept: acceptAttribute(accept), rules: uploadRules(accept) }), [accept]);
  return {
    slot,
    file,
    previewUrl,
    rejection: rejection?.message ?? null,
    percent,
    failure: failure?.message ?? null,
    failureDetail: failure,
    ...kinds,
    ...commands,
  };
}

export function useUploadWizard<T>(options: UploadWizardOptions<T>): UploadWizard {
  return useUploadWizardOf(useUploadWizardActor(options));
}
